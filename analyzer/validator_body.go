package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"maps"
	"slices"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// knowledge is what the statements before a point of a validator's body
// prove of its parameter where they let it run on: a pattern of the
// whole text, or patterns of the parts strings.Split made of it.
type knowledge struct {
	whole string
	split *splitParts
}

// splitParts is what is known of parts, a variable assigned
// strings.Split(p, sep) once and only read: parts[i] matches at[i], and
// each of parts[from:] matches rest.
type splitParts struct {
	parts *types.Var
	sep   string
	at    map[int]string
	from  int
	rest  string
}

// pattern returns the pattern the whole text matches where k holds, or
// "": with parts[:from] and each of parts[from:] known, the parts joined
// by the separator.
func (k knowledge) pattern() string {
	if k.whole != "" {
		return k.whole
	}
	s := k.split
	if s == nil || s.rest == "" {
		return ""
	}
	sep := quoteText(s.sep)
	var b strings.Builder
	b.WriteString("^")
	for i := 0; i < s.from; i++ {
		body, ok := wholeBody(s.at[i])
		if !ok {
			return ""
		}
		if i > 0 {
			b.WriteString(sep)
		}
		b.WriteString("(?:" + body + ")")
	}
	rest, ok := wholeBody(s.rest)
	if !ok {
		return ""
	}
	if s.from == 0 {
		b.WriteString("(?:" + rest + ")")
	}
	b.WriteString("(?:" + sep + "(?:" + rest + "))*$")
	return b.String()
}

// withPart returns k with part i of the split known to match pattern
// (i < 0: each part from -i-1 on).
func (k knowledge) withPart(i int, pattern string) knowledge {
	s := *k.split
	if i < 0 {
		if from := -i - 1; s.rest == "" || from < s.from {
			s.from, s.rest = from, pattern
		}
	} else if s.at[i] == "" {
		s.at = maps.Clone(s.at)
		if s.at == nil {
			s.at = make(map[int]string)
		}
		s.at[i] = pattern
	}
	k.split = &s
	return k
}

// validatorBody reads the body of a function for what its returns prove
// of its parameter p.
type validatorBody struct {
	*validators
	p        *types.Var
	body     *ast.BlockStmt
	depth    int
	ok       bool     // every return read so far proves a pattern or returns false
	patterns []string // what the returns that may return true prove
}

// stmts reads list, before which k holds.
func (w *validatorBody) stmts(list []ast.Stmt, k knowledge) {
	for _, st := range list {
		if !w.ok {
			return
		}
		k = w.stmt(st, k)
	}
}

// stmt reads st, before which k holds, and returns what holds after it.
func (w *validatorBody) stmt(st ast.Stmt, k knowledge) knowledge {
	whole := w.wholeProof()
	switch st := st.(type) {
	case *ast.ReturnStmt:
		w.ret(st, k)
		return k
	case *ast.BlockStmt:
		w.stmts(st.List, k)
		return k
	case *ast.IfStmt:
		w.returns(st.Init, k)
		in, out := k, k
		if p := w.proves(st.Cond, whole); p != "" && k.whole == "" {
			in.whole = p
		}
		if p := w.refutes(st.Cond, whole); p != "" && k.whole == "" {
			out.whole = p
		}
		if k.split != nil {
			for _, i := range w.partsRead(st.Cond, k.split.parts) {
				pf := w.partProof(k.split.parts, i)
				if p := w.proves(st.Cond, pf); p != "" {
					in = in.withPart(i, p)
				}
				if p := w.refutes(st.Cond, pf); p != "" {
					out = out.withPart(i, p)
				}
			}
		}
		w.stmts(st.Body.List, in)
		if st.Else != nil {
			w.stmt(st.Else, out)
			return k
		}
		if typesx.LeavesFunc(w.pass.TypesInfo, st.Body) {
			return out
		}
		return k
	case *ast.AssignStmt:
		w.returns(st, k)
		if parts, sep := w.splitOf(st); parts != nil {
			k.split = &splitParts{parts: parts, sep: sep}
		}
		return k
	case *ast.RangeStmt:
		w.stmts(st.Body.List, k)
		if call, ok := ast.Unparen(st.X).(*ast.CallExpr); ok && k.whole == "" {
			// for _, part := range strings.Split(p, sep)
			if sep := w.splitsParam(call); sep != "" {
				if _, p := w.checksEach(st, nil); p != "" {
					k.split = &splitParts{sep: sep}
					return k.withPart(-1, p)
				}
			}
		}
		if k.split != nil && k.split.parts != nil {
			if from, p := w.checksEach(st, k.split.parts); p != "" {
				return k.withPart(-from-1, p)
			}
		}
		return k
	}
	w.returns(st, k)
	return k
}

