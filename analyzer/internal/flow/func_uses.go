package flow

import (
	"go/ast"
	"go/types"
)

// A FuncUse is an identifier of the package that refers to a function.
type FuncUse struct {
	ID *ast.Ident
	Fn *types.Func
}

// FuncUses returns the uses of functions the type checker recorded
// (types.Info.Uses), in the order of one scan of the map, copied out of
// it on first need. The checks and facts that look for a few functions
// (a listener, a port's parser, a host name's source) then each scan a
// slice of a fraction of the uses, not the map of them all, which a
// large package holds by the million.
func (f *Flow) FuncUses() []FuncUse {
	if f.funcUses == nil {
		f.funcUses = make([]FuncUse, 0, len(f.Info.Uses)/8)
		for id, obj := range f.Info.Uses {
			if fn, ok := obj.(*types.Func); ok {
				f.funcUses = append(f.funcUses, FuncUse{id, fn})
			}
		}
	}
	return f.funcUses
}
