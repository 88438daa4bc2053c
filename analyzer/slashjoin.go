package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"net/url"
	"strconv"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// slashJoinCheck reports a request target, which starts with '/',
// written after a path that ends with one: "https://backend/" +
// r.URL.RequestURI() sends "//users". A URL or a path after a base is no
// segment to escape (valuekind.go); the join is what can be wrong there.
type slashJoinCheck struct{}

// slashJoins reads one package's joins of URL text for slashJoinCheck
// and for the url.URL Path additions.
type slashJoins struct{ *pkgAnalysis }

func (slashJoinCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckJoin} }

func (slashJoinCheck) checkText(r *pkgAnalysis, t *valueText) {
	if t.sink != "literal" && r.enabled(rfc.CheckJoin) {
		slashJoins{r}.urlTextJoins(t)
	}
	if !rawTarget(t.target) || t.sink == "literal" || !r.enabledAt(rfc.CheckJoin, t.at) {
		return
	}
	slashJoins{r}.emptyJoin(t)
	v := t.v
	for i := 1; i < len(v); i++ {
		p, prev := v[i], v[i-1]
		if !p.Hole || prev.Hole || !written(prev) || !strings.HasSuffix(prev.Text, "/") || p.Verb != nil && (p.Verb.Arg == nil || p.Verb.Verb != "s" && p.Verb.Verb != "v") {
			continue
		}
		e, why := p.Use, p.Why
		if p.Verb != nil {
			e, why = p.Verb.Arg, p.Verb.ArgWhy
		}
		j := t.starts[i]
		if e == nil || !r.escapes.slashFirst(e, why, 0) || rfc.ComponentAt(t.s, j) != rfc.InPath {
			continue
		}
		viol := rfc.Violation{Start: j - 1, End: j, Check: rfc.CheckJoin, Rule: "path-abempty", RFC: "RFC 3986 §3.3", Severity: rfc.Error,
			Message: shortExpr(e) + " starts with '/': written after this '/', it makes \"//\" in the path, an empty segment that servers read differently; drop one '/'"}
		r.report(v, t.starts, t.s, viol, t.at, t.sink)
	}
}

// slashTested reports whether viol, a "//" made by a join, joins a
// literal that starts with '/' to an operand the code appends it to only
// where the operand does not end with '/': x + "/api/" inside if
// !strings.HasSuffix(x, "/"). The value that ends with '/' (a default
// with its trailing '/') never takes the literal, a test value flow does
// not evaluate for a field.
func (r slashJoins) slashTested(t *valueText, viol rfc.Violation) bool {
	k := pieceAt(t.v, t.starts, viol.End-1, false)
	if k < 0 || t.v[k].Lit == nil || t.starts[k] != viol.End-1 {
		return false
	}
	lit := t.v[k].Lit
	parents := r.flow.Control.Parents(lit)
	if len(parents) == 0 {
		return false
	}
	add, ok := parents[0].(*ast.BinaryExpr)
	if !ok || add.Op != token.ADD || add.Y != ast.Expr(lit) {
		return false
	}
	child := ast.Node(add)
	for _, p := range parents[1:] {
		switch n := p.(type) {
		case *ast.FuncDecl, *ast.FuncLit:
			return false
		case *ast.IfStmt:
			if child == ast.Node(n.Body) && r.lacksSuffix(n.Cond, add.X, "/") {
				return true
			}
		}
		child = p
	}
	return false
}

// slashWritten reports whether viol, a "//" made by a join, joins two
// literals of one concatenation the first of which is "/" alone:
// "aws://" + "/" + "/" + id writes an empty segment on purpose (a
// provider ID whose zone is left out). A base that ends in '/' joined to
// a path that starts with it stays reported.
func (r slashJoins) slashWritten(t *valueText, viol rfc.Violation) bool {
	k := pieceAt(t.v, t.starts, viol.End-1, false)
	if k < 1 || t.v[k].Lit == nil || t.starts[k] != viol.End-1 || t.v[k-1].Lit == nil || t.v[k-1].Text != "/" {
		return false
	}
	parents := r.flow.Control.Parents(t.v[k].Lit)
	if len(parents) == 0 {
		return false
	}
	add, ok := parents[0].(*ast.BinaryExpr)
	if !ok || add.Op != token.ADD || add.Y != ast.Expr(t.v[k].Lit) {
		return false
	}
	left := ast.Unparen(add.X)
	if inner, ok := left.(*ast.BinaryExpr); ok && inner.Op == token.ADD {
		left = ast.Unparen(inner.Y)
	}
	return left == ast.Expr(t.v[k-1].Lit)
}

