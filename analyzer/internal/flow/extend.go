package flow

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"golang.org/x/tools/go/cfg"
)

// Updates follows what the statements after a variable's assignments
// make of it: extensions (s += "?" + q, extend.go), rewrites under a
// guard (if u == "" { u = def }, rewrites.go) and the defaults a
// parameter is replaced with (defaults.go).
type Updates struct {
	f       *Flow
	extends map[extendKey]extendedUse // uses of extended variables, resolved once
}

// A step is a statement of a function that gives a local string
// variable a value: set to the values of an expression, or extended with
// them (s += "?" + q, s = s + x).
type step struct {
	vals   []Value
	extend bool
	loop   bool  // in a block of a cycle: it may run any number of times
	hole   Piece // for an extension in a loop: its later runs
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
func (up *Updates) extended(v *types.Var, vi *VarInfo, id *ast.Ident, sc scope) (vals []Value, why Reason, ok bool) {
	if len(vi.Adds) == 0 || vi.EscapesOther || len(vi.Results) > 0 {
		return nil, "", false
	}
	if len(sc.args) > 0 {
		// The values depend on the arguments bound for a call's result.
		return up.extendedAt(v, vi, id, sc)
	}
	key := extendKey{id, up.f.Calls != nil && up.f.Calls.Cheap}
	if r, done := up.extends[key]; done {
		return r.vals, r.why, r.ok
	}
	vals, why, ok = up.extendedAt(v, vi, id, sc)
	if up.extends == nil {
		up.extends = make(map[extendKey]extendedUse)
	}
	up.extends[key] = extendedUse{vals, why, ok}
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
	vals []Value
	why  Reason
	ok   bool
}

func (up *Updates) extendedAt(v *types.Var, vi *VarInfo, id *ast.Ident, sc scope) (vals []Value, why Reason, ok bool) {
	fn, body := up.f.Control.funcOf(id)
	if body == nil {
		return nil, "", false
	}
	fg := up.f.Control.graph(fn, body)
	if !fg.holds(v.Pos()) {
		return nil, "", false
	}
	for _, e := range vi.Rhs {
		if !fg.holds(e.Pos()) {
			return nil, "", false
		}
	}
	for _, as := range vi.Adds {
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
			s, isStep, good := up.stepOf(n, v, sc)
			if !good || isStep && n == use {
				return nil, "", false
			}
			if isStep {
				s.loop = s.extend && cyclic[b.Index] && up.reruns(n, v)
				steps[n] = s
			}
		}
	}
	t := newValueTable()
	var entry *step
	if typesx.IsParam(v) {
		// A parameter extended in place (url += "?"): its function starts
		// with the argument's values.
		pv, _ := up.f.Calls.param(v, id, sc)
		if len(pv) == 0 {
			pv = []Value{{{Hole: true, Use: id, Why: ReasonParameter}}}
		}
		entry = &step{vals: pv}
	}
	ids := fg.extendFlow(t, steps, entry, up.f.Control.untaken(fg, sc))[useBlock.Index]
	for _, n := range useBlock.Nodes[:useAt] {
		if s := steps[n]; s != nil {
			ids = t.apply(s, ids)
		}
	}
	state := t.values(ids)
	// A value of holes alone (an assignment not followed) makes the site
	// unresolved for their reason, as one of several assignments does.
	for _, v := range state {
		if !hasText(v) && !IsEmpty(v) {
			why = firstWhy(why, firstWhy(holesReason([]Value{v}), ReasonVariable))
		}
	}
	if !anyText(state) {
		return nil, firstWhy(why, ReasonVariable), true
	}
	return bound(state, t.cut), why, true
}

// reruns reports whether the extension n of v, in a block of a cycle,
// may run again on the value it made: some loop around it holds no
// declaration of v. Where every loop around it declares v (for _, x :=
// range xs { u := base; if c { u += "&x=1" } }), each run of the loop
// starts a new variable, and the extension runs once on each.
func (up *Updates) reruns(n ast.Node, v *types.Var) bool {
	loops := 0
	for _, p := range up.f.Control.Parents(n) {
		switch p.(type) {
		case *ast.ForStmt, *ast.RangeStmt:
			loops++
			if v.Pos() < p.Pos() || v.Pos() >= p.End() {
				return true
			}
		case *ast.FuncLit, *ast.FuncDecl:
			return loops == 0 // a cycle of gotos
		}
	}
	return loops == 0
}

