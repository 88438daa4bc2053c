package analyzer

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// componentTargetCheck reports a component of a url.URL given, whole or
// at the start of the text, where a sink needs an absolute URL: an HTTP
// client, or a request that is sent as it was built. A URL's Host, Path,
// RawQuery or Fragment, its EscapedPath(), RequestURI() or Hostname(),
// never starts with a scheme, so the request fails ("unsupported
// protocol scheme") whatever the URL holds: http.Get(u.Path),
// http.NewRequest(r.Method, r.URL.RequestURI(), body) sent by a client,
// as a proxy that meant the whole URL writes it. A client whose own
// RoundTripper serves the request, or sets its URL, takes a path; a Host
// the package itself writes with a caller's text is its own field, which
// may hold a scheme (urlHostWrites).
type componentTargetCheck struct{}

func (componentTargetCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckTarget} }

func (componentTargetCheck) wants(a *sinks.Arg) bool { return a.NeedsHost() }

func (componentTargetCheck) checkArgExpr(p *pkgAnalysis, arg ast.Expr, at ast.Node, sink string, a sinks.Arg) {
	if !p.enabledAt(rfc.CheckTarget, at) || a.OriginForm && !p.requests.sentAsIs(at) {
		return
	}
	lead, what := p.componentLead(arg, 0)
	if lead == nil || p.requests.ownTransport(at) || p.requests.transportSetsURL(at) {
		return
	}
	if sel, ok := lead.(*ast.SelectorExpr); ok && sel.Sel.Name == "Host" && p.urlHosts.mayHoldScheme() {
		return // the package's own url.URL{Host: host} may hold "http://127.0.0.1"
	}
	if p.guarantees.madeBy(arg, func(f sinks.Func) bool { return f.NoAuthority }) != nil {
		return // the guarantee's finding: url.URL.Hostname never returns "//"
	}
	name := p.imports.sinkName(sink, at)
	p.emitter(rfc.CheckTarget)(lead, analysis.Diagnostic{
		Pos: lead.Pos(), End: lead.End(), Category: string(rfc.CheckTarget),
		Message: fmt.Sprintf("%s: %s is %s, which never starts with a scheme: %s needs an absolute http or https URL, "+
			"and the request fails (unsupported protocol scheme); give it a URL with its scheme and host (%s.String() "+
			"of a URL that has them, or a base resolved with it) (RFC 9110 §4.2.1 http-URI)", name, types.ExprString(lead), what, name, types.ExprString(urlOf(lead))),
	})
}

// urlComponents are the fields and methods of url.URL whose text never
// starts with a scheme, and what each is.
var urlComponents = [...]struct {
	name, what string
	method     bool
}{
	{"Host", "a URL's host and port", false},
	{"Path", "a URL's path", false},
	{"RawPath", "a URL's path", false},
	{"RawQuery", "a URL's query", false},
	{"Fragment", "a URL's fragment", false},
	{"EscapedPath", "a URL's path", true},
	{"RequestURI", "a request's target, a path and a query", true},
	{"Hostname", "a URL's host name", true},
}

// componentLead returns the expression of a url.URL's component that
// starts every value of e (urlComponents), itself or the first operand
// of a concatenation, also through a local variable assigned once, and
// what it is; nil for any other.
func (r *pkgAnalysis) componentLead(e ast.Expr, depth int) (ast.Expr, string) {
	info := r.pass.TypesInfo
	switch x := ast.Unparen(e).(type) {
	case *ast.BinaryExpr:
		if x.Op == token.ADD {
			return r.componentLead(x.X, depth)
		}
	case *ast.SelectorExpr:
		if s, ok := info.Selections[x]; ok && s.Kind() == types.FieldVal && typesx.IsNamed(s.Recv(), "net/url", "URL", true) {
			if what := componentWhat(x.Sel.Name, false); what != "" {
				return x, what
			}
		}
	case *ast.CallExpr:
		if fn, ok := typeutil.Callee(info, x).(*types.Func); ok && len(x.Args) == 0 && fn.Pkg() != nil && fn.Pkg().Path() == "net/url" {
			if recv := fn.Signature().Recv(); recv != nil && typesx.IsNamed(recv.Type(), "net/url", "URL", true) {
				if what := componentWhat(fn.Name(), true); what != "" {
					return x, what
				}
			}
		}
	case *ast.Ident:
		v := typesx.LocalVar(info, r.pass.Pkg, x)
		if v == nil || typesx.IsParam(v) || depth >= 3 {
			return nil, ""
		}
		if vi := r.flow.VarInfo(v); vi != nil && !vi.Escapes && len(vi.Rhs) == 1 && len(vi.First) == 0 {
			return r.componentLead(vi.Rhs[0], depth+1)
		}
	}
	return nil, ""
}

// componentWhat returns what the url.URL field (or, with method, the
// method) name is, for urlComponents; "" for the others.
func componentWhat(name string, method bool) string {
	for _, c := range urlComponents {
		if c.name == name && c.method == method {
			return c.what
		}
	}
	return ""
}

// urlOf returns the url.URL whose component e reads (u of u.Path or
// u.RequestURI()).
func urlOf(e ast.Expr) ast.Expr {
	switch x := ast.Unparen(e).(type) {
	case *ast.SelectorExpr:
		return x.X
	case *ast.CallExpr:
		if sel, ok := ast.Unparen(x.Fun).(*ast.SelectorExpr); ok {
			return sel.X
		}
	}
	return e
}

// urlHostWrites tells, for componentTargetCheck, whether the package
// writes into a url.URL's Host text it does not show to be a host: a
// parameter's value (url.URL{Host: host, Path: path} of a caller's
// "http://127.0.0.1:4010"), or text with a scheme. Such a Host is the
// program's own field, which a request may then read whole.
type urlHostWrites struct {
	*pkgAnalysis
	done, scheme bool
}

func (w *urlHostWrites) mayHoldScheme() bool {
	if w.done {
		return w.scheme
	}
	w.done = true
	info := w.pass.TypesInfo
	check := func(val ast.Expr) {
		if w.scheme {
			return
		}
		vals, why := w.flow.Resolve(val, 0)
		if why == flow.ReasonParameter && len(vals) == 0 {
			w.scheme = true
		}
		for _, v := range vals {
			if lead, _ := flow.LeadingText(v); strings.Contains(lead, "://") || len(v) > 0 && v[0].Hole && v[0].Why == flow.ReasonParameter {
				w.scheme = true
			}
		}
	}
	for _, f := range w.pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CompositeLit:
				if !isURL(info.TypeOf(n)) {
					return true
				}
				for _, elt := range n.Elts {
					if kv, ok := elt.(*ast.KeyValueExpr); ok {
						if k, ok := kv.Key.(*ast.Ident); ok && k.Name == "Host" {
							check(kv.Value)
						}
					}
				}
			case *ast.AssignStmt:
				for i, lhs := range n.Lhs {
					sel, ok := ast.Unparen(lhs).(*ast.SelectorExpr)
					if ok && sel.Sel.Name == "Host" && i < len(n.Rhs) && len(n.Lhs) == len(n.Rhs) && isURL(info.TypeOf(sel.X)) {
						check(n.Rhs[i])
					}
				}
			}
			return !w.scheme
		})
	}
	return w.scheme
}
