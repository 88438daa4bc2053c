package flow

import (
	"go/ast"
	"go/types"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"

	"golang.org/x/tools/go/types/typeutil"
)

// splitElem resolves e, the value variable of a range statement over the
// parts of a text split at a constant separator,
//
//	for _, ep := range strings.Split(*endpoints, ",") { url.Parse(ep) }
//
// from the known values of the text: each whole value is split as
// strings.Split would, and every non-empty part is a value of e; a value
// of the text with a hole (what the command line gives) gives a hole of
// its reason beside them, as a flag's default and the command line do,
// and its reason alone when no value is known. ok is false when e is no
// such variable.
func (f *Flow) splitElem(e ast.Expr, sc scope) (vals []Value, why Reason, ok bool) {
	rs, u, ok := f.rangeValue(e)
	if !ok {
		return nil, "", false
	}
	call, ok := f.splitCall(rs.X)
	if !ok {
		return nil, "", false
	}
	fn, _ := typeutil.Callee(f.Info, call).(*types.Func)
	if fn == nil || sinks.FuncKey(fn) != "strings.Split" || len(call.Args) != 2 {
		return nil, "", false
	}
	sep, ok := f.ConstString(call.Args[1])
	if !ok || sep == "" {
		return nil, "", false
	}
	if f.Params != nil && sc.site != nil && f.everyTurn(rs, sc.site) {
		// strings.Split gives one part at least: when the sink runs on
		// every turn, it runs whenever the split does, and a parameter
		// split there holds what its calls pass (ParamFlow), as one read
		// at the sink would.
		sc = sc.withSite(call.Args[0])
	}
	texts, ok := f.splitText(rs.X, sc.deeper())
	if !ok || len(texts) == 0 {
		return nil, "", false
	}
	var holes []Value
	for _, v := range texts {
		s, whole := text(v)
		if !whole {
			// What the command line or a call gives: its parts are
			// unknown, for its reason.
			hw := holesReason([]Value{v})
			if hw == "" {
				hw = ReasonCall
			}
			why = MergeReason(why, hw)
			holes = append(holes, Value{{Hole: true, Use: e, Why: hw}})
			continue
		}
		for i := 0; ; {
			j := strings.Index(s[i:], sep)
			end := len(s)
			if j >= 0 {
				end = i + j
			}
			if end > i {
				vals = append(vals, cutValue(v, i, end, call))
			}
			if j < 0 {
				break
			}
			i = end + len(sep)
		}
	}
	if f.Fields.guarded(e, map[*types.Var]bool{u: true}) {
		return nil, "guarded element", true
	}
	if len(vals) == 0 {
		return nil, firstWhy(why, ReasonElement), true
	}
	cut := len(vals) > MaxValues
	if cut {
		vals = vals[:MaxValues]
	}
	// As a flag's default with the command line (commandLine): the
	// known parts, and a hole for the rest.
	return bound(append(vals, holes...), cut), "", true
}

// cutValue is bytes [i, j) of v, a value with no hole, each piece mapped
// into its literal as sub maps it.
func cutValue(v Value, i, j int, call ast.Expr) Value {
	var out Value
	at := 0
	for _, p := range v {
		start, end := at, at+len(p.Text)
		at = end
		lo, hi := max(i, start), min(j, end)
		if lo < hi {
			out = append(out, sub(p, lo-start, hi-start, call))
		}
	}
	return out
}

// splitCall returns the call that e, a []string, is the result of: the
// call itself, a slice of it, or a local variable assigned it once whose
// elements are never assigned (as splitText reads it).
func (f *Flow) splitCall(e ast.Expr) (*ast.CallExpr, bool) {
	e = ast.Unparen(e)
	if s, ok := e.(*ast.SliceExpr); ok {
		e = ast.Unparen(s.X)
	}
	if id, ok := e.(*ast.Ident); ok {
		v, ok := f.Info.Uses[id].(*types.Var)
		if !ok || v.Pkg() != f.Pkg || typesx.IsParam(v) || v.IsField() || v.Parent() == f.Pkg.Scope() {
			return nil, false
		}
		vi := f.VarInfo(v)
		if vi == nil || vi.Opaque() || len(vi.Rhs) != 1 {
			return nil, false
		}
		e = ast.Unparen(vi.Rhs[0])
	}
	call, ok := e.(*ast.CallExpr)
	return call, ok
}
