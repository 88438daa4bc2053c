package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// parseSucceedsCheck reports the error of url.Parse or
// url.ParseRequestURI, its URL dropped, taken to tell a URL from a file
// path that the same function opens when the parse fails (if _, err :=
// url.ParseRequestURI(s); err == nil { download(s) }; os.ReadFile(s)):
// ParseRequestURI accepts any absolute path ("/home/me/cat.png"), and
// Parse almost any text, so the file is fetched as a URL instead.
type parseSucceedsCheck struct{}

func (parseSucceedsCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckTarget} }

func (parseSucceedsCheck) checkCall(r *pkgAnalysis, c *sinkCall) {
	fn, ok := c.Callee.(*types.Func)
	if !ok || !isURLParse(fn) || len(c.Call.Args) != 1 || c.Fn == nil || c.Fn.Body == nil || !r.enabledAt(rfc.CheckTarget, c.Call) {
		return
	}
	parents := r.flow.Control.Parents(c.Call)
	if len(parents) < 2 {
		return
	}
	as, ok := parents[0].(*ast.AssignStmt)
	if !ok || len(as.Lhs) != 2 || len(as.Rhs) != 1 {
		return
	}
	if id, ok := as.Lhs[0].(*ast.Ident); !ok || id.Name != "_" {
		return // the URL is read: its fields may tell
	}
	is, ok := parents[1].(*ast.IfStmt)
	errID, isID := as.Lhs[1].(*ast.Ident)
	if !ok || is.Init != ast.Stmt(as) || !isID {
		return
	}
	info := r.pass.TypesInfo
	errVar := typesx.ObjectOf(info, errID)
	b, ok := ast.Unparen(is.Cond).(*ast.BinaryExpr)
	if !ok || b.Op != token.EQL && b.Op != token.NEQ {
		return
	}
	if id, ok := ast.Unparen(b.X).(*ast.Ident); !ok || info.Uses[id] != errVar || !typesx.IsNil(b.Y) {
		return
	}
	// The side where the parse failed: the else, or what follows an if
	// whose body leaves (err == nil); the body (err != nil).
	var failed []ast.Node
	if b.Op == token.NEQ {
		failed = []ast.Node{is.Body}
	} else if is.Else != nil {
		failed = []ast.Node{is.Else}
	} else {
		failed = r.after(is)
	}
	arg := c.Call.Args[0]
	var opened *ast.CallExpr
	for _, n := range failed {
		ast.Inspect(n, func(x ast.Node) bool {
			call, ok := x.(*ast.CallExpr)
			if !ok || opened != nil {
				return opened == nil
			}
			if f, ok := typeutilCallee(info, call).(*types.Func); ok && sinks.FuncOfObj(f).OpensFile && len(call.Args) > 0 && typesx.SameExpr(call.Args[0], arg) {
				opened = call
			}
			return true
		})
	}
	if opened == nil {
		return
	}
	accepts := "any absolute path (\"/home/me/cat.png\")"
	if fn.Name() == "Parse" {
		accepts = "any file path (\"cat.png\", \"/home/me/cat.png\")"
	}
	d := analysis.Diagnostic{Pos: c.Call.Pos(), End: c.Call.End(), Category: string(rfc.CheckTarget),
		Message: "url." + fn.Name() + " succeeds on " + accepts + ": its error does not tell a URL from the file " +
			exprName(arg) + " names, which the code opens where it fails; test the parsed URL's Scheme (\"http\", \"https\") " +
			"and Host instead",
		Related: []analysis.RelatedInformation{{Pos: opened.Pos(), End: opened.End(), Message: "opened as a file here"}}}
	r.out.add(finding{Diagnostic: d, at: c.Call.Pos(), alone: true})
}

// after returns the statements after is in its block, when its body
// leaves (flow.Exits): they run where its condition failed.
func (r *pkgAnalysis) after(is *ast.IfStmt) []ast.Node {
	parents := r.flow.Control.Parents(is)
	if len(parents) == 0 || !flow.Exits(is.Body) {
		return nil
	}
	block, ok := parents[0].(*ast.BlockStmt)
	if !ok {
		return nil
	}
	var out []ast.Node
	for _, s := range block.List {
		if s.Pos() > is.End() {
			out = append(out, s)
		}
	}
	return out
}
