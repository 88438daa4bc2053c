package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/types/typeutil"
)

// hostPathCheck reports, in the warning tier, a URL written by hand from
// a url.URL's parts with its Path right after its Host: scheme + "://" +
// u.Host + u.Path. A url.URL's Path need not start with '/': JoinPath on
// a URL with no path gives "a/b", and a URL built as a literal holds the
// Path it is given; String() writes the '/' between them, the
// concatenation does not ("api.example.comtest/service"). A request a
// server received and a URL the function parsed itself have a path that
// is empty or starts with '/': neither is reported; nor is text only
// recorded, as a log line's detail or a metric's label (recordedOnly).
type hostPathCheck struct{}

// hostPaths reads one package's URLs written by hand for hostPathCheck.
type hostPaths struct{ *pkgAnalysis }

func (hostPathCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckJoin} }

func (hostPathCheck) checkPackage(r *pkgAnalysis) {
	if !r.cfg.enabledAs(rfc.CheckJoin, rfc.Warning) || !r.enabled(rfc.CheckJoin) {
		return
	}
	for _, f := range r.pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			if b, ok := n.(*ast.BinaryExpr); ok && b.Op == token.ADD {
				hostPaths{r}.hostPath(b)
				return false // its operands are one concatenation
			}
			return !flow.Bare(n)
		})
	}
}

// hostPath checks one concatenation.
func (r hostPaths) hostPath(b *ast.BinaryExpr) {
	info := r.pass.TypesInfo
	ops := typesx.Operands(b, token.ADD)
	for i := 0; i+2 < len(ops); i++ {
		before, ok := r.flow.ConstString(ops[i])
		if !ok || !strings.HasSuffix(before, "://") {
			continue
		}
		host, ok := urlFieldOf(info, unwrapCase(info, ops[i+1]), "Host")
		if !ok {
			continue
		}
		path, ok := urlFieldOf(info, ops[i+2], "Path")
		if !ok || !typesx.SameExpr(host, path) || !r.warnAt(rfc.CheckJoin, ops[i+2]) || r.pathHasSlash(path, ops[i+2]) || r.recordedOnly(b) {
			continue
		}
		at := ops[i+2]
		r.out.add(finding{alone: true, warn: true, Diagnostic: analysis.Diagnostic{Pos: at.Pos(), End: at.End(), Category: string(rfc.CheckJoin),
			Message: "URL: " + shortExpr(at) + " is written right after the host: a url.URL's Path need not start with '/' " +
				"(JoinPath on a URL with no path gives \"a/b\"), and then the path runs into the host; " +
				"write the '/' where Path has none, or let (&url.URL{Scheme: ..., Host: ..., Path: ...}).String() write it (RFC 3986 §3.3 path-abempty)"}})
	}
}

// unwrapCase returns the argument of strings.ToLower or ToUpper, or e.
func unwrapCase(info *types.Info, e ast.Expr) ast.Expr {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return e
	}
	fn, ok := info.Uses[calleeIdent(call)].(*types.Func)
	if !ok {
		return e
	}
	if flow.FuncOfObj(fn).Cases != sinks.CasesNothing {
		return call.Args[0]
	}
	return e
}

// urlFieldOf returns x when e is x.name, x a url.URL; for the path, also
// x.EscapedPath().
func urlFieldOf(info *types.Info, e ast.Expr, name string) (ast.Expr, bool) {
	if call, ok := ast.Unparen(e).(*ast.CallExpr); ok && name == "Path" && len(call.Args) == 0 {
		if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && callRow(info, call).Escapes == sinks.EscapesPath && isURL(info.TypeOf(sel.X)) {
			return sel.X, true
		}
	}
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != name || !isURL(info.TypeOf(sel.X)) {
		return nil, false
	}
	return sel.X, true
}

// pathHasSlash reports whether the Path read by use, of URL x, is empty
// or starts with '/', or may well: the path of a request a server
// received, of a URL parsed from text (url.Parse gives a URL with a host
// a path that starts with '/') in this function or by every caller of the
// helper that takes it, and of a URL kept in a field, which the package
// mostly parses from configuration. Only a URL handed in (a parameter, the
// URL of a request handed in) is judged.
func (r hostPaths) pathHasSlash(x, use ast.Expr) bool {
	if _, why := r.flow.Resolve(use, 0); why == flow.ReasonInput {
		return true
	}
	switch e := ast.Unparen(x).(type) {
	case *ast.SelectorExpr:
		// req.URL, req a parameter: a request handed in.
		id, ok := ast.Unparen(e.X).(*ast.Ident)
		if !ok || e.Sel.Name != "URL" {
			return true
		}
		v, ok := r.pass.TypesInfo.Uses[id].(*types.Var)
		return !ok || !typesx.IsParam(v)
	case *ast.Ident:
		if v, ok := r.pass.TypesInfo.Uses[e].(*types.Var); ok && typesx.IsParam(v) {
			sites, idx := r.resolve.passedSites(e)
			if len(sites) == 0 {
				return false
			}
			for _, site := range sites {
				if !r.parsedVar(site.Call.Args[idx]) {
					return false
				}
			}
			return true
		}
		return r.parsedVar(e)
	}
	return true
}

