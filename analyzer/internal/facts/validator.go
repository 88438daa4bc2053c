package facts

import "fmt"

// ValidatorFact is attached to a function with one bool result that
// returns true only where its string parameter Param matches the regexp
// Pattern (Perl syntax): one compiled once from a constant,
//
//	var importPath = regexp.MustCompile(`^[a-z0-9.-]+(/[A-Za-z0-9_.-]+)+$`)
//
//	func IsImportPath(p string) bool { return importPath.MatchString(p) }
//
// or the parts of a split each such a pattern accepts, joined by the
// separator, or the characters of the keys of a table of constant keys
// the text was found in.
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

// PackageValidatorsFact is a package fact: the package exports Count
// ValidatorFacts, so that an importer that neither imports regexp nor
// declares a table of keys is read for the values they accept.
type PackageValidatorsFact struct{ Count int }

func (*PackageValidatorsFact) AFact() {}

func (f *PackageValidatorsFact) String() string { return fmt.Sprintf("urlValidators(%d)", f.Count) }