// returns reads the returns in n, where k holds, outside function
// literals.
func (w *validatorBody) returns(n ast.Node, k knowledge) {
	if n == nil {
		return
	}
	ast.Inspect(n, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			w.ret(n, k)
		}
		return w.ok
	})
}

// ret reads a return, where k holds.
func (w *validatorBody) ret(st *ast.ReturnStmt, k knowledge) {
	if len(st.Results) != 1 {
		w.ok = false
		return
	}
	b, isConst := w.constBool(st.Results[0])
	if isConst && !b {
		return
	}
	if p := k.pattern(); p != "" {
		w.patterns = append(w.patterns, p)
		return
	}
	if isConst {
		w.ok = false
		return
	}
	if p := w.proves(st.Results[0], w.wholeProof()); p != "" {
		w.patterns = append(w.patterns, p)
		return
	}
	w.ok = false
}

// splitOf returns parts and sep where st is parts := strings.Split(p,
// sep) (or =), sep a constant other than "", and the body only reads
// parts: by a constant index, with len, or as what a range statement
// ranges over (parts, or parts[j:] for a constant j).
func (w *validatorBody) splitOf(st *ast.AssignStmt) (*types.Var, string) {
	if len(st.Lhs) != 1 || len(st.Rhs) != 1 {
		return nil, ""
	}
	id, ok := st.Lhs[0].(*ast.Ident)
	call, isCall := ast.Unparen(st.Rhs[0]).(*ast.CallExpr)
	if !ok || !isCall {
		return nil, ""
	}
	sep := w.splitsParam(call)
	parts, ok := w.pass.TypesInfo.ObjectOf(id).(*types.Var)
	if sep == "" || !ok || parts.Parent() == w.pass.Pkg.Scope() {
		return nil, ""
	}
	info := w.pass.TypesInfo
	read := true
	ast.PreorderStack(w.body, nil, func(n ast.Node, stack []ast.Node) bool {
		use, ok := n.(*ast.Ident)
		if !read || !ok || info.Uses[use] != parts {
			return read
		}
		parent := stack[len(stack)-1]
		switch e := parent.(type) {
		case *ast.IndexExpr:
			read = e.X == use && !writtenAt(stack[:len(stack)-1], e)
		case *ast.CallExpr:
			b, isBuiltin := info.Uses[calleeIdent(e)].(*types.Builtin)
			read = isBuiltin && b.Name() == "len"
		case *ast.RangeStmt:
			read = e.X == use
		case *ast.SliceExpr:
			_, isConst := constInt(info, e.Low)
			rs, isRange := stack[len(stack)-2].(*ast.RangeStmt)
			read = e.Low != nil && isConst && e.High == nil && !e.Slice3 && isRange && rs.X == e
		default:
			read = false
		}
		return read
	})
	if !read {
		return nil, ""
	}
	return parts, sep
}

// splitsParam returns sep where call is strings.Split(p, sep), sep a
// constant other than "", or "".
func (w *validatorBody) splitsParam(call *ast.CallExpr) string {
	if len(call.Args) != 2 || !callRow(w.pass.TypesInfo, call).SplitsAll || !w.isVar(call.Args[0], w.p) {
		return ""
	}
	return constantString(w.pass.TypesInfo.Types[call.Args[1]])
}

// writtenAt reports whether e, whose ancestors are stack, is assigned:
// on the left of an assignment, of ++ or --, or of a range, or has its
// address taken.
func writtenAt(stack []ast.Node, e ast.Expr) bool {
	switch p := stack[len(stack)-1].(type) {
	case *ast.UnaryExpr:
		return p.Op == token.AND
	case *ast.AssignStmt:
		return slices.Contains(p.Lhs, e)
	case *ast.IncDecStmt:
		return p.X == e
	case *ast.RangeStmt:
		return p.Key == e || p.Value == e
	}
	return false
}

