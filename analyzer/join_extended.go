package analyzer

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"github.com/urlvet/urlvet/rfc"
	"golang.org/x/tools/go/analysis"
)

// extendedPathCheck reports an endpoint appended to a URL's path that
// already ends in another: u.Path = strings.TrimSuffix(u.Path, "/") +
// "/api/qualityprofiles/search", a request sent with u, then the same
// for "/api/qualityprofiles/projects", which goes to
// /api/qualityprofiles/search/api/qualityprofiles/projects. Both
// appended texts are constants whose first segments are the same: two
// endpoints of one API, siblings, not a path walked deeper. The first
// append is in a block around the second, before it, and a use of the
// URL (u.String(), u handed to a call) comes between them; nothing
// assigns the URL or its path otherwise in between.
type extendedPathCheck struct{}

func (extendedPathCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckJoin} }

func (extendedPathCheck) checkPackage(r *pkgAnalysis) {
	if !r.enabled(rfc.CheckJoin) || !importsAny(r.pass.Pkg, "net/url") {
		return
	}
	for c := range r.flow.Control.Inspector().Root().Preorder((*ast.FuncDecl)(nil), (*ast.FuncLit)(nil)) {
		var body *ast.BlockStmt
		switch n := c.Node().(type) {
		case *ast.FuncDecl:
			body = n.Body
		case *ast.FuncLit:
			body = n.Body
		}
		if body != nil {
			extendedPaths{r, body}.check()
		}
	}
}

// extendedPaths reads one function's appends to URL paths.
type extendedPaths struct {
	*pkgAnalysis
	body *ast.BlockStmt
}

// A pathAppend is u.Path = <u.Path, trimmed or not> + "/segment/...",
// or u.Path += "/segment/...".
type pathAppend struct {
	as     *ast.AssignStmt
	url    string // the URL, as written: sonarQubeURL
	suffix string // the constant appended
	block  *ast.BlockStmt
}

// An urlEvent is what the function does with a URL, in source order:
// an append, another write of it or its path, or a use.
type urlEvent struct {
	pos    token.Pos
	url    string
	append *pathAppend
	reset  bool
}

func (e extendedPaths) check() {
	var events []urlEvent
	var blocks []*ast.BlockStmt
	var visit func(n ast.Node) bool
	visit = func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false // its own function
		case *ast.BlockStmt:
			blocks = append(blocks, n)
			for _, s := range n.List {
				ast.Inspect(s, visit)
			}
			blocks = blocks[:len(blocks)-1]
			return false
		case *ast.AssignStmt:
			for i, l := range n.Lhs {
				u, field, ok := e.urlWrite(l)
				if !ok {
					continue
				}
				var rhs ast.Expr
				if len(n.Lhs) == len(n.Rhs) {
					rhs = n.Rhs[i]
				}
				if field == "Path" && rhs != nil {
					if suffix, ok := e.appended(n.Tok, u, rhs); ok {
						events = append(events, urlEvent{pos: n.Pos(), url: u, append: &pathAppend{as: n, url: u, suffix: suffix, block: blocks[len(blocks)-1]}})
						continue
					}
				}
				if field == "" || field == "Path" || field == "RawPath" || field == "Opaque" {
					events = append(events, urlEvent{pos: n.Pos(), url: u, reset: true})
				}
			}
			for _, x := range n.Rhs {
				ast.Inspect(x, visit)
			}
			return false
		case *ast.CallExpr:
			// u.String(), get(u), get(&u): the URL as it is now is used.
			if sel, ok := ast.Unparen(n.Fun).(*ast.SelectorExpr); ok && e.isURLExpr(sel.X) {
				switch sel.Sel.Name {
				case "String", "Redacted", "EscapedPath", "RequestURI":
					events = append(events, urlEvent{pos: n.Pos(), url: types.ExprString(sel.X)})
				}
			}
			for _, a := range n.Args {
				x := ast.Unparen(a)
				if u, ok := x.(*ast.UnaryExpr); ok && u.Op == token.AND {
					x = u.X
				}
				if e.isURLExpr(x) {
					events = append(events, urlEvent{pos: n.Pos(), url: types.ExprString(x)})
				}
			}
		}
		return true
	}
	visit(e.body)
	for i, ev := range events {
		if ev.append == nil {
			continue
		}
		e.judge(ev.append, events[i+1:])
	}
}

