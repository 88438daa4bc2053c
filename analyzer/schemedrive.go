package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// driveSchemeCheck reports a test of the Scheme alone that decides
// whether text url.Parse parsed is a URL or a file path: where the URL
// has no scheme, the code hands the text to package os or path/filepath.
// url.Parse reads a Windows path's drive letter as a scheme
// ("C:\tools\a.json" has Scheme "c", "C:/tools/a.json" too), so the test
// sends every absolute Windows path the URL's way. A URL of a network
// scheme has a host, which the path has not: testing u.Host too tells
// them apart. Reported where the file builds for Windows, not in tests.
type driveSchemeCheck struct{}

func (driveSchemeCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckTarget} }

func (driveSchemeCheck) checkCall(r *pkgAnalysis, c *sinkCall) {
	fn, ok := c.Callee.(*types.Func)
	if !ok || !sinks.MisreadsHostPortFunc(fn) || len(c.Call.Args) != 1 || c.Fn == nil || c.Fn.Body == nil {
		return
	}
	f := schemeFallbacks{r}
	v := f.localVar(c.Call.Args[0])
	if v == nil || r.intent.InTestFile(c.Call.Pos()) || !r.enabledAt(rfc.CheckTarget, c.Call) {
		return
	}
	u := f.parseResult(c.Call)
	if u == nil || !buildsForWindows(r, c.Call.Pos()) {
		return
	}
	test, path := f.schemeOrPath(c.Fn.Body, c.Call, u, v)
	if test == nil {
		return
	}
	d := analysis.Diagnostic{Pos: test.Pos(), End: test.End(), Category: string(rfc.CheckTarget),
		Message: "the Scheme alone decides whether " + v.Name() + " is a URL or a file path, but url.Parse reads a Windows path's " +
			"drive letter as a scheme (C:\\tools\\a.json has Scheme \"c\"), so every absolute Windows path is taken for a URL; " +
			"test " + u.Name() + ".Host too, which a path has not (RFC 3986 §3.1 scheme)",
		Related: []analysis.RelatedInformation{{Pos: path.Pos(), End: path.End(), Message: "read as a file path here"}}}
	r.out.add(finding{Diagnostic: d, at: c.Call.Pos(), alone: true})
}

// schemeOrPath returns the test of u.Scheme against "" alone, after
// call, on whose scheme-less side the code hands v to package os or
// path/filepath (the else of u.Scheme != "", or what follows an if whose
// body leaves; the body of u.Scheme == ""), and that call.
func (r schemeFallbacks) schemeOrPath(body *ast.BlockStmt, call *ast.CallExpr, u, v *types.Var) (test ast.Expr, path ast.Node) {
	info := r.pass.TypesInfo
	ast.Inspect(body, func(n ast.Node) bool {
		if test != nil {
			return false
		}
		block, ok := n.(*ast.BlockStmt)
		if !ok {
			return true
		}
		for i, st := range block.List {
			is, ok := st.(*ast.IfStmt)
			if !ok || is.Pos() < call.End() || is.Init != nil {
				continue
			}
			b, ok := ast.Unparen(is.Cond).(*ast.BinaryExpr)
			if !ok || b.Op != token.EQL && b.Op != token.NEQ || !r.hostPorts.emptyString(b.Y) {
				continue
			}
			sel, ok := ast.Unparen(b.X).(*ast.SelectorExpr)
			if !ok || sel.Sel.Name != "Scheme" || !typesx.IsIdentOf(info, sel.X, u) {
				continue
			}
			var rest []ast.Node
			switch {
			case b.Op == token.EQL:
				rest = []ast.Node{is.Body}
			case is.Else != nil:
				rest = []ast.Node{is.Else}
			case flow.Exits(is.Body):
				for _, s := range block.List[i+1:] {
					rest = append(rest, s)
				}
			}
			for _, n := range rest {
				if p := r.fileUse(n, v); p != nil {
					test, path = is.Cond, p
					return false
				}
			}
		}
		return true
	})
	return test, path
}

// fileUse returns a call in n of a function of package os or
// path/filepath given v, or nil.
func (r schemeFallbacks) fileUse(n ast.Node, v *types.Var) ast.Node {
	var found ast.Node
	ast.Inspect(n, func(m ast.Node) bool {
		call, ok := m.(*ast.CallExpr)
		if found != nil || !ok {
			return found == nil
		}
		fn, ok := typeutil.Callee(r.pass.TypesInfo, call).(*types.Func)
		if !ok || fn.Pkg() == nil || fn.Pkg().Path() != "os" && fn.Pkg().Path() != "path/filepath" {
			return true
		}
		for _, a := range call.Args {
			if typesx.IsIdentOf(r.pass.TypesInfo, a, v) {
				found = call
			}
		}
		return found == nil
	})
	return found
}
