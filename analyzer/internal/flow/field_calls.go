package flow

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"
)

// What a call does to a field's storage, for the write-order flow
// (field_order.go). A call runs the package's functions it names, and,
// through a function value that takes the storage's holder (an option,
// func(*client) error), the package's functions of the value's type: a
// value made outside the package is taken to write none of the package's
// fields. Those functions write the field's assignments they hold, and so
// do the functions they name, at any depth; any other call runs code the
// package does not show, which changes the storage only where it can
// reach it (the storage is shared).
//
//	c := new(client)
//	c.config = new(config)
//	c.log = log.New(w, "", 0) // cannot reach c
//	for _, opt := range opts {
//		opt(c) // what WithAddress and the other options write
//	}
//	c.oauth.AuthURL = c.config.Address + "/login/oauth/authorize"

// maxCallFuncs bounds the functions followed for what one call writes.
const maxCallFuncs = 64

// A callWrites is what running a call may do to a field's storage: the
// assignments of the field it may run (by index), whether it runs code
// the package does not show (unknown: it changes shared storage), and
// whether it may store over a holder of the field (clobber: anything may
// hold after it).
type callWrites struct {
	assigns          []int
	unknown, clobber bool
}

// add merges what another call does.
func (w *callWrites) add(o callWrites) {
	w.assigns = append(w.assigns, o.assigns...)
	w.unknown = w.unknown || o.unknown
	w.clobber = w.clobber || o.clobber
}

// callWrites returns what call does to a storage of field fld, whose
// assignments are assigns; asked once per call and field.
func (fr *Fields) callWrites(call *ast.CallExpr, fld *types.Var, assigns []fieldAssign) callWrites {
	key := callField{call, fld}
	if w, ok := fr.calls[key]; ok {
		return w
	}
	var w callWrites
	if !fr.harmlessCall(call) {
		if fns, ok := fr.callRuns(call, fld); ok {
			w = fr.funcsWrite(fns, fld, assigns)
		} else {
			w.unknown = true
		}
	}
	if fr.calls == nil {
		fr.calls = make(map[callField]callWrites)
	}
	fr.calls[key] = w
	return w
}

// A callField keys what a call does to a field.
type callField struct {
	call *ast.CallExpr
	fld  *types.Var
}

// callRuns returns the functions of the package call runs, where the
// package shows them all: the function or method it names, or the
// functions of the type of the function value it calls, when that type
// takes a holder of fld.
func (fr *Fields) callRuns(call *ast.CallExpr, fld *types.Var) ([]ast.Node, bool) {
	info := fr.f.Info
	if fn := typeutil.StaticCallee(info, call); fn != nil {
		if d := fr.declOf(fn); d != nil {
			return []ast.Node{d}, true
		}
		return nil, false
	}
	switch typeutil.Callee(info, call).(type) {
	case nil, *types.Var:
	default:
		return nil, false // a method of an interface, a builtin
	}
	t := info.TypeOf(call.Fun)
	if t == nil {
		return nil, false
	}
	sig, ok := t.Underlying().(*types.Signature)
	if !ok || !fr.takesHolder(sig, fld) {
		return nil, false
	}
	return fr.funcsOfType(sig), true
}

// declOf returns the declaration of fn in the package, or nil.
func (fr *Fields) declOf(fn *types.Func) *ast.FuncDecl {
	if fr.f.Calls == nil || fn.Pkg() != fr.f.Pkg {
		return nil
	}
	if d := fr.f.Calls.Decl(fn.Origin()); d != nil && d.Body != nil {
		return d
	}
	return nil
}

// takesHolder reports whether a function of type sig takes a parameter
// through which fld can be written: a holder of fld.
func (fr *Fields) takesHolder(sig *types.Signature, fld *types.Var) bool {
	for v := range sig.Params().Variables() {
		if holdsField(v.Type(), fld, 0) {
			return true
		}
	}
	return false
}

// holdsField reports whether a value of type t holds field fld: t, or the
// type t points to, is a struct with fld or with a field of such a type.
func holdsField(t types.Type, fld *types.Var, depth int) bool {
	if depth > 4 || t == nil {
		return false
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return false
	}
	for f := range st.Fields() {
		if f.Origin() == fld || holdsField(f.Type(), fld, depth+1) {
			return true
		}
	}
	return false
}

// funcsOfType returns the function declarations and literals of the
// package of type sig (a method's receiver is not part of it), found in
// one walk of the package.
func (fr *Fields) funcsOfType(sig *types.Signature) []ast.Node {
	if fr.funcTypes == nil {
		fr.funcTypes = []typedFunc{}
		for _, file := range fr.f.Files {
			ast.Inspect(file, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.FuncDecl:
					if fn, ok := fr.f.Info.Defs[n.Name].(*types.Func); ok && n.Body != nil {
						fr.funcTypes = append(fr.funcTypes, typedFunc{n, fn.Signature()})
					}
				case *ast.FuncLit:
					if s, ok := fr.f.Info.TypeOf(n).(*types.Signature); ok {
						fr.funcTypes = append(fr.funcTypes, typedFunc{n, s})
					}
				}
				return true
			})
		}
	}
	var out []ast.Node
	for _, tf := range fr.funcTypes {
		if types.Identical(tf.sig, sig) {
			out = append(out, tf.fn)
		}
	}
	return out
}

// A typedFunc is a function declaration or literal and its type.
type typedFunc struct {
	fn  ast.Node
	sig *types.Signature
}

// funcsWrite returns what running fns may do to a storage of fld: the
// assignments of fld they hold, and those of the functions they name or
// call as options, at any depth (function literals inside included).
func (fr *Fields) funcsWrite(fns []ast.Node, fld *types.Var, assigns []fieldAssign) callWrites {
	var w callWrites
	seen := make(map[ast.Node]bool)
	for len(fns) > 0 {
		fn := fns[len(fns)-1]
		fns = fns[:len(fns)-1]
		if seen[fn] {
			continue
		}
		if seen[fn] = true; len(seen) > maxCallFuncs {
			return callWrites{clobber: true}
		}
		for i, a := range assigns {
			if fn.Pos() <= a.Rhs.Pos() && a.Rhs.Pos() < fn.End() {
				w.assigns = append(w.assigns, i)
			}
		}
		ast.Inspect(fn, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.AssignStmt:
				for _, l := range n.Lhs {
					if _, local := ast.Unparen(l).(*ast.Ident); !local && holdsField(fr.f.Info.TypeOf(l), fld, 0) {
						w.clobber = true // a holder stored over: anything may hold
					}
				}
			case *ast.Ident:
				if f, ok := fr.f.Info.Uses[n].(*types.Func); ok {
					if d := fr.declOf(f); d != nil {
						fns = append(fns, d)
					}
				}
			case *ast.CallExpr:
				if fr.harmlessCall(n) {
					break
				}
				if typeutil.StaticCallee(fr.f.Info, n) != nil {
					if fr.declOf(typeutil.StaticCallee(fr.f.Info, n)) == nil {
						w.unknown = true
					}
					break // a function of the package: its identifier is followed
				}
				if runs, ok := fr.callRuns(n, fld); ok {
					fns = append(fns, runs...)
				} else {
					w.unknown = true
				}
			}
			return true
		})
	}
	return w
}
