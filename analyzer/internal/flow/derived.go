package flow

import "go/ast"

// Text a helper computes from operands the flow cannot follow is
// unresolved with the reason of those operands, not "call": a part of url
// text is url text (checked where constants enter the url.URL), a rewrite
// of input is input. The constants the helper puts into its result (a
// replacement, a separator) still reach the sink: they are checked between
// holes, as a template's are.

// holesReason returns the reason of vals when every piece of them is a
// hole standing for an operand not followed (see mergeReason), "" when a
// piece is constant text or a hole of no known origin (a number, a fmt
// verb).
func holesReason(vals ...[]Value) Reason {
	var why Reason
	for _, vs := range vals {
		for _, v := range vs {
			for _, p := range v {
				if !p.Hole || p.Why == "" {
					return ""
				}
				why = MergeReason(why, p.Why)
			}
		}
	}
	return why
}

// MergeReason is the reason for text computed from operands unresolved
// for reasons a and b: "url" only when both are url text, "input" for url
// text and input, otherwise the first reason that is neither.
func MergeReason(a, b Reason) Reason {
	switch {
	case a == "" || a == b:
		return b
	case b == "":
		return a
	case a != ReasonURL && a != ReasonInput:
		return a
	case b != ReasonURL && b != ReasonInput:
		return b
	}
	return ReasonInput
}

// derived is the result of a helper that cannot compute it: text taken
// from the operand values from, with each constant value of insert
// between holes. why is the operands' reason, "call" when they are not all
// holes of a known origin.
func derived(from [][]Value, insert []Value, call ast.Expr) (vals []Value, why Reason) {
	why = holesReason(from...)
	if why == "" {
		return nil, ReasonCall
	}
	hole := Piece{Hole: true, Use: call, Why: why}
	for _, v := range insert {
		if !IsEmpty(v) {
			vals = append(vals, append(append(Value{hole}, v...), hole))
		}
	}
	return vals, why
}

// derivedWith is derived with the values of one operand put into the
// result (a replacement, a separator): between holes when each is
// constant text, as more text taken from operands otherwise.
func derivedWith(from [][]Value, insert []Value, call ast.Expr) ([]Value, Reason) {
	for _, v := range insert {
		if _, whole := text(v); !whole {
			return derived(append(from, insert), nil, call)
		}
	}
	return derived(from, insert, call)
}
