package analyzer

import (
	"go/ast"
	"go/types"
	"slices"

	"github.com/urlvet/urlvet/analyzer/internal/facts"
	"github.com/urlvet/urlvet/analyzer/internal/flow"
)

// exportKeepers gives a WrapperFact to each function of the package that
// other packages call and that keeps one of its string parameters,
// unchanged and on every path, in a field with a sink (fieldSinks), the
// way a client's constructor keeps the URL its methods send:
//
//	func NewGraphQLClient(url string, hc *http.Client) *GraphQLClient {
//		return &GraphQLClient{url: url, httpClient: hc}
//	}
//	func (c *GraphQLClient) Mutate(...) error { req, err := http.NewRequest("POST", c.url, body); ... }
//
// An importer's call NewGraphQLClient(endpoint, ...) is then checked as
// the field's sink would check endpoint. The package's own calls are
// checked already, where the field is written (checkFieldWrites), so the
// parameter is exported without becoming a wrapper of the package. A
// field followed by a path at its sinks (Prefix) is left out: the fact
// of a wrapper has no way to say that text follows the parameter.
func (r *fieldSites) exportKeepers() {
	kept := make(map[types.Object][]facts.WrappedParam)
	for _, w := range r.fieldWrites {
		f := r.fieldSinks[w.fld]
		if f == nil || f.Prefix || w.fn == nil || w.fn.Lit || w.fn.Obj == nil || !r.wraps.exportsWrapper(w.fn.Obj) {
			continue
		}
		p := r.keptParam(w)
		if p < 0 || flow.HasParam(r.wraps.wrappers[w.fn.Obj], p) || flow.HasParam(kept[w.fn.Obj], p) {
			continue
		}
		kept[w.fn.Obj] = append(kept[w.fn.Obj], facts.WrappedParam{Index: p, Sink: f.Sink, Param: f.Param})
	}
	if len(kept) == 0 {
		return
	}
	n := len(kept)
	for obj, ws := range r.wraps.wrappers {
		if !r.wraps.exportsWrapper(obj) {
			continue
		}
		if kept[obj] == nil {
			n++
		} else {
			kept[obj] = append(slices.Clone(ws), kept[obj]...)
		}
	}
	for obj, ws := range kept {
		r.pass.ExportObjectFact(obj, &facts.WrapperFact{Params: ws})
	}
	r.pass.ExportPackageFact(&facts.PackageWrappersFact{Count: n})
}

// keptParam returns the index of the parameter of w's function that w
// writes unchanged into its field on every path through the function,
// or -1.
func (r *fieldSites) keptParam(w fieldWrite) int {
	id, ok := ast.Unparen(w.val).(*ast.Ident)
	if !ok {
		return -1
	}
	v, ok := r.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok {
		return -1
	}
	p := slices.Index(w.fn.Params, v)
	if p < 0 {
		return -1
	}
	if vi := r.flow.VarInfo(v); vi != nil && (len(vi.Rhs) > 0 || vi.Opaque()) {
		return -1 // given another value before it is kept
	}
	if always, _ := r.flow.Control.RunsAlways(w.at, func(ast.Expr) bool { return false }); !always {
		return -1
	}
	return p
}