func anyText(vals []Value) bool {
	for _, v := range vals {
		if hasText(v) {
			return true
		}
	}
	return false
}

// stepOf returns the step n is for v, if any; good is false when n uses
// v in a way steps do not describe.
func (up *Updates) stepOf(n ast.Node, v *types.Var, sc scope) (s *step, isStep, good bool) {
	switch n := n.(type) {
	case *ast.ValueSpec:
		for i, name := range n.Names {
			if up.f.Info.Defs[name] != v {
				continue
			}
			if len(n.Values) == 0 {
				return &step{vals: []Value{{}}}, true, true
			}
			if len(n.Values) != len(n.Names) {
				return nil, false, false
			}
			return up.setStep(n.Values[i], v, sc)
		}
	case *ast.AssignStmt:
		for i, lhs := range n.Lhs {
			id, isID := ast.Unparen(lhs).(*ast.Ident)
			if !isID || typesx.ObjectOf(up.f.Info, id) != v {
				continue
			}
			if len(n.Lhs) != len(n.Rhs) {
				return nil, false, false
			}
			switch n.Tok {
			case token.ADD_ASSIGN:
				return up.extendStep(n.Rhs[i], v, sc)
			case token.ASSIGN, token.DEFINE:
				return up.setStep(n.Rhs[i], v, sc)
			}
			return nil, false, false
		}
	}
	return nil, false, true
}

// setStep is the step of an assignment of e to v: an extension when e is
// v + x (s = s + "/" + x), a new value when e does not read v.
func (up *Updates) setStep(e ast.Expr, v *types.Var, sc scope) (*step, bool, bool) {
	ops := addOperands(e)
	if id, ok := ast.Unparen(ops[0]).(*ast.Ident); ok && up.f.Info.Uses[id] == v && len(ops) > 1 {
		return up.extension(e, ops[1:], v, sc)
	}
	if call, ok := ast.Unparen(e).(*ast.CallExpr); ok && IsSprintf(up.f.Info, call) {
		if vals, ok := up.f.Formats.after(call, v, sc); ok {
			return up.extensionOf(e, vals, v)
		}
	}
	if typesx.UsesVar(up.f.Info, e, v) {
		return nil, false, false
	}
	return &step{vals: up.stepValues(e, sc)}, true, true
}

// extendStep is the step of v += e.
func (up *Updates) extendStep(e ast.Expr, v *types.Var, sc scope) (*step, bool, bool) {
	return up.extension(e, addOperands(e), v, sc)
}

// extension is the step of an assignment at e that appends the operands
// ops to v. An operand the extension runs only when it is not empty (if
// name != "" { u += name + "/" }) is never empty there: a path that
// reaches the extension with it empty is not taken.
func (up *Updates) extension(e ast.Expr, ops []ast.Expr, v *types.Var, sc scope) (*step, bool, bool) {
	guards, readsSelf := up.guards(e, v)
	if readsSelf {
		// if !strings.HasSuffix(u, "/") { u += "/" }: which values take
		// the extension depends on their text.
		return nil, false, false
	}
	vals := []Value{{}}
	for _, op := range ops {
		if typesx.UsesVar(up.f.Info, op, v) {
			return nil, false, false
		}
		opVals := up.stepValues(op, sc)
		if id, ok := ast.Unparen(op).(*ast.Ident); ok && slices.ContainsFunc(guards, func(g ast.Expr) bool {
			return impliesNonEmpty(up.f.Info, g, up.f.Info.Uses[id])
		}) {
			opVals = dropEmpty(opVals)
		}
		vals = Concat(vals, opVals)
	}
	return &step{vals: vals, extend: true, hole: Piece{Hole: true, Use: e, Runs: true}}, true, true
}

