package flow

import (
	"go/ast"
	"go/token"
	"go/types"
	"iter"
	"slices"
	"sort"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// Vars is the index of the assignments of a package's variables and the
// declarations of its constants, built declaration by declaration on
// first need: most packages and most functions are never indexed.
type Vars struct {
	info  *types.Info
	pkg   *types.Package
	files []*ast.File

	vars      map[*types.Var]*VarInfo
	consts    map[*types.Const]ast.Expr
	indexed   map[ast.Decl]bool // top-level declarations indexed
	all       bool              // every declaration is indexed
	allConsts bool              // every constant declaration is indexed
}

// newVars returns the empty index of the variables of files.
func newVars(info *types.Info, pkg *types.Package, files []*ast.File) *Vars {
	return &Vars{
		info:    info,
		pkg:     pkg,
		files:   files,
		vars:    make(map[*types.Var]*VarInfo),
		consts:  make(map[*types.Const]ast.Expr),
		indexed: make(map[ast.Decl]bool),
	}
}

// VarInfo records the assignments of a variable.
type VarInfo struct {
	Rhs     []ast.Expr
	Escapes bool // address taken, assigned from a tuple or by op=, ranged over
	// EscapesOther is escapes for a reason other than an extension of
	// the variable, recorded in adds (s += "?" + q).
	EscapesOther bool
	Adds         []*ast.AssignStmt
	First        []*ast.CallExpr // calls whose first result the variable is assigned (u, err := f())
	Results      []resultAssign  // tuple assignments from a call (u, err := f()), not counted in escapes
}

// Opaque reports whether the variable is assigned other than plainly.
func (vi *VarInfo) Opaque() bool { return vi.Escapes || len(vi.Results) > 0 }

// Tuple returns the tuple assignments of the variable: the call of each
// and the index of the result the variable takes.
func (vi *VarInfo) Tuple() iter.Seq2[*ast.CallExpr, int] {
	return func(yield func(*ast.CallExpr, int) bool) {
		for _, r := range vi.Results {
			if !yield(r.call, r.index) {
				return
			}
		}
	}
}

// escape records that the variable is assigned other than plainly or
// extended.
func (vi *VarInfo) escape() { vi.Escapes, vi.EscapesOther = true, true }

// assignments returns the expressions assigned to the variable: plain
// right-hand sides, and the calls of tuple assignments.
func (vi *VarInfo) assignments() []ast.Expr {
	if len(vi.Results) == 0 {
		return vi.Rhs
	}
	out := append([]ast.Expr(nil), vi.Rhs...)
	for _, r := range vi.Results {
		out = append(out, r.call)
	}
	return out
}

// indexAround indexes, on first use, the declarations where obj can be
// assigned: the top-level declaration holding a local variable or
// constant, every declaration for a package-level variable, the constant
// declarations for a package-level constant. Most packages and most
// functions are never indexed.
func (vs *Vars) indexAround(obj types.Object) {
	if obj.Parent() != vs.pkg.Scope() {
		if d := vs.DeclAt(obj.Pos()); d != nil {
			vs.indexDecl(d)
		}
		return
	}
	_, isConst := obj.(*types.Const)
	if vs.all || isConst && vs.allConsts {
		return
	}
	for _, file := range vs.files {
		for _, d := range file.Decls {
			if gd, ok := d.(*ast.GenDecl); isConst && (!ok || gd.Tok != token.CONST) {
				continue
			}
			vs.indexDecl(d)
		}
	}
	vs.allConsts = true
	vs.all = vs.all || !isConst
}

// indexDecl indexes the assignments and constants of one top-level
// declaration, once.
func (vs *Vars) indexDecl(d ast.Decl) {
	if !vs.indexed[d] {
		vs.indexed[d] = true
		inspect(d, vs.indexNode)
	}
}

// DeclAt returns the top-level declaration holding pos.
func (vs *Vars) DeclAt(pos token.Pos) ast.Decl {
	file := typesx.FileOf(vs.files, pos)
	if file == nil {
		return nil
	}
	i := sort.Search(len(file.Decls), func(i int) bool { return file.Decls[i].End() > pos })
	if i < len(file.Decls) && file.Decls[i].Pos() <= pos {
		return file.Decls[i]
	}
	return nil
}

// declaration returns the assignment or value spec that declares v, a
// variable of the package, by one of its names (v := x, a, v := f(),
// var v = x), and the index of that name; nil when v is declared
// otherwise (a parameter, a range key) or not in the package's files.
// It reads only the nodes of v's top-level declaration that hold v's
// name, not the whole declaration as the index of its assignments (Of)
// does.
func (vs *Vars) declaration(v *types.Var) (decl ast.Node, index int) {
	pos := v.Pos()
	d := vs.DeclAt(pos)
	if d == nil {
		return nil, 0
	}
	inspect(d, func(n ast.Node) bool {
		if decl != nil || pos < n.Pos() || pos >= n.End() {
			return false
		}
		switch n := n.(type) {
		case *ast.AssignStmt:
			if n.Tok == token.DEFINE {
				if i := slices.IndexFunc(n.Lhs, func(e ast.Expr) bool { return e.Pos() == pos }); i >= 0 {
					decl, index = n, i
				}
			}
		case *ast.ValueSpec:
			if i := slices.IndexFunc(n.Names, func(id *ast.Ident) bool { return id.Pos() == pos }); i >= 0 {
				decl, index = n, i
			}
		}
		return decl == nil
	})
	return decl, index
}

// declaredWith returns the value v is declared with (v := x, var v =
// x), one of its assignments (VarInfo.Rhs), or nil when it has none.
func (vs *Vars) declaredWith(v *types.Var) ast.Expr {
	return declValue(vs.declaration(v))
}

// declValue returns the value of name i of decl, an assignment or value
// spec (declaration), when the declaration gives each name one.
func declValue(decl ast.Node, i int) ast.Expr {
	switch d := decl.(type) {
	case *ast.AssignStmt:
		if len(d.Lhs) == len(d.Rhs) {
			return d.Rhs[i]
		}
	case *ast.ValueSpec:
		if len(d.Names) == len(d.Values) {
			return d.Values[i]
		}
	}
	return nil
}

func (vs *Vars) entry(id ast.Expr) *VarInfo {
	id = ast.Unparen(id)
	ident, ok := id.(*ast.Ident)
	if !ok {
		return nil
	}
	obj := vs.info.Defs[ident]
	if obj == nil {
		obj = vs.info.Uses[ident]
	}
	v, ok := obj.(*types.Var)
	if !ok {
		return nil
	}
	vi := vs.vars[v]
	if vi == nil {
		vi = new(VarInfo)
		vs.vars[v] = vi
	}
	return vi
}

func (vs *Vars) indexNode(n ast.Node) bool {
	switch n := n.(type) {
	case *ast.Ident, *ast.BasicLit, *ast.CommentGroup:
		return false // see bare
	case *ast.AssignStmt:
		for i, lhs := range n.Lhs {
			vi := vs.entry(lhs)
			if vi == nil {
				continue
			}
			if len(n.Lhs) == len(n.Rhs) && (n.Tok == token.ASSIGN || n.Tok == token.DEFINE) {
				vi.Rhs = append(vi.Rhs, n.Rhs[i])
				continue
			}
			if i == 0 && vs.commaOkIndex(n) {
				vi.Rhs = append(vi.Rhs, n.Rhs[0]) // u, ok := m[k]: u is m[k]
				continue
			}
			if n.Tok == token.ADD_ASSIGN && len(n.Lhs) == 1 && len(n.Rhs) == 1 {
				vi.Adds = append(vi.Adds, n)
				vi.Escapes = true
				continue
			}
			if call, ok := ast.Unparen(n.Rhs[0]).(*ast.CallExpr); ok && i == 0 && len(n.Rhs) == 1 {
				vi.First = append(vi.First, call)
			}
			if !vs.noteResult(vi, n.Tok, n.Rhs, i) {
				vi.escape()
			}
		}
	case *ast.ValueSpec:
		if len(n.Values) == len(n.Names) {
			for i, name := range n.Names {
				if c, ok := vs.info.Defs[name].(*types.Const); ok {
					vs.consts[c] = n.Values[i]
				}
			}
		}
		for i, name := range n.Names {
			vi := vs.entry(name)
			if vi == nil {
				continue
			}
			if len(n.Values) == len(n.Names) {
				vi.Rhs = append(vi.Rhs, n.Values[i])
			} else if len(n.Values) > 0 && !vs.noteResult(vi, token.VAR, n.Values, i) {
				vi.escape()
			}
		}
	case *ast.UnaryExpr:
		if n.Op == token.AND {
			if vi := vs.entry(n.X); vi != nil {
				vi.escape()
			}
		}
	case *ast.RangeStmt:
		for _, e := range []ast.Expr{n.Key, n.Value} {
			if e != nil {
				if vi := vs.entry(e); vi != nil {
					vi.escape()
				}
			}
		}
	case *ast.IncDecStmt:
		if vi := vs.entry(n.X); vi != nil {
			vi.escape()
		}
	case *ast.SelectorExpr:
		// Only a variable named by an identifier has an entry: test
		// that first, a selection's lookup costs more.
		if _, isID := ast.Unparen(n.X).(*ast.Ident); isID && takesAddress(vs.info, n) {
			if vi := vs.entry(n.X); vi != nil {
				vi.escape()
			}
		}
	}
	return true
}

// commaOkIndex reports whether n is a comma-ok read of a map, u, ok :=
// m[k] (or =).
func (vs *Vars) commaOkIndex(n *ast.AssignStmt) bool {
	if len(n.Lhs) != 2 || len(n.Rhs) != 1 || n.Tok != token.ASSIGN && n.Tok != token.DEFINE {
		return false
	}
	ix, ok := ast.Unparen(n.Rhs[0]).(*ast.IndexExpr)
	if !ok {
		return false
	}
	_, isMap := typesx.Under(vs.info.TypeOf(ix.X)).(*types.Map)
	return isMap
}

// takesAddress reports whether sel, x.M, takes the address of x
// implicitly: M has a pointer receiver and x is not a pointer, so a call
// x.M() or a method value x.M can change x (a variable of a named string
// type, say).
func takesAddress(info *types.Info, sel *ast.SelectorExpr) bool {
	s := info.Selections[sel]
	if s == nil || s.Kind() != types.MethodVal {
		return false
	}
	sig, ok := s.Obj().Type().(*types.Signature)
	if !ok || sig.Recv() == nil {
		return false
	}
	_, ptrRecv := sig.Recv().Type().Underlying().(*types.Pointer)
	_, ptrX := s.Recv().Underlying().(*types.Pointer)
	return ptrRecv && !ptrX && !clientMethod(s.Obj())
}

// clientMethod reports whether m is a method of net/http's Client, which
// reads the client's fields and neither writes them nor keeps its
// address: c.Get(u) of a c := http.Client{Transport: rt} leaves c's
// values as they were written.
func clientMethod(m types.Object) bool {
	return m.Pkg() != nil && m.Pkg().Path() == "net/http" && typesx.IsNamed(m.Type().(*types.Signature).Recv().Type(), "net/http", "Client", true)
}

// A resultAssign is an assignment of result index of call to a variable.
type resultAssign struct {
	call  *ast.CallExpr
	index int
}

// noteResult records, while indexing, that lhs is assigned result i of
// the call rhs in a tuple assignment or declaration; it reports whether
// it did.
func (vs *Vars) noteResult(vi *VarInfo, tok token.Token, rhs []ast.Expr, i int) bool {
	if len(rhs) != 1 || tok != token.ASSIGN && tok != token.DEFINE && tok != token.VAR {
		return false
	}
	call, ok := ast.Unparen(rhs[0]).(*ast.CallExpr)
	if !ok {
		return false
	}
	vi.Results = append(vi.Results, resultAssign{call, i})
	return true
}

// Of returns the assignments of v, indexing the declarations where it can
// be assigned on first need; nil for no variable of the package.
func (vs *Vars) Of(v *types.Var) *VarInfo {
	vs.indexAround(v)
	return vs.vars[v]
}

// Const returns the expression a constant of this package is declared
// with, or nil (an implicit repetition of the previous spec).
func (vs *Vars) Const(c *types.Const) ast.Expr {
	vs.indexAround(c)
	return vs.consts[c]
}

// KeptAsDeclared reports whether the package never replaces package-level
// variable v nor lets code change it through its address.
func (vs *Vars) KeptAsDeclared(v *types.Var, x *DataIndex) bool {
	vi := vs.vars[v]
	return vi != nil && !vi.Opaque() && len(vi.Rhs) == 1 && x.addr[v] == 0 && !x.other[v]
}
