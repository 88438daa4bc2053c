package flow

import "go/ast"

// firstOf resolves cmp.Or(args...) of strings: the first argument that is
// not empty, so any of them. An argument not followed is a hole with its
// reason, as a variable's one unknown assignment is: the constants of the
// others are still checked, and the result is unresolved for that reason.
func (f *Flow) firstOf(args []ast.Expr, depth int) ([]Value, Reason) {
	var out []Value
	var why Reason
	for _, a := range args {
		vals, w := f.Resolve(a, depth+1)
		if w != "" {
			why = MergeReason(why, w)
			out = append(out, Value{{Hole: true, Use: a, Why: w}})
			continue
		}
		for _, v := range vals {
			if !IsEmpty(v) {
				out = append(out, v)
			}
		}
	}
	return out, why
}