// judge looks, after first, for the next append to the same URL's path
// with a use of it between and no other write.
func (e extendedPaths) judge(first *pathAppend, after []urlEvent) {
	used := false
	for _, ev := range after {
		if ev.url != first.url {
			continue
		}
		switch {
		case ev.reset:
			return
		case ev.append == nil:
			used = true
			continue
		}
		second := ev.append
		if !used || !blockHolds(first.block, second.as) || first.suffix == second.suffix || firstSegment(first.suffix) != firstSegment(second.suffix) {
			return
		}
		if !e.enabledAt(rfc.CheckJoin, second.as) {
			return
		}
		line := e.pass.Fset.Position(first.as.Pos()).Line
		lhs := second.as.Lhs[0]
		d := analysis.Diagnostic{Pos: lhs.Pos(), End: lhs.End(), Category: string(rfc.CheckJoin),
			Message: fmt.Sprintf("%s.Path already ends in %s, appended at line %d for the URL used since: appending %s makes %s; append each endpoint to the base path, kept apart (RFC 3986 §3.3 path-abempty)",
				second.url, strconv.Quote(first.suffix), line, strconv.Quote(second.suffix), strconv.Quote("…"+first.suffix+second.suffix)),
			Related: []analysis.RelatedInformation{{Pos: first.as.Pos(), End: first.as.End(), Message: "the first endpoint appended"}}}
		e.out.add(finding{Diagnostic: d, at: second.as.Pos(), alone: true})
		return
	}
}

// urlWrite returns the URL written (u for u.Path = ..., or for u = ...)
// and the field ("" for the URL itself), where the URL is a variable or
// a field of one.
func (e extendedPaths) urlWrite(l ast.Expr) (url, field string, ok bool) {
	l = ast.Unparen(l)
	if sel, ok := l.(*ast.SelectorExpr); ok && e.isURLExpr(sel.X) {
		return types.ExprString(sel.X), sel.Sel.Name, true
	}
	if e.isURLExpr(l) {
		return types.ExprString(l), "", true
	}
	return "", "", false
}

// isURLExpr reports whether x is a url.URL (or a pointer to one) named
// by a variable or a selector of one.
func (e extendedPaths) isURLExpr(x ast.Expr) bool {
	switch x := ast.Unparen(x).(type) {
	case *ast.Ident:
	case *ast.SelectorExpr:
		if _, ok := ast.Unparen(x.X).(*ast.Ident); !ok {
			return false
		}
	default:
		return false
	}
	return isURL(e.pass.TypesInfo.TypeOf(x))
}

// appended returns the constant that an assignment to u's Path appends
// to the path u has: u.Path += "/a/b", u.Path = u.Path + "/a/b", or
// strings.TrimSuffix(u.Path, "/") + "/a/b". The constant starts with '/'
// and has a segment after it.
func (e extendedPaths) appended(tok token.Token, u string, rhs ast.Expr) (string, bool) {
	var last ast.Expr
	switch tok {
	case token.ADD_ASSIGN:
		last = rhs
	case token.ASSIGN:
		bin, ok := ast.Unparen(rhs).(*ast.BinaryExpr)
		if !ok || bin.Op != token.ADD || !readsPathOfText(bin.X, u) {
			return "", false
		}
		last = bin.Y
	default:
		return "", false
	}
	tv, ok := e.pass.TypesInfo.Types[last]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	s := constant.StringVal(tv.Value)
	if !strings.HasPrefix(s, "/") || firstSegment(s) == "" {
		return "", false
	}
	return s, true
}

// readsPathOfText reports whether x reads u.Path (u as written), alone
// or inside a call (strings.TrimSuffix(u.Path, "/")).
func readsPathOfText(x ast.Expr, u string) bool {
	found := false
	ast.Inspect(x, func(n ast.Node) bool {
		if sel, ok := n.(*ast.SelectorExpr); ok && sel.Sel.Name == "Path" && types.ExprString(sel.X) == u {
			found = true
		}
		return !found
	})
	return found
}

// firstSegment returns the first segment of p, a path that starts with
// '/', if another follows it ("/api/x" gives "api"; "/api" gives "").
func firstSegment(p string) string {
	seg, rest, ok := strings.Cut(strings.TrimPrefix(p, "/"), "/")
	if !ok || rest == "" {
		return ""
	}
	return seg
}

// blockHolds reports whether block holds n.
func blockHolds(block *ast.BlockStmt, n ast.Node) bool {
	return block.Pos() <= n.Pos() && n.End() <= block.End()
}
