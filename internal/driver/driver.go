// Package driver runs urlvet's analyzer on whole programs: Run is the
// package mode of cmd/urlvet (dependency order, syntax released after use,
// results cached), and LoadMode is the go/packages mode of the evaluation
// harness, which loads every package at once.
package driver

import (
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"
)

// LoadMode returns the go/packages mode that running a needs: types and
// syntax for the packages asked for, and, when a or an analyzer it
// requires uses facts, syntax for every dependency too, because facts are
// computed from source.
func LoadMode(a *analysis.Analyzer) packages.LoadMode {
	if needFacts(a) {
		return packages.LoadAllSyntax | packages.NeedModule
	}
	return packages.LoadSyntax | packages.NeedModule
}

func needFacts(a *analysis.Analyzer) bool {
	if len(a.FactTypes) > 0 {
		return true
	}
	for _, req := range a.Requires {
		if needFacts(req) {
			return true
		}
	}
	return false
}
