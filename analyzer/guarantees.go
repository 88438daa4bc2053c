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

// guaranteeCheck reports an argument whose text a standard function made
// with a guarantee that contradicts what its sink needs, whatever the
// function was given: a path cleaner's result (sinks.Func.NoAuthority)
// where an absolute URL with a host is needed (sinks.Arg.NeedsHost), and
// filepath.Join's (sinks.Func.OSPath) where the path of a URL is
// (sinks.Arg.NeedsURLPath).
type guaranteeCheck struct{}

func (guaranteeCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckPathJoin} }

func (guaranteeCheck) wants(a *sinks.Arg) bool { return a.NeedsHost() || a.NeedsURLPath() }

func (guaranteeCheck) checkArgExpr(p *pkgAnalysis, arg ast.Expr, at ast.Node, sink string, a sinks.Arg) {
	r := p.guarantees
	if !r.enabledAt(rfc.CheckPathJoin, at) {
		return
	}
	if a.NeedsHost() && (!a.OriginForm || r.requests.sentAsIs(at)) {
		if c := r.madeBy(arg, func(f sinks.Func) bool { return f.NoAuthority }); c != nil && !r.joinsURLConstant(c) && !r.requests.transportSetsURL(at) {
			// (A client whose own transport makes the path a URL,
			// resolving it against a base, sends it with a host.)
			r.reportGuarantee(c, arg, at, sink, "RFC 3986 §3.2", "authority", noAuthorityMessage(r.calleeFunc(c)))
		}
	}
	if a.NeedsURLPath() && !socketSchemes(a.Scheme) {
		if c := r.madeBy(arg, func(f sinks.Func) bool { return f.OSPath }); c != nil {
			r.reportGuarantee(c, arg, at, sink, "RFC 3986 §3.3", "path",
				"%s makes a path of the system the program runs on, with '\\' between its elements on "+
					"Windows and no trailing '/': a URL's path is joined with path.Join or url.JoinPath")
		}
	}
}

// socketSchemes reports whether scheme names a local socket, whose URL's
// path is a file path of the system the program runs on, read back as
// one (unix:///run/podman/podman.sock dialed with u.Path).
func socketSchemes(scheme string) bool {
	switch scheme {
	case "unix", "unixgram", "unixpacket", "npipe":
		return true
	}
	return false
}

// noAuthorityMessage says why the result of f, a function with the
// NoAuthority guarantee, names no host, and what to write instead.
func noAuthorityMessage(f sinks.Func) string {
	if f.Escapes != sinks.EscapesNothing {
		return "%s escapes '/', so its result never holds \"//\": the URL it makes has no host, whatever it " +
			"escapes; escape the components of a URL, not the URL"
	}
	return "%s never returns \"//\" (it cleans a path as a file path, or returns one element of it or a host): " +
		"the URL it makes has no host, whatever its arguments are; join a URL's path with url.JoinPath"
}

// guarantees finds the standard calls whose guarantee an argument's text
// has: the call that made it, through variables, results and branches.
type guarantees struct{ *pkgAnalysis }

// calleeFunc returns what urlvet knows of the function call calls.
func (r *guarantees) calleeFunc(call *ast.CallExpr) sinks.Func {
	fn, ok := typeutil.Callee(r.pass.TypesInfo, call).(*types.Func)
	if !ok || fn.Pkg() == nil {
		return sinks.Func{}
	}
	return flow.FuncOfObj(fn)
}