// lacksSuffix reports whether cond holds only where x does not end with
// suffix: !strings.HasSuffix(x, suffix), alone or as an operand of &&.
func (r slashJoins) lacksSuffix(cond, x ast.Expr, suffix string) bool {
	switch c := ast.Unparen(cond).(type) {
	case *ast.BinaryExpr:
		return c.Op == token.LAND && (r.lacksSuffix(c.X, x, suffix) || r.lacksSuffix(c.Y, x, suffix))
	case *ast.UnaryExpr:
		call, ok := ast.Unparen(c.X).(*ast.CallExpr)
		return ok && c.Op == token.NOT && len(call.Args) == 2 && callRow(r.pass.TypesInfo, call).Tests == sinks.TestsSuffix &&
			typesx.SameExpr(call.Args[0], x) && constString(r.pass.TypesInfo, call.Args[1]) == suffix
	}
	return false
}

// urlTextJoins reports the text of a URL value (u.Path, u.EscapedPath(),
// u.String()) whose path ends with '/', made from a constant (a root URL
// "http://localhost:8000/" parsed by the caller of the function that
// joins), with a literal that starts with '/' written after it:
// u.Path + "/saml/metadata" is "//saml/metadata". Reported where the
// URL's text is written, naming the join.
func (r slashJoins) urlTextJoins(t *valueText) {
	v := t.v
	for i := 0; i+1 < len(v); i++ {
		p, next := v[i], v[i+1]
		if !p.Hole || next.Hole || !written(next) || !strings.HasPrefix(next.Text, "/") || strings.HasPrefix(next.Text, "//") {
			continue
		}
		e := textHoleExpr(p)
		if e == nil {
			continue
		}
		x, ok := urlTextOf(r.pass.TypesInfo, e)
		if !ok || i > 0 && rfc.ComponentAt(t.s, t.starts[i+1]) != rfc.InPath || p.Verb == nil && !r.concatenated(e) {
			continue
		}
		r.joinURLText(x, e, v[i+1:], t.at, t.sink)
	}
}

// joinURLText reports the join of e, the text of URL x, with rest, which
// starts with '/', where x is made from a constant whose path ends with
// '/'.
func (r slashJoins) joinURLText(x, e ast.Expr, rest flow.Value, at ast.Node, sink string) {
	if !r.enabledAt(rfc.CheckJoin, at) {
		return
	}
	for _, base := range r.resolve.parsedText(x, r.flow.Params.FuncAt(x)) {
		s, whole := flow.LeadingText(base.v)
		b, err := url.Parse(s)
		if !whole || err != nil || b.Host == "" || b.Opaque != "" || b.RawQuery != "" || b.Fragment != "" || !strings.HasSuffix(s, "/") {
			continue
		}
		joined := append(append(flow.Value{}, base.v...), rest...)
		viol := rfc.Violation{Start: len(s) - 1, End: len(s), Check: rfc.CheckJoin, Rule: "path-abempty", RFC: "RFC 3986 §3.3", Severity: rfc.Error,
			Message: "the path of " + strconv.Quote(s) + " ends with '/': " + shortExpr(e) + " joined with " + strconv.Quote(rest[0].Text) +
				" makes \"//\" in the path, an empty segment that servers read differently; join it with JoinPath, or trim the '/'"}
		r.report(joined, valueStarts(joined), s+leadingTextOnly(rest), viol, at, sink)
	}
}

// urlTextOf returns x when e is text of x, a url.URL: its Path, its
// EscapedPath() or its String().
func urlTextOf(info *types.Info, e ast.Expr) (ast.Expr, bool) {
	switch e := ast.Unparen(e).(type) {
	case *ast.SelectorExpr:
		if e.Sel.Name == "Path" && isURL(info.TypeOf(e.X)) {
			return e.X, true
		}
	case *ast.CallExpr:
		sel, ok := ast.Unparen(e.Fun).(*ast.SelectorExpr)
		if f := callRow(info, e); ok && len(e.Args) == 0 && (f.Escapes == sinks.EscapesPath || f.URLString) && isURL(info.TypeOf(sel.X)) {
			return sel.X, true
		}
	}
	return nil, false
}

