package facts

import "fmt"

// ValidatorFact is attached to a function with one bool result that
// returns true only where its string parameter Param matches the regexp
// Pattern (Perl syntax), compiled once from a constant:
//
//	var importPath = regexp.MustCompile(`^[a-z0-9.-]+(/[A-Za-z0-9_.-]+)+$`)
//
//	func IsImportPath(p string) bool { return importPath.MatchString(p) }
//
// A caller's string that the function accepted, in the branch where it
// returned true, is made of the characters the pattern admits.
type ValidatorFact struct {
	Param   int // the parameter tested, receiver excluded
	Pattern string
}

func (*ValidatorFact) AFact() {}

func (f *ValidatorFact) String() string {
	return fmt.Sprintf("urlValidates(%d ~ %q)", f.Param, f.Pattern)
}
