package analyzer

import (
	"go/ast"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// sinkSchemeCheck reports a constant scheme that the sink does not take
// (sinks.Arg.Schemes): gorilla/websocket's Dialer.Dial rejects an http
// URL. Where the library maps ws to http and wss to https itself, the
// fix writes the WebSocket scheme, which it sends as the same request.
type sinkSchemeCheck struct{}

func (sinkSchemeCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckTarget} }

func (sinkSchemeCheck) wants(a *sinks.Arg) bool {
	return len(a.Schemes) > 0 && !a.Credentials
}

func (sinkSchemeCheck) checkValue(r *pkgAnalysis, sv *sinkValue) {
	v, at, sink, a := sv.v, sv.at, sv.sink, sv.a
	lead, _ := flow.LeadingText(v)
	i := strings.Index(lead, "://")
	if i <= 0 || !validSchemeName(lead[:i]) {
		return
	}
	scheme := strings.ToLower(lead[:i])
	if slices.Contains(a.Schemes, scheme) {
		return
	}
	viol := rfc.Violation{Start: 0, End: i, Check: rfc.CheckTarget, Rule: "scheme", RFC: "RFC 6455 §3", Severity: rfc.Error,
		Message: "the receiver takes only " + schemeList(a.Schemes) + " URLs: it rejects scheme " + strconv.Quote(lead[:i])}
	if ws := map[string]string{"http": "ws", "https": "wss"}[scheme]; ws != "" && slices.Contains(a.Schemes, ws) {
		viol.Fixable, viol.Replacement = true, ws
		viol.Message += "; write " + ws + "://"
	}
	if s := leadingTextOnly(v); r.tests.reportedInFile(viol, s, v, at, a) {
		r.report(v, valueStarts(v), s, viol, at, sink)
	}
}

// schemeList writes schemes as "ws or wss", "ws, wss, http or https".
func schemeList(schemes []string) string {
	if len(schemes) == 1 {
		return schemes[0]
	}
	return strings.Join(schemes[:len(schemes)-1], ", ") + " or " + schemes[len(schemes)-1]
}

// bareHostPortCheck reports host:port text given to a parser that
// misreads it (sinks.Arg.HostPortMisread), url.Parse:
// "localhost:8080" parses as scheme "localhost" with opaque "8080", and
// no host; "127.0.0.1:8080" and "[::1]:8080" fail to parse (a first path
// segment cannot hold ':'). A host that is a scheme must be localhost or
// a dotted name: "tel:5551234" is a URL. The value may come from far
// away: a field's values (set by a constructor), a parameter's (the
// package's calls), a flag's default, or the parts of one split at ','.
// Not in tests, whose tables feed url.Parse such text on purpose, nor
// where the code handles host:port itself (hostPortHandled), nor where
// the parsed text is an address a listener is given too: the parse is
// the mistake there (addrParseCheck).
type bareHostPortCheck struct{}

func (bareHostPortCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckTarget} }

func (bareHostPortCheck) wants(a *sinks.Arg) bool {
	return a.HostPortMisread && !a.Credentials
}

func (bareHostPortCheck) checkValue(r *pkgAnalysis, sv *sinkValue) {
	v, at, sink := sv.v, sv.at, sv.sink
	if r.intent.InTestFile(at.Pos()) {
		return // tests parse host:port on purpose, to see what url.Parse makes of it
	}
	s, whole := flow.LeadingText(v)
	host, ok := bareHostPort(s, whole)
	if !ok {
		if h := namedHostPort(r.pass.TypesInfo, v); h != nil && !r.hostPorts.hostPortHandled(at, sv.arg, false) && !r.parsesAddress(at) && !r.schemeRead(at) {
			r.reportNamedHostPort(h, at, sink)
		}
		return
	}
	if r.hostPorts.hostPortHandled(at, sv.arg, !validSchemeName(host)) || r.parsesAddress(at) {
		return
	}
	msg := strconv.Quote(s) + " is host:port, not a URL: it parses as scheme " + strconv.Quote(host) + " with no host"
	if !validSchemeName(host) {
		msg = strconv.Quote(s) + " is host:port, not a URL: it does not parse (a first path segment cannot hold ':'), and has no host"
	}
	viol := rfc.Violation{Start: 0, End: len(s), Check: rfc.CheckTarget, Rule: "absolute-URI", RFC: "RFC 3986 §3", Severity: rfc.Error,
		Message: msg + "; write a scheme and \"//\" before it (http://" + s + ")"}
	if r.enabledAt(viol.Check, at) {
		r.report(v, valueStarts(v), s, viol, at, sink)
	}
}

// parsesAddress reports whether at is a parse of an address a listener
// is given too: addrParseCheck reports the parse there.
func (r *pkgAnalysis) parsesAddress(at ast.Node) bool {
	c, ok := at.(*ast.CallExpr)
	if !ok {
		return false
	}
	use, _ := r.parsedAddress(c)
	return use != nil
}