// reportGuarantee reports call, whose result reaches sink at at, with
// the message format (given the function's name).
func (r *guarantees) reportGuarantee(call *ast.CallExpr, arg ast.Expr, at ast.Node, sink, ref, rule, format string) {
	fn, _ := typeutil.Callee(r.pass.TypesInfo, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil {
		return
	}
	name := r.imports.sinkName(sink, at)
	msg := fmt.Sprintf("%s: "+format+" (%s %s)", name, r.imports.sinkName(sinks.FuncKey(fn), call), ref, rule)
	d := analysis.Diagnostic{Pos: call.Pos(), End: call.End(), Category: string(rfc.CheckPathJoin), Message: msg}
	if call.Pos() < arg.Pos() || call.Pos() >= arg.End() {
		d.Related = append(d.Related, analysis.RelatedInformation{Pos: arg.Pos(), End: arg.End(), Message: "reaches " + name + " here"})
	}
	r.out.add(finding{Diagnostic: d, at: at.Pos(), alone: true})
}

// joinsURLConstant reports whether the first element of call, a path
// cleaner, can hold a constant absolute URL: the path-join check reports
// that where the constant is written (checkJoinBase).
func (r *guarantees) joinsURLConstant(call *ast.CallExpr) bool {
	if len(call.Args) == 0 || call.Ellipsis.IsValid() {
		return false
	}
	vals, _ := r.flow.Params.ResolveSite(call.Args[0], sinks.Arg{Param: sinks.Param{Target: rfc.Reference}})
	for _, v := range vals {
		if lead, _ := flow.LeadingText(v); absoluteURLPrefix(lead) >= 0 {
			return true
		}
	}
	return false
}

// A leadState says what may follow the text a function with a guarantee
// made, at the start of a value.
type leadState uint8

const (
	leadEnd    leadState = iota // nothing: the text is the function's result
	leadClosed                  // a byte other than '/' or ':': the text cannot go on into "//"
)

// maxLeadDepth bounds the variables and functions madeBy follows.
const maxLeadDepth = 6

// madeBy returns the call of a function with guarantee g whose result
// starts every value of e, with nothing after it that could carry on its
// text ("//" after a scheme), or nil. It follows concatenations and
// fmt.Sprintf("%s...") by their first operand, local variables by their
// every assignment, and the functions of the package by their every
// return.
func (r *guarantees) madeBy(e ast.Expr, g func(sinks.Func) bool) *ast.CallExpr {
	c, _, ok := r.leadCall(e, g, 0)
	if !ok {
		return nil
	}
	return c
}

func (r *guarantees) leadCall(e ast.Expr, g func(sinks.Func) bool, depth int) (*ast.CallExpr, leadState, bool) {
	if depth > maxLeadDepth {
		return nil, 0, false
	}
	info := r.pass.TypesInfo
	switch e := ast.Unparen(e).(type) {
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			return nil, 0, false
		}
		c, st, ok := r.leadCall(e.X, g, depth+1)
		if !ok || st == leadClosed {
			return c, st, ok
		}
		s, isConst := r.flow.ConstString(e.Y)
		st, ok = after(s)
		return c, st, isConst && ok
	case *ast.Ident:
		return r.leadOfVar(e, g, depth)
	case *ast.CallExpr:
		if flow.IsSprintf(info, e) {
			if len(e.Args) < 2 || e.Ellipsis.IsValid() {
				return nil, 0, false
			}
			format, ok := r.flow.ConstString(e.Args[0])
			if !ok || !strings.HasPrefix(format, "%s") && !strings.HasPrefix(format, "%v") {
				return nil, 0, false
			}
			c, st, ok := r.leadCall(e.Args[1], g, depth+1)
			if !ok || st == leadClosed {
				return c, st, ok
			}
			rest := format[2:]
			if strings.HasPrefix(rest, "%") {
				return nil, 0, false
			}
			st, ok = after(rest)
			return c, st, ok
		}
		fn, ok := typeutil.Callee(info, e).(*types.Func)
		if !ok || fn.Pkg() == nil {
			return nil, 0, false
		}
		if g(flow.FuncOfObj(fn)) {
			return e, leadEnd, true
		}
		if fn.Pkg() == r.pass.Pkg {
			return r.leadOfResult(fn, g, depth)
		}
	}
	return nil, 0, false
}

// after returns the state of the text a guaranteed function made when s
// follows it.
func after(s string) (leadState, bool) {
	switch {
	case s == "":
		return leadEnd, true
	case s[0] == '/' || s[0] == ':':
		return 0, false
	}
	return leadClosed, true
}

// leadOfVar is leadCall of a local variable: of each of its assignments.
func (r *guarantees) leadOfVar(id *ast.Ident, g func(sinks.Func) bool, depth int) (*ast.CallExpr, leadState, bool) {
	v := typesx.LocalVar(r.pass.TypesInfo, r.pass.Pkg, id)
	if v == nil || typesx.IsParam(v) {
		return nil, 0, false
	}
	vi := r.flow.VarInfo(v)
	if vi == nil || vi.Opaque() || len(vi.Adds) > 0 || len(vi.Rhs) == 0 {
		return nil, 0, false
	}
	return r.leadOfAll(vi.Rhs, g, depth)
}

// leadOfAll is leadCall of each of es: the first call, and leadEnd when
// one of them may end with the function's result.
func (r *guarantees) leadOfAll(es []ast.Expr, g func(sinks.Func) bool, depth int) (*ast.CallExpr, leadState, bool) {
	var first *ast.CallExpr
	st := leadClosed
	for _, e := range es {
		c, s, ok := r.leadCall(e, g, depth+1)
		if !ok {
			return nil, 0, false
		}
		if first == nil {
			first = c
		}
		if s == leadEnd {
			st = leadEnd
		}
	}
	return first, st, first != nil
}

// leadOfResult is leadCall of the one result of fn, a function of this
// package: of each of its returns.
func (r *guarantees) leadOfResult(fn *types.Func, g func(sinks.Func) bool, depth int) (*ast.CallExpr, leadState, bool) {
	d := r.flow.Calls.Decl(fn.Origin())
	if d == nil || d.Body == nil || fn.Signature().Results().Len() != 1 {
		return nil, 0, false
	}
	var results []ast.Expr
	bare := false
	ast.Inspect(d.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(n.Results) != 1 {
				bare = true
				return false
			}
			results = append(results, n.Results[0])
		}
		return true
	})
	if bare {
		return nil, 0, false
	}
	return r.leadOfAll(results, g, depth)
}
