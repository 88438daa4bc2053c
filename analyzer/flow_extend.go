package analyzer

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/cfg"
)

// A step is a statement of a function that gives a local string
// variable a value: set to the values of an expression, or extended with
// them (s += "?" + q, s = s + x).
type step struct {
	vals   []value
	extend bool
	loop   bool  // in a block of a cycle: it may run any number of times
	hole   piece // for an extension in a loop: its later runs
}

// maxExtendRounds bounds the passes over a function's blocks while the
// values of an extended variable grow.
const maxExtendRounds = 8

// extended resolves, at id, a local variable that is extended in place
// on some paths (url += "?" + query under if query != ""): the values
// are those that the paths of its function's control-flow graph build,
// each a base with the extensions run on one path, in order. An
// extension runs once per path, but one in a loop any number of times:
// after its first run, a hole stands for the text of the others. ok is
// false when the variable is not such a variable: assigned in another
// function, from a tuple, or read by an assignment other than an
// extension of itself.
func (f *flow) extended(v *types.Var, vi *varInfo, id *ast.Ident, depth int) (vals []value, why string, ok bool) {
	if len(vi.adds) == 0 || vi.escapesOther || len(vi.results) > 0 {
		return nil, "", false
	}
	if len(f.args) > 0 {
		// The values depend on the arguments bound for a call's result.
		return f.extendedAt(v, vi, id, depth)
	}
	key := extendKey{id, f.calls != nil && f.calls.cheap}
	if r, done := f.extends[key]; done {
		return r.vals, r.why, r.ok
	}
	vals, why, ok = f.extendedAt(v, vi, id, depth)
	if f.extends == nil {
		f.extends = make(map[extendKey]extendedUse)
	}
	f.extends[key] = extendedUse{vals, why, ok}
	return vals, why, ok
}

// An extendKey is a use of an extended variable, resolved with or
// without the cheap summaries of result facts.
type extendKey struct {
	id    *ast.Ident
	cheap bool
}

// An extendedUse is the result of extended at one use.
type extendedUse struct {
	vals []value
	why  string
	ok   bool
}

func (f *flow) extendedAt(v *types.Var, vi *varInfo, id *ast.Ident, depth int) (vals []value, why string, ok bool) {
	fn, body := f.funcOf(id)
	if body == nil {
		return nil, "", false
	}
	fg := f.graph(fn, body)
	if !fg.holds(v.Pos()) {
		return nil, "", false
	}
	for _, e := range vi.rhs {
		if !fg.holds(e.Pos()) {
			return nil, "", false
		}
	}
	for _, as := range vi.adds {
		if !fg.holds(as.Pos()) {
			return nil, "", false
		}
	}
	use, useBlock, useAt := fg.nodeAt(id.Pos())
	if use == nil {
		return nil, "", false
	}
	if fg.inCycle == nil {
		fg.inCycle = fg.cyclic()
	}
	cyclic := fg.inCycle
	steps := map[ast.Node]*step{}
	for _, b := range fg.g.Blocks {
		for _, n := range b.Nodes {
			s, isStep, good := f.stepOf(n, v, depth)
			if !good || isStep && n == use {
				return nil, "", false
			}
			if isStep {
				s.loop = s.extend && cyclic[b.Index]
				steps[n] = s
			}
		}
	}
	in := fg.extendFlow(steps)
	state := in[useBlock.Index]
	for _, n := range useBlock.Nodes[:useAt] {
		if s := steps[n]; s != nil {
			state = s.apply(state)
		}
	}
	// A value of holes alone (an assignment not followed) makes the site
	// unresolved for their reason, as one of several assignments does.
	for _, v := range state {
		if !hasText(v) && !isEmpty(v) {
			why = firstWhy(why, firstWhy(holesReason([]value{v}), "variable"))
		}
	}
	if !anyText(state) {
		return nil, firstWhy(why, "variable"), true
	}
	return bound(state), why, true
}

func anyText(vals []value) bool {
	for _, v := range vals {
		if hasText(v) {
			return true
		}
	}
	return false
}

func nonEmpty(vals []value) []value {
	var out []value
	for _, v := range vals {
		if !isEmpty(v) {
			out = append(out, v)
		}
	}
	return out
}

// stepOf returns the step n is for v, if any; good is false when n uses
// v in a way steps do not describe.
func (f *flow) stepOf(n ast.Node, v *types.Var, depth int) (s *step, isStep, good bool) {
	switch n := n.(type) {
	case *ast.ValueSpec:
		for i, name := range n.Names {
			if f.info.Defs[name] != v {
				continue
			}
			if len(n.Values) == 0 {
				return &step{vals: []value{{}}}, true, true
			}
			if len(n.Values) != len(n.Names) {
				return nil, false, false
			}
			return f.setStep(n.Values[i], v, depth)
		}
	case *ast.AssignStmt:
		for i, lhs := range n.Lhs {
			id, isID := ast.Unparen(lhs).(*ast.Ident)
			if !isID || objectOf(f.info, id) != v {
				continue
			}
			if len(n.Lhs) != len(n.Rhs) {
				return nil, false, false
			}
			switch n.Tok {
			case token.ADD_ASSIGN:
				return f.extendStep(n.Rhs[i], v, depth)
			case token.ASSIGN, token.DEFINE:
				return f.setStep(n.Rhs[i], v, depth)
			}
			return nil, false, false
		}
	}
	return nil, false, true
}

