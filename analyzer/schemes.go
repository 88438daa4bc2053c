package analyzer

import (
	"go/ast"
	"go/constant"
	"maps"
	"slices"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/flow"

	"github.com/urlvet/urlvet/analyzer/internal/facts"
)

// A schemeSet holds the schemes the package's HTTP clients accept beyond
// http and https: those it registers with (*http.Transport).RegisterProtocol
// and those its imports register.
type schemeSet struct {
	*pkgAnalysis
	// customSchemes are the schemes the package registers, which its
	// HTTP clients then accept; anyScheme is set when one is not a
	// constant.
	customSchemes map[string]bool
	anyScheme     bool
	// importedSchemes are those its imports register (SchemesFact).
	importedSchemes map[string]bool
}

// importSchemes gathers the schemes the package's imports register (see
// SchemesFact).
func (r *schemeSet) importSchemes() {
	for _, imp := range r.pass.Pkg.Imports() {
		var fact facts.SchemesFact
		if !r.pass.ImportPackageFact(imp, &fact) {
			continue
		}
		if r.importedSchemes == nil {
			r.importedSchemes = make(map[string]bool)
		}
		for _, s := range fact.Schemes {
			r.importedSchemes[s] = true
		}
	}
}

// exportSchemes exports the schemes of the package and its imports.
func (r *schemeSet) exportSchemes() {
	if len(r.customSchemes)+len(r.importedSchemes) == 0 {
		return
	}
	all := make(map[string]bool)
	maps.Copy(all, r.importedSchemes)
	maps.Copy(all, r.customSchemes)
	// HTTP clients accept these anyway (net/http registers "https" for
	// HTTP/2).
	delete(all, "http")
	delete(all, "https")
	if len(all) > 0 {
		r.pass.ExportPackageFact(&facts.SchemesFact{Schemes: slices.Sorted(maps.Keys(all))})
	}
}

// registerProtocol records the scheme that a call of
// (*http.Transport).RegisterProtocol registers, or that it registers one
// that is not a constant.
func (r *schemeSet) registerProtocol(call *ast.CallExpr) {
	if tv, ok := r.pass.TypesInfo.Types[call.Args[0]]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
		if r.customSchemes == nil {
			r.customSchemes = make(map[string]bool)
		}
		r.customSchemes[strings.ToLower(constant.StringVal(tv.Value))] = true
		return
	}
	r.anyScheme = true
}

// customScheme reports whether v is a URL of a scheme the package or
// one of its imports registers, which its HTTP clients accept.
func (r *schemeSet) customScheme(v flow.Value) bool {
	if r.anyScheme {
		return true
	}
	if len(r.customSchemes)+len(r.importedSchemes) == 0 || len(v) == 0 || v[0].Hole {
		return false
	}
	scheme, _, ok := strings.Cut(v[0].Text, ":")
	scheme = strings.ToLower(scheme)
	return ok && (r.customSchemes[scheme] || r.importedSchemes[scheme])
}