// parsedVar reports whether e is a local variable assigned once, from
// url.Parse or url.ParseRequestURI.
func (r hostPaths) parsedVar(e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := r.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || typesx.IsParam(v) {
		return false
	}
	vi := r.flow.VarInfo(v)
	if vi == nil || len(vi.Rhs) != 0 || len(vi.First) != 1 {
		return false
	}
	callee, ok := r.pass.TypesInfo.Uses[calleeIdent(vi.First[0])].(*types.Func)
	return ok && sinks.ParsesFunc(callee)
}

// recordedOnly reports whether the text of concatenation b, or of the
// local variable it is assigned to once, is read only as an argument of
// calls that read no URL in it: a printing function, or a function of
// another package outside the standard library that is no sink and
// passes the parameter to none (no wrapper fact): a log line's detail, a
// metric's or a trace's label. A signature, a header or a returned
// string is read as a URL, and so is text handed to a function of the
// package, whose use is not followed here.
func (r hostPaths) recordedOnly(b *ast.BinaryExpr) bool {
	cur, ok := r.flow.Control.Cursor(b)
	if !ok {
		return false
	}
	for cur.ParentEdgeKind() == edge.ParenExpr_X {
		cur = cur.Parent()
	}
	var v *types.Var
	switch p := cur.Parent().Node().(type) {
	case *ast.CallExpr:
		return cur.ParentEdgeKind() == edge.CallExpr_Args && r.recordingCall(p)
	case *ast.AssignStmt:
		if p.Tok != token.DEFINE || len(p.Lhs) != len(p.Rhs) || cur.ParentEdgeKind() != edge.AssignStmt_Rhs {
			return false
		}
		id, ok := p.Lhs[cur.ParentEdgeIndex()].(*ast.Ident)
		if !ok {
			return false
		}
		v, _ = r.pass.TypesInfo.Defs[id].(*types.Var)
	case *ast.ValueSpec:
		if len(p.Names) != len(p.Values) || cur.ParentEdgeKind() != edge.ValueSpec_Values {
			return false
		}
		v, _ = r.pass.TypesInfo.Defs[p.Names[cur.ParentEdgeIndex()]].(*types.Var)
	}
	if v == nil || v.Parent() == r.pass.Pkg.Scope() {
		return false
	}
	body, ok := typesx.EnclosingFunc(cur)
	if !ok {
		return false
	}
	used := false
	for c := range body.Preorder((*ast.Ident)(nil)) {
		if r.pass.TypesInfo.Uses[c.Node().(*ast.Ident)] != v {
			continue
		}
		for c.ParentEdgeKind() == edge.ParenExpr_X {
			c = c.Parent()
		}
		call, ok := c.Parent().Node().(*ast.CallExpr)
		if !ok || c.ParentEdgeKind() != edge.CallExpr_Args || !r.recordingCall(call) {
			return false
		}
		used = true
	}
	return used
}

// recordingCall reports whether call reads no URL in its arguments: a
// printing function, or a function of another package outside the
// standard library that is no sink and no wrapper of one.
func (r hostPaths) recordingCall(call *ast.CallExpr) bool {
	switch fn := typeutil.Callee(r.pass.TypesInfo, call).(type) {
	case *types.Builtin:
		return fn.Name() == "print" || fn.Name() == "println"
	case *types.Func:
		if flow.FuncOfObj(fn).Prints {
			return true
		}
		if fn.Pkg() == nil || fn.Pkg() == r.pass.Pkg || stdPath(fn.Pkg().Path()) {
			return false
		}
		name, _, _ := r.index.sinkOf(flow.CallSite{Call: call, Callee: fn})
		return name == ""
	}
	return false
}

// stdPath reports whether an import path is one of the standard
// library's, by its first element (a module's path may have no dot).
func stdPath(path string) bool {
	first, _, _ := strings.Cut(path, "/")
	switch first {
	case "archive", "arena", "bufio", "builtin", "bytes", "cmp", "compress", "container", "context",
		"crypto", "database", "debug", "embed", "encoding", "errors", "expvar", "flag", "fmt", "go",
		"hash", "html", "image", "index", "internal", "io", "iter", "log", "maps", "math", "mime",
		"net", "os", "path", "plugin", "reflect", "regexp", "runtime", "simd", "slices", "sort",
		"strconv", "strings", "structs", "sync", "syscall", "testing", "text", "time", "unicode",
		"unique", "unsafe", "vendor", "weak":
		return true
	}
	return false
}