// extensionOf is the step of an assignment at e that appends vals, text
// known already, to v (u = fmt.Sprintf("%s:%d", u, port)).
func (up *Updates) extensionOf(e ast.Expr, vals []Value, v *types.Var) (*step, bool, bool) {
	if _, readsSelf := up.guards(e, v); readsSelf {
		return nil, false, false
	}
	return &step{vals: vals, extend: true, hole: Piece{Hole: true, Use: e, Runs: true}}, true, true
}

// guards returns the conditions of the ifs of e's function whose body
// holds e, and whether a condition or switch around e reads v.
func (up *Updates) guards(e ast.Expr, v *types.Var) (conds []ast.Expr, readsSelf bool) {
	path := up.f.Control.enclosingDecl(e)
	if path == nil {
		return nil, true
	}
	for j, cur := range path {
		child := path[max(j-1, 0)]
		var test ast.Node
		switch n := cur.(type) {
		case *ast.FuncLit, *ast.FuncDecl:
			return conds, false
		case *ast.IfStmt:
			if j > 0 && child == ast.Node(n.Body) {
				conds = append(conds, n.Cond)
			}
			test = n.Cond
		case *ast.ForStmt:
			test = n.Cond
		case *ast.SwitchStmt:
			test = n.Tag
		case *ast.CaseClause:
			test = &ast.CompositeLit{Elts: n.List}
		}
		if x, ok := test.(ast.Expr); ok && x != nil && typesx.UsesVar(up.f.Info, x, v) {
			return nil, true
		}
	}
	return conds, false
}

// impliesNonEmpty reports whether cond holds only when v is not empty:
// v != "", len(v) > 0 or len(v) != 0, alone or as an operand of &&.
func impliesNonEmpty(info *types.Info, cond ast.Expr, v types.Object) bool {
	c, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok || v == nil {
		return false
	}
	if c.Op == token.LAND {
		return impliesNonEmpty(info, c.X, v) || impliesNonEmpty(info, c.Y, v)
	}
	if c.Op != token.NEQ && c.Op != token.GTR {
		return false
	}
	x, y := ast.Unparen(c.X), c.Y
	tv, ok := info.Types[y]
	if !ok || tv.Value == nil {
		return false
	}
	if call, ok := x.(*ast.CallExpr); ok && len(call.Args) == 1 {
		if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok && id.Name == "len" && tv.Value.String() == "0" {
			x = ast.Unparen(call.Args[0])
		}
	} else if c.Op != token.NEQ || tv.Value.ExactString() != `""` {
		return false
	}
	id, ok := x.(*ast.Ident)
	return ok && info.Uses[id] == v
}

// stepValues resolves e; a value not followed is a hole for its reason,
// as an operand of a concatenation is.
func (up *Updates) stepValues(e ast.Expr, sc scope) []Value {
	vals, why := up.f.resolve(e, sc.deeper())
	if why != "" {
		vals = append(vals, Value{{Hole: true, Use: e, Why: why}})
	}
	return vals
}

// addOperands returns the operands of a chain of string additions,
// leftmost first: s + "/" + x is s, "/", x.
func addOperands(e ast.Expr) []ast.Expr {
	if b, ok := ast.Unparen(e).(*ast.BinaryExpr); ok && b.Op == token.ADD {
		return append(addOperands(b.X), b.Y)
	}
	return []ast.Expr{e}
}

// A valueTable numbers the values of one extended variable, so that the
// sets its flow joins and compares are sets of numbers, and remembers
// what each step makes of each value.
type valueTable struct {
	vals  []Value
	ids   map[string]int
	after map[applyKey][]int
	cut   bool // a union left values out
}

type applyKey struct {
	s  *step
	in int // a value's number, or -1 for a step that sets the variable
}

func newValueTable() *valueTable {
	return &valueTable{ids: map[string]int{}, after: map[applyKey][]int{}}
}

// intern returns the number of v.
func (t *valueTable) intern(v Value) int {
	k := valueKey(v)
	if id, ok := t.ids[k]; ok {
		return id
	}
	t.ids[k] = len(t.vals)
	t.vals = append(t.vals, v)
	return len(t.vals) - 1
}