// slashFirst reports whether the text of e, a hole of reason why,
// always starts with '/': a url.URL's RequestURI() (the request target,
// "/" when the path is empty), or the path of a request a server
// received (r.URL.Path, whose reason is input), directly or through a
// local variable assigned once.
func (r *escaping) slashFirst(e ast.Expr, why flow.Reason, depth int) bool {
	info := r.pass.TypesInfo
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		v, ok := info.Uses[x].(*types.Var)
		if !ok || depth > 2 || v.Pkg() != r.pass.Pkg || v.Parent() == r.pass.Pkg.Scope() || typesx.IsParam(v) {
			return false
		}
		vi := r.flow.VarInfo(v)
		if vi == nil || vi.Escapes || len(vi.Rhs) != 1 {
			return false
		}
		return r.slashFirst(vi.Rhs[0], why, depth+1)
	case *ast.CallExpr:
		sel, ok := ast.Unparen(x.Fun).(*ast.SelectorExpr)
		if ok && len(x.Args) == 0 && sel.Sel.Name == "String" && r.servedURL(sel.X) {
			return true // a handler's r.URL.String(): the request line's origin-form target
		}
		return ok && len(x.Args) == 0 && callRow(info, x).RequestTarget && isURL(info.TypeOf(sel.X))
	case *ast.SelectorExpr:
		return x.Sel.Name == "Path" && isURL(info.TypeOf(x.X)) && why == flow.ReasonInput
	}
	return false
}

// servedURL reports whether e is r.URL of the request a handler (a
// function of http.ResponseWriter and *http.Request) was given: its
// URL holds the request line's target, which starts with '/' (but for
// a proxy's request or "OPTIONS *", which a handler that joins it to a
// base does not serve).
func (r *escaping) servedURL(e ast.Expr) bool {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "URL" {
		return false
	}
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := r.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || !isPtrToNamed(v.Type(), "net/http", "Request") || !typesx.IsParam(v) {
		return false
	}
	for _, f := range r.flow.Funcs {
		if len(f.Params) == 2 && f.Params[1] == v && f.Params[0] != nil && isNamed(f.Params[0].Type(), "net/http", "ResponseWriter") {
			return true
		}
	}
	return false
}

// concatenated reports whether e is an operand of a concatenation, where
// the text after it is written as it is (path.Join(u.Path, "/x") cleans
// the join).
func (r slashJoins) concatenated(e ast.Expr) bool {
	c, ok := r.flow.Control.Cursor(e)
	if !ok {
		return false
	}
	for c = c.Parent(); ; c = c.Parent() {
		if _, ok := c.Node().(*ast.ParenExpr); !ok {
			break
		}
	}
	b, ok := c.Node().(*ast.BinaryExpr)
	return ok && b.Op == token.ADD
}

// emptyJoin reports a '/' written alone between a base with a path and
// the empty string a call gives as the part after it, which ends the
// value: a helper that returns base + "/" + elem, called with "" for the
// base itself, leaves "https://x/api/" where the base is
// "https://x/api", another path to a server (the base of a root,
// "https://x", is the same with its '/'). A '/' that is part of the base's
// literal is meant.
func (r slashJoins) emptyJoin(t *valueText) {
	v := t.v
	end := len(v)
	for end > 0 && !v[end-1].Hole && v[end-1].Text == "" {
		end--
	}
	if end == len(v) || end < 2 {
		return
	}
	sep := v[end-1]
	if sep.Hole || sep.Lit == nil || sep.Text != "/" || !r.passedEmpty(v[end:], sep.Lit) {
		return
	}
	j := t.starts[end-1]
	if len(t.holes) > 0 && t.holes[0] < j {
		return // the base's text is not known
	}
	if u, err := url.Parse(t.s[:j]); err != nil || u.Host == "" || u.Path == "" || strings.HasSuffix(u.Path, "/") || u.RawQuery != "" || u.Fragment != "" {
		return
	}
	viol := rfc.Violation{Start: j, End: j + 1, Check: rfc.CheckJoin, Rule: "path-abempty", RFC: "RFC 3986 §3.3", Severity: rfc.Error,
		Message: "this '/' is joined to an empty string, which leaves the path of " + strconv.Quote(t.s) +
			" ending in '/', another path than the base's to a server; join the '/' only before a part that is not empty"}
	r.report(v, t.starts, t.s, viol, t.at, t.sink)
}

// passedEmpty reports whether the empty pieces of tail come from a
// literal other than sep that a call passes as its argument: f(""),
// the element left out rather than a value chosen on some path.
func (r slashJoins) passedEmpty(tail flow.Value, sep *ast.BasicLit) bool {
	for _, p := range tail {
		if p.Lit == nil || p.Lit == sep {
			return false
		}
		parents := r.flow.Control.Parents(p.Lit)
		if len(parents) == 0 {
			return false
		}
		if _, ok := parents[0].(*ast.CallExpr); !ok {
			return false
		}
	}
	return true
}
