package analyzer

import "go/ast"

// firstOf resolves cmp.Or(args...) of strings: the first argument that is
// not empty, so any of them. An argument not followed is a hole with its
// reason, as a variable's one unknown assignment is: the constants of the
// others are still checked, and the result is unresolved for that reason.
func (f *flow) firstOf(args []ast.Expr, depth int) ([]value, string) {
	var out []value
	why := ""
	for _, a := range args {
		vals, w := f.resolve(a, depth+1)
		if w != "" {
			why = mergeReason(why, w)
			out = appendValues(out, value{{hole: true, use: a, why: w}})
			continue
		}
		for _, v := range vals {
			if !isEmpty(v) {
				out = appendValues(out, v)
			}
		}
	}
	return out, why
}
