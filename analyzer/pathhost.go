package analyzer

import (
	"go/ast"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/rfc"
)

// pathHostCheck reports host:port written into the Path of a url.URL
// literal that has a Scheme and no Host (url.URL{Scheme: "tcp", Path:
// fmt.Sprintf("127.0.0.1:%d", port)}): the URL's Host, which a dialer's
// target or a client reads, is empty, though String happens to write
// "tcp://127.0.0.1:80", which parses back with the address as its host.
// The address belongs in Host. Where the package names no url.URL's
// host (Host, Hostname, Port), only String may read it: the warning tier.
type pathHostCheck struct{}

func (pathHostCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckURLField} }

func (pathHostCheck) checkText(r *pkgAnalysis, t *valueText) {
	if t.target != rfc.DecodedPath || !r.enabledAt(rfc.CheckURLField, t.at) {
		return
	}
	kv, ok := t.at.(*ast.KeyValueExpr)
	if !ok || !r.hostPortValue(t.v) {
		return
	}
	parents := r.flow.Control.Parents(kv)
	if len(parents) == 0 {
		return
	}
	lit, ok := parents[0].(*ast.CompositeLit)
	if !ok || !isURLLit(r.pass.TypesInfo, lit) || socketSchemes(t.a.Scheme) || t.a.Scheme == "file" {
		return // (t.a.Scheme is the literal's constant Scheme: checkURLLiteral)
	}
	var scheme, other bool
	for key := range keyedFields(lit) {
		scheme = scheme || key.Name == "Scheme"
		other = other || key.Name == "Host" || key.Name == "Opaque"
	}
	if !scheme || other {
		return
	}
	sev := rfc.Error
	if !r.readsURLHost() {
		if !r.warnAt(rfc.CheckURLField, t.at) {
			return
		}
		sev = rfc.Warning
	}
	r.reportCleaned(t.v, t.starts, t.s, rfc.Violation{Start: 0, End: len(t.s), Check: rfc.CheckURLField, Rule: "authority",
		RFC: "RFC 3986 §3.2", Severity: sev,
		Message: "a path field holds host:port: with a Scheme and no Host, the url.URL's Host, Hostname() and Port() are empty; set url.URL.Host"},
		t.at, t.sink, 0)
}

// readsURLHost reports whether the package names the host of a
// url.URL: its Host field (read or written), its Hostname or Port
// method, as code that takes a URL's fields apart does.
func (r *pkgAnalysis) readsURLHost() bool {
	info := r.pass.TypesInfo
	found := false
	for _, f := range r.pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			sel, ok := n.(*ast.SelectorExpr)
			if ok && !found {
				switch sel.Sel.Name {
				case "Host", "Hostname", "Port":
					found = isURL(info.TypeOf(sel.X))
				}
			}
			return !found
		})
	}
	return found
}

// hostPortValue reports whether v is an address and nothing else: a
// host (a hole, or a name or IPv4 address written out) then ':' and a
// port (digits, or a number's hole), or the result of net.JoinHostPort.
func (r *pkgAnalysis) hostPortValue(v flow.Value) bool {
	if len(v) == 1 && v[0].Hole {
		call, ok := ast.Unparen(v[0].Use).(*ast.CallExpr)
		return ok && callRow(r.pass.TypesInfo, call).HostPort
	}
	colon := false
	host, port := false, false
	for _, p := range v {
		if p.Hole {
			if colon {
				if p.Kind != flow.NumericText {
					return false
				}
				port = true
			} else {
				host = true
			}
			continue
		}
		for i := 0; i < len(p.Text); i++ {
			c := p.Text[i]
			switch {
			case c == ':' && !colon:
				colon = true
			case colon && c >= '0' && c <= '9':
				port = true
			case !colon && (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '-'):
				host = true
			default:
				return false
			}
		}
	}
	return host && colon && port
}