// schemeRead reports whether at is a call whose first result the
// function assigns to a variable whose Scheme it reads (switch
// u.Scheme): the code expects text that may hold a scheme, a host
// configured as "http://collector" with the port after it.
func (r *pkgAnalysis) schemeRead(at ast.Node) bool {
	call, ok := at.(*ast.CallExpr)
	if !ok {
		return false
	}
	var u types.Object
	var body ast.Node
	for _, p := range r.flow.Control.Parents(call) {
		switch n := p.(type) {
		case *ast.AssignStmt:
			if u == nil && len(n.Rhs) == 1 && ast.Unparen(n.Rhs[0]) == call && len(n.Lhs) > 0 {
				if id, ok := n.Lhs[0].(*ast.Ident); ok {
					u = r.pass.TypesInfo.ObjectOf(id)
				}
			}
		case *ast.FuncDecl:
			body = n.Body
		case *ast.FuncLit:
			body = n.Body
		}
		if body != nil {
			break
		}
	}
	if u == nil || body == nil {
		return false
	}
	read := false
	ast.Inspect(body, func(n ast.Node) bool {
		if sel, ok := n.(*ast.SelectorExpr); ok && sel.Sel.Name == "Scheme" {
			if id, ok := ast.Unparen(sel.X).(*ast.Ident); ok && r.pass.TypesInfo.Uses[id] == u {
				read = true
			}
		}
		return !read
	})
	return read
}

// reportNamedHostPort reports a value that is host, a host named so, and
// a port after ':' (namedHostPort), at the host.
func (r *pkgAnalysis) reportNamedHostPort(host ast.Expr, at ast.Node, sink string) {
	if !r.enabledAt(rfc.CheckTarget, at) {
		return
	}
	msg := r.imports.sinkName(sink, at) + ": " + exprName(host) + ", ':' and a port make host:port, not a URL: url.Parse reads a host name " +
		"before ':' as the scheme (\"localhost:8080\": scheme \"localhost\", no host) and fails on an IP address " +
		"(\"127.0.0.1:8080\": a first path segment cannot hold ':'); write a scheme and \"//\" before the host (RFC 3986 §3 absolute-URI)"
	d := analysis.Diagnostic{Pos: host.Pos(), End: host.End(), Category: string(rfc.CheckTarget), Message: msg}
	if at.Pos() < host.Pos() || at.Pos() >= host.End() {
		d.Related = []analysis.RelatedInformation{{Pos: at.Pos(), End: at.End(), Message: "the text parsed here"}}
	}
	r.out.add(finding{Diagnostic: d, at: at.Pos(), alone: true})
}

// namedHostPort returns the expression of the hole v starts with where v
// is that hole, ':' and a port, and maybe a path after it, with no
// scheme (host + ":" + port, fmt.Sprintf("%s:%d/v1", host, port)), and
// the hole is a string whose name says a host: host, hostname, ip, an
// IPv4 or IPv6 address, a domain. Not an address or a server, whose text
// may be host:port or a URL already.
func namedHostPort(info *types.Info, v flow.Value) ast.Expr {
	if len(v) < 2 || !v[0].Hole || v[1].Hole || !strings.HasPrefix(v[1].Text, ":") {
		return nil
	}
	host := textHoleExpr(v[0])
	if host == nil || !typesx.IsString(info.TypeOf(host)) || !hostOnlyName(holeName(host)) {
		return nil
	}
	rest := v[1].Text[1:]
	after := strings.TrimLeft(rest, "0123456789")
	switch {
	case len(rest)-len(after) >= 1 && len(rest)-len(after) <= 5:
		// ":8080" and nothing or a path after it
		if after != "" && after[0] != '/' || len(v) > 2 && after == "" {
			return nil
		}
	case rest == "" && len(v) >= 3 && v[2].Hole:
		// ":" and the port's hole, and nothing or a path after it
		if len(v) > 3 && (v[3].Hole || !strings.HasPrefix(v[3].Text, "/")) {
			return nil
		}
	default:
		return nil
	}
	for _, p := range v[2:] {
		if !p.Hole && strings.Contains(p.Text, "//") {
			return nil
		}
	}
	return host
}

// holeName returns the name of the variable, field or method (called
// with no arguments) e reads, or "".
func holeName(e ast.Expr) string {
	if c, ok := ast.Unparen(e).(*ast.CallExpr); ok && len(c.Args) == 0 {
		if sel, ok := ast.Unparen(c.Fun).(*ast.SelectorExpr); ok {
			return sel.Sel.Name
		}
		return ""
	}
	return refName(e)
}

// hostOnlyName reports whether name's last word says a host and nothing
// more: host, hostname, ip, ipv4, ipv6, domain.
func hostOnlyName(name string) bool {
	switch lastWord(name) {
	case "host", "hostname", "ip", "ipv4", "ipv6", "domain":
		return true
	}
	return false
}

// bareHostPort reports whether s, the whole text of a value when whole,
// is a bare host and port that a URL parser misreads, and returns the
// host: localhost or a dotted name (which parse as a scheme), an IPv4
// address or a bracketed IPv6 one (which do not parse).
func bareHostPort(s string, whole bool) (host string, ok bool) {
	i := strings.LastIndexByte(s, ':')
	if !whole || i <= 0 || i == len(s)-1 || len(s)-i > 6 || strings.Trim(s[i+1:], "0123456789") != "" {
		return "", false
	}
	host = s[:i]
	switch {
	case strings.HasPrefix(host, "[") && strings.HasSuffix(host, "]"):
		ok = len(host) > 2 && strings.Contains(host, ":") && strings.Trim(host[1:len(host)-1], "0123456789abcdefABCDEF:.") == ""
	case validSchemeName(host):
		ok = strings.EqualFold(host, "localhost") || strings.Contains(host, ".") // not "tel:5551234", nor a name that may be a scheme
	default:
		ok = strings.Count(host, ".") == 3 && strings.Trim(host, "0123456789.") == ""
	}
	return host, ok
}
