package analyzer

import (
	"go/ast"
	"go/types"
	"reflect"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// namedNotIPv6 reports whether host expression e is named for a value
// that is never an IPv6 address: a variable, field or function whose name
// says IPv4 ("ipv4", "IPv4Addr") or a DNS name ("DNSName", "FQDN", "Zone"),
// maybe through its String method or trimmed of its final '.'. The code
// that names it so knows which family it holds (tailscale writes
// "[%s]:%d" for its ipv6 and "%s:%d" for its ipv4).
func namedNotIPv6(e ast.Expr) bool {
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.CallExpr:
			sel, ok := ast.Unparen(x.Fun).(*ast.SelectorExpr)
			switch {
			case ok && sel.Sel.Name == "String" && len(x.Args) == 0:
				e = sel.X
			case ok && (sel.Sel.Name == "TrimSuffix" || sel.Sel.Name == "TrimRight") && len(x.Args) == 2:
				e = x.Args[0]
			default:
				return ok && len(x.Args) == 0 && familyName(sel.Sel.Name)
			}
		case *ast.SelectorExpr:
			return familyName(x.Sel.Name)
		case *ast.Ident:
			return familyName(x.Name)
		default:
			return false
		}
	}
}

// familyName reports whether name says its value is an IPv4 address or a
// DNS name: a DNS zone (coredns's zoneAddr writes "dns://" + z.Zone +
// ":" + z.Port) is one, and so is a domain (a TLS scanner's domainName).
func familyName(name string) bool {
	n := strings.ToLower(name)
	return strings.Contains(n, "ipv4") || strings.Contains(n, "dnsname") || strings.Contains(n, "fqdn") || strings.HasSuffix(n, "zone") ||
		strings.HasSuffix(n, "domain") || strings.HasSuffix(n, "domainname")
}

// dnsNameField reports whether host expression e reads a field of an API
// object that holds a DNS name the API validates (sinks.Field.DNSName): the
// library's field, or a field of the program's own struct of that type's
// name that decodes the same JSON key (skipper's serviceSpec decodes a
// Kubernetes Service's "externalName").
func dnsNameField(info *types.Info, e ast.Expr) bool {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	if libraryField(info, sel).DNSName {
		return true
	}
	s, ok := info.Selections[sel]
	if !ok || s.Kind() != types.FieldVal {
		return false
	}
	named, st, i := typesx.FieldHolder(s)
	if named == nil {
		return false
	}
	key, _, _ := strings.Cut(reflect.StructTag(st.Tag(i)).Get("json"), ",")
	return key != "" && sinks.DecodedFieldOf(named.Obj().Name(), key).DNSName
}
