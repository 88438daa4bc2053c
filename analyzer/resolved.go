package analyzer

import (
	"go/ast"
	"go/types"
	"slices"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/rfc"
)

// constantBase returns the constant URL a (*url.URL).Parse receiver was
// parsed from, when it is a variable assigned once, from url.Parse or
// url.ParseRequestURI of a constant: base, _ := url.Parse("http://x/").
func (r *baseResolution) constantBase(call *ast.CallExpr) (string, bool) {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return "", false
	}
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok {
		return "", false
	}
	v, ok := r.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.Pkg() != r.pass.Pkg || typesx.IsParam(v) {
		return "", false
	}
	vi := r.flow.VarInfo(v)
	if vi == nil || len(vi.Rhs) != 0 || len(vi.First) != 1 {
		return "", false
	}
	parse := vi.First[0]
	fn, ok := typeutil.Callee(r.pass.TypesInfo, parse).(*types.Func)
	if !ok || len(parse.Args) != 1 {
		return "", false
	}
	if !sinks.ParsesFunc(fn) {
		return "", false
	}
	vals, why := r.flow.Resolve(parse.Args[0], 0)
	if why != "" || len(vals) != 1 {
		return "", false
	}
	var s string
	for _, p := range vals[0] {
		if p.Hole {
			return "", false
		}
		s += p.Text
	}
	return s, true
}

// resolvedCheck reports what a constant reference resolves to against a
// constant base (sinks.Arg.AgainstBase: (*url.URL).Parse), unless the
// caller expects the call to fail (checkResolved).
type resolvedCheck struct{}

func (resolvedCheck) IDs() []rfc.CheckID { return nil } // the grammar's, in the resolved URL

func (resolvedCheck) checkCall(r *pkgAnalysis, c *sinkCall) {
	if slices.ContainsFunc(c.args, func(a sinks.Arg) bool { return a.AgainstBase }) && len(c.Call.Args) == 1 && !c.quiet {
		r.resolve.checkResolved(c.Call, c.Call.Args[0], c.sink)
	}
}

// checkResolved checks the URL that a constant reference resolves to
// against a constant base. Faults of the reference itself are reported at
// its bytes already; this reports those that only the combination has.
func (r *baseResolution) checkResolved(call *ast.CallExpr, ref ast.Expr, sink string) {
	base, ok := r.constantBase(call)
	if !ok || len(rfc.Check(base, rfc.Options{Profile: r.cfg.Profile})) > 0 {
		return
	}
	vals, why := r.flow.Resolve(ref, 0)
	if why != "" {
		return
	}
	for _, v := range vals {
		var s string
		for _, p := range v {
			if p.Hole {
				s = ""
				break
			}
			s += p.Text
		}
		if s == "" || len(rfc.Check(s, rfc.Options{Profile: r.cfg.Profile})) > 0 {
			continue
		}
		resolved, err := rfc.Resolve(base, s, r.cfg.Profile)
		if err != nil {
			continue
		}
		for _, viol := range rfc.Check(resolved, rfc.Options{Profile: r.cfg.Profile, Target: rfc.Absolute}) {
			if !r.enabled(viol.Check) {
				continue
			}
			viol.Message = "resolved against " + base + " gives " + resolved + ": " + viol.Message
			viol.Fixable = false
			// The fault is in no single byte of the reference: report
			// it over the whole argument.
			r.report(flow.Value{{Text: s, Use: ref}}, []int{0}, s, rfc.Violation{
				Start: 0, End: len(s), Check: viol.Check, Rule: viol.Rule, RFC: viol.RFC, Message: viol.Message,
			}, call, sink)
		}
	}
}
