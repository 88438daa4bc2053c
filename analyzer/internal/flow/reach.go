package flow

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"golang.org/x/tools/go/cfg"
)

// A funcGraph is the control-flow graph of one function body, with the
// predecessors of each block.
type funcGraph struct {
	fn    ast.Node // the *ast.FuncDecl or *ast.FuncLit
	g     *cfg.CFG
	preds [][]*cfg.Block
	lits  []*ast.FuncLit // the function literals inside fn, at any depth
	// inCycle says, for each block, whether it is on a cycle; built on
	// first use by extended.
	inCycle []bool
	// scanned is what the write-order flow reads of the function
	// besides its graph, built on first use by syntax.
	scanned *funcSyntax
}

// maxReachDefs bounds the assignments of one variable tracked through a
// function; a variable assigned more often keeps all its assignments.
const maxReachDefs = 64

// liveAssignments drops the assignments of local variable v that cannot
// reach the use at id: those that no path of the function's control-flow
// graph leads from to the use without another assignment of v between.
// So the branches of an if or a switch never compose, while assignments
// that run one after the other do:
//
//	u := host + "/x"
//	if secure {
//		u = "https://" + u // the u read here is host + "/x" alone
//	} else {
//		u = "http://" + u
//	}
//
// An assignment holding the use (u = u + "/p" in a loop) is dropped too,
// so that a loop is followed for one iteration. An assignment in another
// function (a function literal inside this one, or the function around
// this literal) can run at any call, so it always reaches; and a use in a
// function literal of a variable declared outside it also sees the
// literal's own assignments, from an earlier call.
func (cf *Control) liveAssignments(v *types.Var, id *ast.Ident, rhs []ast.Expr, sc scope) []ast.Expr {
	if len(rhs) < 2 {
		// Nothing to choose between (most variables): only an assignment
		// holding the use is dropped, without a control-flow graph.
		if len(rhs) == 1 && rhs[0].Pos() <= id.Pos() && id.Pos() < rhs[0].End() {
			return nil
		}
		return rhs
	}
	live, _ := cf.reachingAt(v, id, rhs, sc)
	return live
}

// reachingAt is liveAssignments with a control-flow graph, whatever the
// number of assignments; entry reports whether the value v holds where
// its function starts (a parameter's argument) can reach id too: along
// a path that assigns v nowhere, or from outside a function literal
// that reads it.
func (cf *Control) reachingAt(v *types.Var, id *ast.Ident, rhs []ast.Expr, sc scope) (live []ast.Expr, entry bool) {
	fn, body := cf.funcOf(id)
	if body == nil {
		return rhs, true
	}
	fg := cf.graph(fn, body)
	captured := !fg.holds(v.Pos())
	internal := make([]bool, len(rhs))
	for i, e := range rhs {
		internal[i] = fg.holds(e.Pos())
	}
	defs, defIndex := []ast.Node(nil), map[ast.Node]int{}
	rhsDef := make([]int, len(rhs))
	for i, e := range rhs {
		rhsDef[i] = -1
		if !internal[i] {
			continue
		}
		n, _, _ := fg.nodeAt(e.Pos())
		if n == nil {
			return rhs, true
		}
		if _, ok := defIndex[n]; !ok {
			defIndex[n] = len(defs)
			defs = append(defs, n)
		}
		rhsDef[i] = defIndex[n]
	}
	if len(defs) >= maxReachDefs { // one bit more: the value at entry
		return rhs, true
	}
	use, useBlock, useAt := fg.nodeAt(id.Pos())
	if use == nil {
		return rhs, true
	}
	atEntry := uint64(1) << len(defs)
	start := atEntry
	if captured {
		start |= atEntry - 1 // an earlier call of the literal
	}
	in := fg.reaching(defIndex, start, cf.untaken(fg, sc))
	reach := in[useBlock.Index]
	for j := useAt - 1; j >= 0; j-- {
		if d, ok := defIndex[useBlock.Nodes[j]]; ok {
			reach = 1 << d
			break
		}
	}
	var out []ast.Expr
	for i, e := range rhs {
		own := e.Pos() <= id.Pos() && id.Pos() < e.End()
		if own || internal[i] && reach&(1<<rhsDef[i]) == 0 {
			continue
		}
		out = append(out, e)
	}
	return out, reach&atEntry != 0
}

// LiveAssignments returns the assignments among rhs of local variable v
// (its right-hand sides, or calls it takes a result of) that reach its
// read id along the function's control flow (liveAssignments).
func (cf *Control) LiveAssignments(v *types.Var, id *ast.Ident, rhs []ast.Expr) []ast.Expr {
	return cf.liveAssignments(v, id, rhs, scope{})
}

