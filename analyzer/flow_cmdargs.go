package analyzer

import (
	"go/types"
)

// paramWhy is the reason a parameter is not followed: "input" for the
// arguments a command receives from its command line, as for os.Args
// (commandArgs); "parameter" otherwise.
func paramWhy(v *types.Var) string {
	if commandArgs(v) {
		return "input"
	}
	return "parameter"
}

// commandArgs reports whether v is the args parameter of a cobra
// command's Run or RunE, func(cmd *cobra.Command, args []string): a
// []string parameter of a function that also takes a *cobra.Command.
func commandArgs(v *types.Var) bool {
	s, ok := v.Type().(*types.Slice)
	if !ok || !isString(s.Elem()) || v.Kind() != types.ParamVar || v.Parent() == nil {
		return false
	}
	scope := v.Parent()
	for _, name := range scope.Names() {
		if p, ok := scope.Lookup(name).(*types.Var); ok && p.Kind() == types.ParamVar && isNamed(p.Type(), "github.com/spf13/cobra", "Command", true) {
			return true
		}
	}
	return false
}
