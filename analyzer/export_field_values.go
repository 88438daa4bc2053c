package analyzer

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/types"
	"path/filepath"
	"slices"
	"sort"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"

	"github.com/urlvet/urlvet/analyzer/internal/facts"
)

// exportFieldValues exports the package's FieldValuesFact.
func (r *fieldSites) exportFieldValues() {
	info := r.pass.TypesInfo
	fields := make(map[*types.Var]string) // candidate field → the name of its type
	structs := make(map[*types.TypeName]bool)
	for tn, fld := range r.declaredFields(true, typesx.StringOrList) {
		fields[fld] = tn.Name()
		structs[tn] = true
	}
	if len(fields) == 0 {
		return
	}
	x := r.flow.Data.Idx // the whole package's, when a read built it
	if x == nil && (r.flow.Data.Wanted || r.flow.Data.Kept()) {
		// Collect kept the nodes it reads: its entries for fields.
		x = r.flow.Data.Fields(fields)
	}
	if x == nil {
		x = flow.NewDataIndex()
		r.flow.Data.IndexDataNear(x, r.flow.Data.UsesOf(fields, structs))
	}
	var fact facts.FieldValuesFact
	urls := false
	config := -1 // whether the package reads configuration: asked once, when a field may hold it
	for fld, typ := range fields {
		if r.fieldSinks[fld] != nil {
			continue // its constants are checked where they are written
		}
		fv := r.fieldValues(x, fld, info)
		if fv == nil && len(x.Assigns[fld]) > 0 {
			// Written with no constant that looks like a URL, and of
			// no single origin: it may still be free configuration,
			// cfg.URL = os.Getenv("API_URL") given a scheme when it
			// has none (cfg.URL = "https://" + cfg.URL).
			fv = &facts.FieldValues{Other: true}
		}
		if fv == nil {
			continue
		}
		fv.Name = typ + "." + fld.Name()
		// Only a written value that is no constant, or a flag's
		// default, can make the field free configuration.
		if fv.Other || fv.Origin != "" || len(x.FlagFields[fld]) > 0 {
			if config < 0 {
				config = 0
				if r.freeBases.readsConfig() {
					config = 1
				}
			}
			if config == 1 {
				fv.Config, _ = r.freeBases.fieldConfig(fld, 0)
			}
		}
		fv.Slashed = (fv.Other || fv.Origin != "") && nameKind(fld.Name()) == uriText && r.freeBases.trimmed(fld)
		if len(fv.Values) == 0 && !fv.Text && !fv.Host && fv.Origin == "" && fv.Config == "" && !fv.Slashed {
			continue // what fieldValues leaves out
		}
		fact.Fields = append(fact.Fields, *fv)
		urls = urls || len(fv.Values) > 0 || fv.Origin != "" || fv.Host || fv.Config != "" || fv.Slashed
	}
	// A package whose constants all look like text exports no fact: the
	// fact of each package is copied into the analysis of every package
	// above it, and most packages write names and kinds, not URLs. One
	// whose field holds only input or decoded data exports it, so that
	// its importers' reads say so.
	if urls {
		sort.Slice(fact.Fields, func(i, j int) bool { return fact.Fields[i].Name < fact.Fields[j].Name })
		r.pass.ExportPackageFact(&fact)
	}
}

// passedConstants returns the constant arguments that the package's calls
// pass for e when e is a parameter written as it is into a field (a
// constructor's, an option function's): New("https://api.example.com/v1/")
// of func New(base string) *Client { return &Client{BaseURL: base} }.
func (r *fieldSites) passedConstants(e ast.Expr) []ast.Expr {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil
	}
	if v, ok := r.pass.TypesInfo.Uses[id].(*types.Var); !ok || !typesx.IsParam(v) {
		return nil
	}
	vals, _ := r.flow.Params.ResolveWritten(e)
	var out []ast.Expr
	for _, v := range vals {
		if len(v) == 1 && !v[0].Hole && v[0].Lit != nil && v[0].Off == 0 && r.pass.TypesInfo.Types[v[0].Lit].Value != nil &&
			constant.StringVal(r.pass.TypesInfo.Types[v[0].Lit].Value) == v[0].Text {
			out = append(out, v[0].Lit)
		}
	}
	return out
}

// fieldValues returns the constants x records written into fld, or nil
// when there is none.
func (r *fieldSites) fieldValues(x *flow.DataIndex, fld *types.Var, info *types.Info) *facts.FieldValues {
	exprs := slices.Clone(x.Lits[fld])
	for _, a := range x.Assigns[fld] {
		exprs = append(exprs, a.Rhs)
	}
	for _, d := range x.FlagFields[fld] {
		exprs = append(exprs, d.Def)
	}
	if len(exprs) == 0 {
		return nil
	}
	for _, e := range exprs {
		if tv, ok := info.Types[e]; !ok || tv.Value == nil {
			exprs = append(exprs, r.passedConstants(e)...)
		}
	}
	fv := &facts.FieldValues{Other: x.Fixed[fld] || x.FieldAddr[fld] != len(x.FlagFields[fld])}
	size := 0
	origin, known := flow.Reason(""), !fv.Other && len(x.FlagFields[fld]) == 0 // every value written has an origin
	for _, e := range exprs {
		tv, ok := info.Types[e]
		if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
			if known {
				o := r.flow.Fields.WriteOrigin(e)
				origin, known = flow.MergeReason(origin, o), o != ""
			}
			fv.Other = true
			continue
		}
		known = known && constant.StringVal(tv.Value) == ""
		text := constant.StringVal(tv.Value)
		switch {
		case text == "":
			// unset: see dropEmpty
		case !flow.LooksLikeURLOrPath(text):
			fv.Text = true
		case len(fv.Values) == flow.MaxFactValues || size+len(text) > flow.MaxFactText:
			fv.Other = true
		default:
			size += len(text)
			p := r.pass.Fset.Position(e.Pos())
			at := fmt.Sprintf("%s:%d:%d", filepath.Base(p.Filename), p.Line, p.Column)
			fv.Values = append(fv.Values, facts.FieldValue{Text: text, At: at})
		}
	}
	if fv.Text {
		fv.Values = nil
	}
	if known && origin != "" && len(x.Elems[fld]) == 0 && !x.ElemBad[fld] {
		fv.Origin, fv.Other = string(origin), false
		return fv
	}
	fv.Host = fv.Other && r.hostPorts.writtenHosts(x, fld)
	if len(fv.Values) == 0 && !fv.Text && !fv.Host {
		return nil
	}
	return fv
}