// values returns the values numbered ids.
func (t *valueTable) values(ids []int) []Value {
	out := make([]Value, len(ids))
	for i, id := range ids {
		out[i] = t.vals[id]
	}
	return out
}

// apply returns the values after step s, from the values in before it.
func (t *valueTable) apply(s *step, in []int) []int {
	if !s.extend {
		return t.applied(s, -1)
	}
	var out []int
	for _, id := range in {
		out = t.union(out, t.applied(s, id))
	}
	return out
}

// applied returns what step s makes of value id, or the values it sets
// for id -1.
func (t *valueTable) applied(s *step, id int) []int {
	key := applyKey{s, id}
	if out, ok := t.after[key]; ok {
		return out
	}
	var out []int
	switch {
	case id < 0:
		for _, v := range s.vals {
			out = t.union(out, []int{t.intern(v)})
		}
	case s.loop && s.ranIn(t.vals[id]):
		out = []int{id} // its last hole already holds the text of this run
	default:
		base := t.vals[id]
		for _, ext := range s.vals {
			v := append(append(Value(nil), base...), ext...)
			if s.loop {
				h := s.hole
				h.Why = holesReason([]Value{ext})
				v = append(v, h)
			}
			out = t.union(out, []int{t.intern(v)})
		}
	}
	t.after[key] = out
	return out
}

// union returns a with the numbers of b it lacks, at most MaxValues:
// each step can multiply the values; cut records that some were left out.
func (t *valueTable) union(a, b []int) []int {
	for _, id := range b {
		if slices.Contains(a, id) {
			continue
		}
		if len(a) == MaxValues {
			t.cut = true
			break
		}
		a = append(a, id)
	}
	return a
}

// ranIn reports whether the loop step s already ran in v, which ends
// with a hole: any text of another run fits in that hole.
func (s *step) ranIn(v Value) bool {
	if len(v) == 0 || !v[len(v)-1].Hole {
		return false
	}
	for _, p := range v {
		if p.Hole && p.Use == s.hole.Use {
			return true
		}
	}
	return false
}

// extendFlow returns the values of the variable at the start of each
// block, by number in t: the union of those its predecessors leave
// along the edges a call can take (untaken: those it never takes).
func (fg *funcGraph) extendFlow(t *valueTable, steps map[ast.Node]*step, entry *step, untaken map[[2]int32]bool) [][]int {
	blocks := fg.g.Blocks
	live := fg.taken(untaken)
	in := make([][]int, len(blocks))
	out := make([][]int, len(blocks))
	for round := 0; round < maxExtendRounds; round++ {
		changed := false
		for _, b := range blocks {
			if !live[b.Index] {
				continue
			}
			var s []int
			if entry != nil && b.Index == 0 {
				s = t.apply(entry, nil)
			}
			for _, p := range fg.preds[b.Index] {
				if !untaken[[2]int32{p.Index, b.Index}] {
					s = t.union(s, out[p.Index])
				}
			}
			o := s
			for _, n := range b.Nodes {
				if st := steps[n]; st != nil {
					o = t.apply(st, o)
				}
			}
			if !slices.Equal(s, in[b.Index]) || !slices.Equal(o, out[b.Index]) {
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

// valueKey identifies a value by its pieces: their text and origin.
func valueKey(v Value) string {
	var b []byte
	for _, p := range v {
		var use, lit token.Pos
		if p.Use != nil {
			use = p.Use.Pos()
		}
		if p.Lit != nil {
			lit = p.Lit.Pos()
		}
		b = strconv.AppendBool(b, p.Hole)
		b = strconv.AppendInt(append(b, ' '), int64(use), 10)
		b = strconv.AppendInt(append(b, ' '), int64(lit), 10)
		b = strconv.AppendInt(append(b, ' '), int64(p.Off), 10)
		b = strconv.AppendQuote(append(b, ' '), p.Text)
		b = strconv.AppendQuote(append(b, ' '), string(p.Why))
		b = append(b, ';')
	}
	return string(b)
}