// setStep is the step of an assignment of e to v: an extension when e is
// v + x (s = s + "/" + x), a new value when e does not read v.
func (f *flow) setStep(e ast.Expr, v *types.Var, depth int) (*step, bool, bool) {
	ops := addOperands(e)
	if id, ok := ast.Unparen(ops[0]).(*ast.Ident); ok && f.info.Uses[id] == v && len(ops) > 1 {
		vals := []value{{}}
		for _, op := range ops[1:] {
			if usesVar(f.info, op, v) {
				return nil, false, false
			}
			vals = concat(vals, f.stepValues(op, depth))
		}
		return &step{vals: vals, extend: true, hole: piece{hole: true, use: e}}, true, true
	}
	if usesVar(f.info, e, v) {
		return nil, false, false
	}
	return &step{vals: f.stepValues(e, depth)}, true, true
}

// extendStep is the step of v += e.
func (f *flow) extendStep(e ast.Expr, v *types.Var, depth int) (*step, bool, bool) {
	if usesVar(f.info, e, v) {
		return nil, false, false
	}
	return &step{vals: f.stepValues(e, depth), extend: true, hole: piece{hole: true, use: e}}, true, true
}

// stepValues resolves e; a value not followed is a hole for its reason,
// as an operand of a concatenation is.
func (f *flow) stepValues(e ast.Expr, depth int) []value {
	vals, why := f.resolve(e, depth+1)
	if why != "" {
		vals = append(vals, value{{hole: true, use: e, why: why}})
	}
	return bound(vals)
}

// addOperands returns the operands of a chain of string additions,
// leftmost first: s + "/" + x is s, "/", x.
func addOperands(e ast.Expr) []ast.Expr {
	if b, ok := ast.Unparen(e).(*ast.BinaryExpr); ok && b.Op == token.ADD {
		return append(addOperands(b.X), b.Y)
	}
	return []ast.Expr{e}
}

// apply returns the values after the step, from the values before it.
func (s *step) apply(in []value) []value {
	if !s.extend {
		return s.vals
	}
	var out []value
	seen := map[string]bool{}
	add := func(v value) {
		if k := valueKey(v); !seen[k] && len(out) < maxValues {
			seen[k] = true
			out = append(out, v)
		}
	}
	for _, base := range in {
		if s.loop && s.ranIn(base) {
			add(base) // its last hole already holds the text of this run
			continue
		}
		for _, ext := range s.vals {
			v := append(append(value(nil), base...), ext...)
			if s.loop {
				h := s.hole
				h.why = holesReason([]value{ext})
				v = append(v, h)
			}
			add(v)
		}
	}
	return out
}

// ranIn reports whether the loop step s already ran in v, which ends
// with a hole: any text of another run fits in that hole.
func (s *step) ranIn(v value) bool {
	if len(v) == 0 || !v[len(v)-1].hole {
		return false
	}
	for _, p := range v {
		if p.hole && p.use == s.hole.use {
			return true
		}
	}
	return false
}

// extendFlow returns the values of the variable at the start of each
// block: the union of those its predecessors leave.
func (fg *funcGraph) extendFlow(steps map[ast.Node]*step) [][]value {
	blocks := fg.g.Blocks
	in := make([][]value, len(blocks))
	out := make([][]value, len(blocks))
	for round := 0; round < maxExtendRounds; round++ {
		changed := false
		for _, b := range blocks {
			if !b.Live {
				continue
			}
			var s []value
			seen := map[string]bool{}
			for _, p := range fg.preds[b.Index] {
				for _, v := range out[p.Index] {
					if k := valueKey(v); !seen[k] && len(s) < maxValues {
						seen[k] = true
						s = append(s, v)
					}
				}
			}
			o := s
			for _, n := range b.Nodes {
				if st := steps[n]; st != nil {
					o = st.apply(o)
				}
			}
			if !sameValues(s, in[b.Index]) || !sameValues(o, out[b.Index]) {
				in[b.Index], out[b.Index], changed = s, o, true
			}
		}
		if !changed {
			break
		}
	}
	return in
}

// cyclic reports, for each block, whether it is on a cycle of the graph.
func (fg *funcGraph) cyclic() []bool {
	blocks := fg.g.Blocks
	out := make([]bool, len(blocks))
	for _, b := range blocks {
		seen := make([]bool, len(blocks))
		stack := append([]*cfg.Block(nil), b.Succs...)
		for len(stack) > 0 && !out[b.Index] {
			c := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if c == b {
				out[b.Index] = true
			}
			if !seen[c.Index] {
				seen[c.Index] = true
				stack = append(stack, c.Succs...)
			}
		}
	}
	return out
}

func sameValues(a, b []value) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if valueKey(a[i]) != valueKey(b[i]) {
			return false
		}
	}
	return true
}

// valueKey identifies a value by its pieces: their text and origin.
func valueKey(v value) string {
	var b strings.Builder
	for _, p := range v {
		var use, lit token.Pos
		if p.use != nil {
			use = p.use.Pos()
		}
		if p.lit != nil {
			lit = p.lit.Pos()
		}
		fmt.Fprintf(&b, "%t %d %d %d %q %q;", p.hole, use, lit, p.off, p.text, p.why)
	}
	return b.String()
}