// constInt returns the value of e, a constant integer.
func constInt(info *types.Info, e ast.Expr) (int, bool) {
	if e == nil {
		return 0, false
	}
	tv := info.Types[e]
	if tv.Value == nil || tv.Value.Kind() != constant.Int {
		return 0, false
	}
	i, exact := constant.Int64Val(tv.Value)
	return int(i), exact && i >= 0 && i < 1<<16
}

// partsRead returns the constant indexes at which cond reads parts.
func (w *validatorBody) partsRead(cond ast.Expr, parts *types.Var) []int {
	var out []int
	ast.Inspect(cond, func(n ast.Node) bool {
		if ix, ok := n.(*ast.IndexExpr); ok && w.isVar(ix.X, parts) {
			if i, ok := constInt(w.pass.TypesInfo, ix.Index); ok && !slices.Contains(out, i) {
				out = append(out, i)
			}
		}
		_, lit := n.(*ast.FuncLit)
		return !lit
	})
	return out
}

// checksEach returns j and a pattern where loop is a range over parts[j:]
// (or parts, j = 0; with parts nil, over the split itself) whose body starts with an if that leaves the function
// where the part (the range's value, or parts[key]) does not match the
// pattern, and has no break: every part from j on matches it where the
// function goes on after the loop.
func (w *validatorBody) checksEach(loop *ast.RangeStmt, parts *types.Var) (int, string) {
	from := 0
	x := ast.Unparen(loop.X)
	if sl, ok := x.(*ast.SliceExpr); ok && parts != nil {
		var isConst bool
		if from, isConst = constInt(w.pass.TypesInfo, sl.Low); !isConst || sl.High != nil || sl.Slice3 {
			return 0, ""
		}
		x = ast.Unparen(sl.X)
	}
	if parts != nil && !w.isVar(x, parts) || len(loop.Body.List) == 0 || jumps(loop.Body, token.BREAK) {
		return 0, ""
	}
	first, ok := loop.Body.List[0].(*ast.IfStmt)
	if !ok || first.Init != nil || first.Else != nil || !typesx.LeavesFunc(w.pass.TypesInfo, first.Body) {
		return 0, ""
	}
	var pf proof
	info := w.pass.TypesInfo
	if v, ok := info.ObjectOf(identOf(loop.Value)).(*types.Var); ok {
		pf = w.varProof(v, w.body)
		pf.depth = w.depth
	} else if key, ok := info.ObjectOf(identOf(loop.Key)).(*types.Var); ok && parts != nil && from == 0 && identOf(loop.Value) == nil {
		pf = proof{is: func(e ast.Expr) bool {
			ix, ok := ast.Unparen(e).(*ast.IndexExpr)
			return ok && w.isVar(ix.X, parts) && w.isVar(ix.Index, key)
		}, scope: w.body, depth: w.depth}
	} else {
		return 0, ""
	}
	return from, w.refutes(first.Cond, pf)
}

// identOf returns e, an identifier other than _, or nil.
func identOf(e ast.Expr) *ast.Ident {
	id, ok := e.(*ast.Ident)
	if !ok || id.Name == "_" {
		return nil
	}
	return id
}

// jumps reports whether n holds a branch statement of kind tok outside
// function literals.
func jumps(n ast.Node, tok token.Token) bool {
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		if b, ok := n.(*ast.BranchStmt); ok && b.Tok == tok {
			found = true
		}
		_, lit := n.(*ast.FuncLit)
		return !found && !lit
	})
	return found
}

// wholeProof is the proof of a pattern of the parameter.
func (w *validatorBody) wholeProof() proof {
	pf := w.varProof(w.p, w.body)
	pf.depth = w.depth
	return pf
}

// partProof is the proof of a pattern of parts[i].
func (w *validatorBody) partProof(parts *types.Var, i int) proof {
	return proof{is: func(e ast.Expr) bool {
		ix, ok := ast.Unparen(e).(*ast.IndexExpr)
		if !ok || !w.isVar(ix.X, parts) {
			return false
		}
		j, ok := constInt(w.pass.TypesInfo, ix.Index)
		return ok && i == j
	}, scope: w.body, depth: w.depth}
}