// reaching returns, for each block, the set of definitions (nodes of
// defIndex, as bits) that reach its start; entry is the set at the start
// of the function.
func (fg *funcGraph) reaching(defIndex map[ast.Node]int, entry uint64, untaken map[[2]int32]bool) []uint64 {
	gen := make([]int, len(fg.g.Blocks)) // last definition in the block + 1, or 0
	for _, b := range fg.g.Blocks {
		for _, n := range b.Nodes {
			if d, ok := defIndex[n]; ok {
				gen[b.Index] = d + 1
			}
		}
	}
	return fg.forward(entry, untaken, func(b *cfg.Block, s uint64) uint64 {
		if g := gen[b.Index]; g > 0 {
			return 1 << (g - 1)
		}
		return s
	})
}

// forward solves a forward flow of sets of at most 64 facts over the
// blocks fg can take (untaken edges left out): a block's set at its start
// is the union of its taken predecessors' sets at their ends (entry for
// the function's first block), and transfer gives the set at a block's
// end from the set at its start. It returns the sets at the blocks'
// starts.
func (fg *funcGraph) forward(entry uint64, untaken map[[2]int32]bool, transfer func(b *cfg.Block, s uint64) uint64) []uint64 {
	live := fg.taken(untaken)
	blocks := fg.g.Blocks
	in := make([]uint64, len(blocks))
	out := make([]uint64, len(blocks))
	for changed := true; changed; {
		changed = false
		for _, b := range blocks {
			if !live[b.Index] {
				continue
			}
			var s uint64
			if b.Index == 0 {
				s = entry
			}
			for _, p := range fg.preds[b.Index] {
				if live[p.Index] && !untaken[[2]int32{p.Index, b.Index}] {
					s |= out[p.Index]
				}
			}
			o := transfer(b, s)
			if s != in[b.Index] || o != out[b.Index] {
				in[b.Index], out[b.Index], changed = s, o, true
			}
		}
	}
	return in
}

// nodeAt returns the innermost node of the graph holding pos, its block
// and its index in the block, or nil.
func (fg *funcGraph) nodeAt(pos token.Pos) (ast.Node, *cfg.Block, int) {
	var best ast.Node
	var bestBlock *cfg.Block
	bestAt := 0
	for _, b := range fg.g.Blocks {
		for i, n := range b.Nodes {
			if n.Pos() <= pos && pos < n.End() && (best == nil || n.End()-n.Pos() < best.End()-best.Pos()) {
				best, bestBlock, bestAt = n, b, i
			}
		}
	}
	return best, bestBlock, bestAt
}

// graph returns the control-flow graph of the function fn, built once.
// Every call is taken to return: more paths keep more assignments.
func (cf *Control) graph(fn ast.Node, body *ast.BlockStmt) *funcGraph {
	if fg, ok := cf.graphs[fn]; ok {
		return fg
	}
	g := cfg.New(body, func(*ast.CallExpr) bool { return true })
	fg := &funcGraph{fn: fn, g: g, preds: make([][]*cfg.Block, len(g.Blocks))}
	for _, b := range g.Blocks {
		for _, s := range b.Succs {
			fg.preds[s.Index] = append(fg.preds[s.Index], b)
		}
	}
	ast.Inspect(body, func(n ast.Node) bool {
		if lit, ok := n.(*ast.FuncLit); ok {
			fg.lits = append(fg.lits, lit)
		}
		return true
	})
	if cf.graphs == nil {
		cf.graphs = make(map[ast.Node]*funcGraph)
	}
	cf.graphs[fn] = fg
	return fg
}

// funcOf returns the innermost function declaration or literal holding
// n, and its body. It descends from the file's declarations through the
// nodes that span id only, rather than building the package's inspector:
// result facts are computed in every dependency, most of which never
// need one.
func (cf *Control) funcOf(n ast.Node) (ast.Node, *ast.BlockStmt) {
	pos := n.Pos()
	decl := cf.vars.DeclAt(pos) // found by binary search: files have thousands
	if decl == nil {
		return nil, nil
	}
	var fn ast.Node
	var body *ast.BlockStmt
	ast.Inspect(decl, func(n ast.Node) bool {
		if n == nil || pos < n.Pos() || n.End() <= pos {
			return false
		}
		switch n := n.(type) {
		case *ast.FuncDecl:
			fn, body = n, n.Body
		case *ast.FuncLit:
			fn, body = n, n.Body
		}
		return true
	})
	return fn, body
}

// holds reports whether pos is in the function itself, not in a
// function literal inside it.
func (fg *funcGraph) holds(pos token.Pos) bool {
	if pos < fg.fn.Pos() || fg.fn.End() <= pos {
		return false
	}
	for _, lit := range fg.lits {
		if lit.Pos() <= pos && pos < lit.End() {
			return false
		}
	}
	return true
}

func (cf *Control) fileOf(pos token.Pos) *ast.File {
	return typesx.FileOf(cf.files, pos)
}

