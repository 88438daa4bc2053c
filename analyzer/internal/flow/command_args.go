package flow

import (
	"go/ast"
	"go/types"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// paramWhy is the reason a parameter is not followed: "input" for the
// arguments a command receives from its command line, as for os.Args
// (commandArgs); "parameter" otherwise.
func (og *Origins) paramWhy(v *types.Var) Reason {
	if og.commandArgs(v) {
		return ReasonInput
	}
	return ReasonParameter
}

// commandArgs reports whether v is the args parameter of a cobra
// command's Run or RunE, func(cmd *cobra.Command, args []string): the
// second parameter, a []string, of a function whose first is a
// *cobra.Command (named or not).
func (og *Origins) commandArgs(v *types.Var) bool {
	s, ok := v.Type().(*types.Slice)
	if !ok || !typesx.IsString(s.Elem()) || v.Kind() != types.ParamVar {
		return false
	}
	sig := og.signatureOf(v)
	if sig == nil || sig.Params().Len() != 2 || sig.Params().At(1) != v {
		return false
	}
	return typesx.IsNamed(sig.Params().At(0).Type(), "github.com/spf13/cobra", "Command", true)
}

// signatureOf returns the signature of the function declaration or
// literal of this package whose parameter list declares v, or nil.
func (og *Origins) signatureOf(v *types.Var) *types.Signature {
	pos := v.Pos()
	decl := og.f.vars.DeclAt(pos)
	if decl == nil {
		return nil
	}
	var sig *types.Signature
	ast.Inspect(decl, func(n ast.Node) bool {
		if sig != nil || n == nil || pos < n.Pos() || n.End() <= pos {
			return false
		}
		var ft *ast.FuncType
		var t types.Type
		switch n := n.(type) {
		case *ast.FuncDecl:
			ft = n.Type
			if obj := og.f.Info.Defs[n.Name]; obj != nil {
				t = obj.Type()
			}
		case *ast.FuncLit:
			ft, t = n.Type, og.f.Info.TypeOf(n)
		}
		if ft != nil && ft.Params != nil && ft.Params.Pos() <= pos && pos < ft.Params.End() {
			sig, _ = t.(*types.Signature)
		}
		return true
	})
	return sig
}
