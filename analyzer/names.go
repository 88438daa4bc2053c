package analyzer

import (
	"go/ast"
	"go/types"
	"strconv"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"

	"github.com/urlvet/urlvet/analyzer/internal/facts"
)

// fileImports knows how each file imports packages: it names sinks in
// diagnostics as the file that reaches them imports their package, and
// finds the imports a fix needs (importsFor).
type fileImports struct {
	*pkgAnalysis
	pkgs map[string]*types.Package // this package and its dependencies by path, built on first use by packageOf
}

// sinkName is how a diagnostic at node at names sink key: with the
// package name the file imports it as ("redis.ParseURL", "amqp.Dial",
// "url.URL.Host"), or else the package's declared name.
func (r *fileImports) sinkName(key string, at ast.Node) string {
	pkg := r.packageOf(key)
	if pkg == nil {
		return facts.ShortName(key)
	}
	name := pkg.Name()
	if f := r.fileAt(at); f != nil {
		for _, imp := range f.Imports {
			if imp.Name == nil || imp.Name.Name == "_" || imp.Name.Name == "." {
				continue
			}
			if path, err := strconv.Unquote(imp.Path.Value); err == nil && path == pkg.Path() {
				name = imp.Name.Name
				break
			}
		}
	}
	return name + key[len(pkg.Path()):]
}

// packageOf returns the package, this one or one it depends on, whose
// path starts key, preferring the longest.
func (r *fileImports) packageOf(key string) *types.Package {
	if r.pkgs == nil {
		r.pkgs = make(map[string]*types.Package)
		var walk func(p *types.Package)
		walk = func(p *types.Package) {
			if p == nil || r.pkgs[p.Path()] != nil {
				return
			}
			r.pkgs[p.Path()] = p
			for _, imp := range p.Imports() {
				walk(imp)
			}
		}
		walk(r.pass.Pkg)
	}
	cands := sinks.PkgCandidates(key)
	for i := len(cands) - 1; i >= 0; i-- {
		if p := r.pkgs[cands[i]]; p != nil && len(cands[i]) < len(key) {
			return p
		}
	}
	return nil
}

// fileAt returns the file of the package that holds node at.
func (r *fileImports) fileAt(at ast.Node) *ast.File {
	if at == nil {
		return nil
	}
	pos := at.Pos()
	for _, f := range r.pass.Files {
		if f.FileStart <= pos && pos <= f.FileEnd {
			return f
		}
	}
	return nil
}