// taken returns, for each block of fg, whether it is live and, when
// untaken names edges a call never takes, reached from the entry by the
// others.
func (fg *funcGraph) taken(untaken map[[2]int32]bool) []bool {
	blocks := fg.g.Blocks
	out := make([]bool, len(blocks))
	if len(untaken) == 0 {
		for _, b := range blocks {
			out[b.Index] = b.Live
		}
		return out
	}
	if len(blocks) == 0 {
		return out
	}
	stack := []*cfg.Block{blocks[0]}
	out[0] = blocks[0].Live
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, c := range b.Succs {
			if !out[c.Index] && c.Live && !untaken[[2]int32{b.Index, c.Index}] {
				out[c.Index] = true
				stack = append(stack, c)
			}
		}
	}
	return out
}

// untaken returns the edges of fg, as block indexes from and to, that
// the call whose result is being resolved never takes: the branches of
// an if's or a loop's condition that reads one parameter bound to a
// constant (if prefix != "" { path = path + "/" + prefix }, called with
// prefix ""), which evaluates to the other branch. nil without bound
// arguments.
func (cf *Control) untaken(fg *funcGraph, sc scope) map[[2]int32]bool {
	if len(sc.args) == 0 {
		return nil
	}
	var out map[[2]int32]bool
	for _, b := range fg.g.Blocks {
		if len(b.Succs) != 2 || len(b.Nodes) == 0 || b.Succs[0] == b.Succs[1] {
			continue
		}
		cond, ok := b.Nodes[len(b.Nodes)-1].(ast.Expr)
		if !ok {
			continue
		}
		holds, ok := cf.boundCond(cond, sc)
		if !ok {
			continue
		}
		not := b.Succs[1]
		if !holds {
			not = b.Succs[0]
		}
		if out == nil {
			out = make(map[[2]int32]bool)
		}
		out[[2]int32{b.Index, not.Index}] = true
	}
	return out
}

// boundCond evaluates cond for the call whose result is being resolved:
// ok when it reads one parameter, bound to a constant argument, and
// nothing but constants besides (evalGuard).
func (cf *Control) boundCond(cond ast.Expr, sc scope) (holds, ok bool) {
	var param *types.Var
	several := false
	ast.Inspect(cond, func(n ast.Node) bool {
		if id, isID := n.(*ast.Ident); isID {
			if v, isVar := cf.info.Uses[id].(*types.Var); isVar {
				if _, bound := sc.args[v]; bound {
					several = several || param != nil && param != v
					param = v
				}
			}
		}
		return true
	})
	if param == nil || several {
		return false, false
	}
	s, ok := cf.boundConst(sc.args[param])
	if !ok {
		return false, false
	}
	return guard{cond, param}.holds(cf.info, s)
}

// boundConst returns the constant text of b's argument, or of the
// argument that the parameter it reads is bound to in turn, a call deeper
// each time (func (c *C) url(kind string) string { return c.base +
// kindPath(kind) }, called with "projects").
func (cf *Control) boundConst(b boundArg) (string, bool) {
	for range maxBoundDepth {
		if b.arg == nil {
			return "", false
		}
		if tv, ok := cf.info.Types[b.arg]; ok && tv.Value != nil {
			if tv.Value.Kind() != constant.String {
				return "", false
			}
			return constant.StringVal(tv.Value), true
		}
		id, ok := ast.Unparen(b.arg).(*ast.Ident)
		if !ok {
			return "", false
		}
		v, ok := cf.info.Uses[id].(*types.Var)
		if !ok {
			return "", false
		}
		if b, ok = b.env[v]; !ok {
			return "", false
		}
	}
	return "", false
}

// maxBoundDepth bounds the calls boundConst goes up through.
const maxBoundDepth = 8

// LiveAssignments returns the expressions assigned to the local
// variable id reads that can reach id (liveAssignments), or nil where
// the variable is assigned other than plainly.
func (f *Flow) LiveAssignments(id *ast.Ident) []ast.Expr {
	v := typesx.LocalVar(f.Info, f.Pkg, id)
	if v == nil {
		return nil
	}
	vi := f.VarInfo(v)
	if vi == nil || vi.Opaque() || len(vi.Adds) > 0 {
		return nil
	}
	return f.Control.liveAssignments(v, id, vi.assignments(), scope{})
}

// Replaced returns the assignments of the parameter id reads that can
// reach id, when every path to id assigns it: the argument never reaches
// id as it is (host = wrap(host) first). It is nil for any other read,
// and where the parameter is assigned other than plainly.
func (f *Flow) Replaced(id *ast.Ident) []ast.Expr {
	v := typesx.LocalVar(f.Info, f.Pkg, id)
	if v == nil || !typesx.IsParam(v) {
		return nil
	}
	vi := f.VarInfo(v)
	if vi == nil || vi.Opaque() || len(vi.Adds) > 0 || len(vi.Rhs) == 0 {
		return nil
	}
	live, entry := f.Control.reachingAt(v, id, vi.Rhs, scope{})
	if entry {
		return nil
	}
	return live
}
