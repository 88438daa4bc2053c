package analyzer

import (
	"go/types"

	"golang.org/x/tools/go/analysis"
)

// passFacts gives value flow the facts of a pass (flow.Facts).
type passFacts struct{ pass *analysis.Pass }

func (p passFacts) ImportObjectFact(obj types.Object, fact analysis.Fact) bool {
	return p.pass.ImportObjectFact(obj, fact)
}

func (p passFacts) ImportPackageFact(pkg *types.Package, fact analysis.Fact) bool {
	return p.pass.ImportPackageFact(pkg, fact)
}
