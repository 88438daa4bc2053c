package analyzer

import (
	"go/ast"
	"go/build/constraint"
	"go/token"
	"go/types"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// socketPathCheck reports a URL parser given run-time text whose path
// the function then listens on as a local socket's file
// (net.Listen(u.Scheme, u.Path) of "unix:///csi/csi.sock"). The text after
// "unix://" is a file path of the machine the program runs on, written
// as it is, not URL text: on Windows, where such an endpoint is
// "unix://C:\csi\csi.sock", url.Parse reads "C:" as a host and a port
// and fails, and a '%', '?' or '#' in any path is misread. Reported where
// the file builds for Windows; a dialer's path (the socket of a server,
// perhaps on another machine) is not read.
type socketPathCheck struct{}

func (socketPathCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckTarget} }

func (socketPathCheck) wants(a *sinks.Arg) bool { return a.Parses }

func (socketPathCheck) checkArgExpr(r *pkgAnalysis, arg ast.Expr, at ast.Node, sink string, a sinks.Arg) {
	call, ok := at.(*ast.CallExpr)
	if !ok || !callRow(r.pass.TypesInfo, call).NewURL || !r.enabledAt(rfc.CheckTarget, at) || r.intent.InTestFile(at.Pos()) {
		return
	}
	if tv, ok := r.pass.TypesInfo.Types[arg]; ok && tv.Value != nil {
		return // a constant: its text is checked as it is
	}
	u := parsedInto(r, call)
	if u == nil || !buildsForWindows(r, call.Pos()) {
		return
	}
	listen := r.socketListen(u, call)
	if listen == nil {
		return
	}
	name := r.imports.sinkName(sink, at)
	d := analysis.Diagnostic{Pos: call.Pos(), End: call.End(), Category: string(rfc.CheckTarget),
		Message: name + ": the path of this URL is listened on as a socket's file: a file path of the machine the program " +
			"runs on, written as it is, not URL text; on Windows (\"unix://C:\\run\\app.sock\") " + name + " reads \"C:\" as a host and port " +
			"and fails, and a '%', '?' or '#' in a path is misread; cut the scheme off the text (strings.CutPrefix) instead " +
			"(RFC 3986 §3.3 path)",
		Related: []analysis.RelatedInformation{{Pos: listen.Pos(), End: listen.End(), Message: "listened on here"}}}
	r.out.add(finding{Diagnostic: d, at: at.Pos(), alone: true})
}

// parsedInto returns the local variable the URL call returns is assigned
// to (u, err := url.Parse(s)), or nil.
func parsedInto(r *pkgAnalysis, call *ast.CallExpr) *types.Var {
	parents := r.flow.Control.Parents(call)
	if len(parents) == 0 {
		return nil
	}
	as, ok := parents[0].(*ast.AssignStmt)
	if !ok || len(as.Rhs) != 1 || len(as.Lhs) == 0 {
		return nil
	}
	id, ok := ast.Unparen(as.Lhs[0]).(*ast.Ident)
	if !ok {
		return nil
	}
	return localVarAt(r, id)
}

// localVarAt returns the local variable id declares or uses, or nil.
func localVarAt(r *pkgAnalysis, id *ast.Ident) *types.Var {
	v, ok := r.pass.TypesInfo.ObjectOf(id).(*types.Var)
	if !ok || v.IsField() || v.Pkg() != r.pass.Pkg || v.Parent() == r.pass.Pkg.Scope() {
		return nil
	}
	return v
}

// socketListen returns the call of the function holding call that
// listens on u's Path, read directly or through a local variable
// assigned it alone (addr := u.Path), or nil.
func (r *pkgAnalysis) socketListen(u *types.Var, call *ast.CallExpr) *ast.CallExpr {
	info := r.pass.TypesInfo
	body := r.flow.Control.EnclosingBody(call)
	if body == nil {
		return nil
	}
	isPath := func(e ast.Expr) bool {
		sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
		return ok && sel.Sel.Name == "Path" && typesx.IsIdentOf(info, sel.X, u)
	}
	// The local variables that hold u.Path alone.
	paths := map[*types.Var]bool{}
	ast.Inspect(body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || len(as.Lhs) != 1 || len(as.Rhs) != 1 || !isPath(as.Rhs[0]) {
			return true
		}
		if id, ok := as.Lhs[0].(*ast.Ident); ok {
			if v := localVarAt(r, id); v != nil {
				if vi := r.flow.VarInfo(v); vi != nil && !vi.Opaque() && len(vi.Rhs) == 1 && len(vi.Adds) == 0 {
					paths[v] = true
				}
			}
		}
		return true
	})
	var found *ast.CallExpr
	ast.Inspect(body, func(n ast.Node) bool {
		c, ok := n.(*ast.CallExpr)
		if found != nil || !ok || c.Pos() < call.End() {
			return found == nil
		}
		row := callRow(info, c)
		if !row.Listens || row.AddrArg >= len(c.Args) || !listener(info, c, c.Args[row.AddrArg]) {
			return true
		}
		a := ast.Unparen(c.Args[row.AddrArg])
		if isPath(a) {
			found = c
		} else if id, ok := a.(*ast.Ident); ok {
			if v, ok := info.Uses[id].(*types.Var); ok && paths[v] {
				found = c
			}
		}
		return found == nil
	})
	return found
}

// buildsForWindows reports whether the file holding pos builds for
// Windows: its name has no suffix of another system (_linux.go,
// _unix.go's build line aside) and its //go:build line, if any, holds
// with windows among the tags.
func buildsForWindows(r *pkgAnalysis, pos token.Pos) bool {
	tf := r.pass.Fset.File(pos)
	if tf == nil {
		return false
	}
	name := strings.TrimSuffix(filepath.Base(tf.Name()), ".go")
	name = strings.TrimSuffix(name, "_test")
	parts := strings.Split(name, "_")
	for _, p := range parts[1:] {
		if p != "windows" && otherOS(p) {
			return false
		}
	}
	for _, f := range r.pass.Files {
		if f.FileStart > pos || pos > f.FileEnd {
			continue
		}
		for _, g := range f.Comments {
			if g.Pos() >= f.Package {
				break
			}
			for _, c := range g.List {
				if !constraint.IsGoBuild(c.Text) {
					continue
				}
				expr, err := constraint.Parse(c.Text)
				if err != nil {
					return false
				}
				return expr.Eval(func(tag string) bool { return tag == "windows" || !otherOS(tag) && tag != "unix" })
			}
		}
	}
	return true
}

// otherOS reports whether p is a value of GOOS other than windows; a
// switch rather than a map, so the package allocates nothing at init.
func otherOS(p string) bool {
	switch p {
	case "aix", "android", "darwin", "dragonfly", "freebsd", "hurd", "illumos",
		"ios", "js", "linux", "nacl", "netbsd", "openbsd", "plan9",
		"solaris", "wasip1", "zos":
		return true
	}
	return false
}
