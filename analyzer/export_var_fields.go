package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"

	"github.com/urlvet/urlvet/analyzer/internal/facts"
)

// exportVarFields exports a VarFieldsFact for each exported package-level
// variable whose struct literal gives a string field a constant, and for
// each exported string variable declared with a constant that looks like
// a URL or a path (a field with an empty Path: var Endpoint = "https://...").
//
// Whether the package changes such a variable or its fields is decided
// from the declarations that name the variable or one of the literal's
// fields, not from an index of the whole package: most packages with such
// a variable (an API's SchemeGroupVersion) never reach a sink, and the
// index would cost them a walk of every file.
func (r *fieldSites) exportVarFields() {
	type candidate struct {
		v    *types.Var
		lit  *ast.CompositeLit
		text string // lit == nil: the string constant v is declared with
	}
	var cands []candidate
	named := make(map[*types.Var]bool) // the candidates and the fields of their literals
	for spec := range topLevelSpecs(r.pass.Files, token.VAR) {
		vs := spec.(*ast.ValueSpec)
		if len(vs.Values) != len(vs.Names) {
			continue
		}
		for i, name := range vs.Names {
			if !name.IsExported() {
				continue
			}
			v, ok := r.pass.TypesInfo.Defs[name].(*types.Var)
			if !ok {
				continue
			}
			if tv := r.pass.TypesInfo.Types[vs.Values[i]]; tv.Value != nil && tv.Value.Kind() == constant.String && typesx.IsString(v.Type()) {
				if text := constant.StringVal(tv.Value); text != "" && len(text) <= flow.MaxFactText && flow.LooksLikeURLOrPath(text) {
					named[v] = true
					cands = append(cands, candidate{v: v, text: text})
				}
				continue
			}
			lit, ok := ast.Unparen(vs.Values[i]).(*ast.CompositeLit)
			if !ok || typesx.LitStruct(r.pass.TypesInfo, lit) == nil {
				continue
			}
			if r.flow.Fields.ConstStrings(lit, 0, named) {
				named[v] = true
				cands = append(cands, candidate{v: v, lit: lit})
			}
		}
	}
	if len(cands) == 0 {
		return
	}
	g, x := r.flow.Data.StoresOf(named)
	for _, c := range cands {
		if !g.KeptAsDeclared(c.v, x) {
			continue
		}
		var fact facts.VarFieldsFact
		if c.lit == nil {
			fact.Fields = []facts.VarField{{Text: c.text}}
		} else {
			r.flow.Fields.LitFields(c.v, c.lit, nil, &fact, 0, x)
		}
		if len(fact.Fields) > 0 {
			r.pass.ExportObjectFact(c.v, &fact)
		}
	}
}
