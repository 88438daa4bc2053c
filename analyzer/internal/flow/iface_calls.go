package flow

import (
	"go/ast"
	"go/types"
)

// implementations returns the methods a call of m may run, where m is a
// method of an interface type of the package: the method of that name
// of each named type of the package that implements the interface
// (itself or through its pointer) and declares the method here, not a
// type that only embeds an interface with it. A call
// opt.ToURL(base) of an Options interface whose GeoOptions builds the
// URL is resolved through GeoOptions.ToURL. Nil for any other m.
func (cl *CallFlow) implementations(m *types.Func) []*types.Func {
	recv := m.Signature().Recv()
	if recv == nil || m.Pkg() != cl.f.Pkg {
		return nil
	}
	iface, ok := recv.Type().Underlying().(*types.Interface)
	if !ok {
		return nil
	}
	if impls, ok := cl.impls[m]; ok {
		return impls
	}
	var impls []*types.Func
	scope := cl.f.Pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() || types.IsInterface(tn.Type()) {
			continue
		}
		named, ok := tn.Type().(*types.Named)
		if !ok || named.TypeParams().Len() > 0 {
			continue
		}
		var t types.Type = named
		if !types.Implements(t, iface) {
			if t = types.NewPointer(named); !types.Implements(t, iface) {
				continue
			}
		}
		obj, _, _ := types.LookupFieldOrMethod(t, false, cl.f.Pkg, m.Name())
		fn, ok := obj.(*types.Func)
		if !ok || fn.Pkg() != cl.f.Pkg || types.IsInterface(fn.Signature().Recv().Type()) {
			continue // a struct that embeds the interface: its method is the interface's own
		}
		impls = append(impls, fn)
	}
	if len(impls) > maxImpls {
		impls = nil // a method every type of the package has (String): not one URL's maker
	}
	if cl.impls == nil {
		cl.impls = make(map[*types.Func][]*types.Func)
	}
	cl.impls[m] = impls
	return impls
}

// maxImpls bounds the implementations a call of an interface method is
// resolved through: each is summarized, and a URL is built by a few.
const maxImpls = 8

// implResult resolves result i of call, a call of an interface method
// of the package, as the union of the results of its implementations
// (implementations). An exported interface may be implemented by its
// importers too: what they return is not known here.
func (cl *CallFlow) implResult(m *types.Func, impls []*types.Func, call *ast.CallExpr, i, shift int, sc scope) ([]Value, Reason) {
	var out []Value
	var why Reason
	for _, fn := range impls {
		vals, w := cl.funcResult(fn, call, i, shift, sc)
		out = append(out, vals...)
		why = MergeReason(why, w)
	}
	if recv := m.Signature().Recv(); recv != nil {
		if n, ok := types.Unalias(recv.Type()).(*types.Named); !ok || n.Obj().Exported() {
			why = MergeReason(why, ReasonCall)
		}
	}
	return out, why
}
