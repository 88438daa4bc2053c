package analyzer

import (
	"go/types"
	"slices"
	"testing"
)

// TestPredeclaredNonStrings checks that predeclaredNonString and the list
// shadowingScope looks up name the same types: every predeclared type
// but string (and comparable, an interface no result is written as).
func TestPredeclaredNonStrings(t *testing.T) {
	for _, name := range types.Universe.Names() {
		tn, ok := types.Universe.Lookup(name).(*types.TypeName)
		if !ok || name == "comparable" {
			continue
		}
		want := tn.Type() != types.Typ[types.String]
		if got := predeclaredNonString(name); got != want {
			t.Errorf("predeclaredNonString(%q) = %v, want %v", name, got, want)
		}
		if got := slices.Contains(predeclaredNonStrings[:], name); got != want {
			t.Errorf("predeclaredNonStrings holds %q: %v, want %v", name, got, want)
		}
	}
	pkg := types.NewPackage("p", "p")
	if shadowingScope(pkg.Scope()) != nil {
		t.Error("an empty package shadows a predeclared type")
	}
	pkg.Scope().Insert(types.NewTypeName(0, pkg, "rune", types.Typ[types.String]))
	if shadowingScope(pkg.Scope()) != pkg.Scope() {
		t.Error("a package declaring rune does not shadow it")
	}
}
