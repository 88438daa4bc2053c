package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"

	"github.com/urlvet/urlvet/rfc"
)

// isURLLit reports whether a composite literal builds a net/url.URL,
// written url.URL{...}, &url.URL{...}, or elided in a []*url.URL or
// map[string]*url.URL literal (whose type is *url.URL).
func isURLLit(info *types.Info, lit *ast.CompositeLit) bool {
	return isURLLitType(info.TypeOf(lit))
}

// isURLLitType reports whether t, the type of a composite literal, is
// url.URL or a pointer to it (an elided &url.URL{...} element).
func isURLLitType(t types.Type) bool {
	if p, ok := types.Unalias(typesx.Under(t)).(*types.Pointer); ok {
		t = p.Elem()
	}
	return typesx.IsURLType(t)
}

// A urlAssign is an assignment of a string field of a url.URL
// (u.RawQuery = "...", req.URL.Path = "...") or of a field sink of the
// catalogue (cfg.DSN = dsn, conf.Endpoint.TokenURL = base + "/token"):
// the value reaches the sink as the field's value in a literal does.
type urlAssign struct {
	sel   *ast.SelectorExpr
	rhs   ast.Expr
	field string
	sink  string    // the field sink's key "pkgpath.Type.Field", "" for a url.URL field
	arg   sinks.Arg // the field sink's parameter
}

// urlAssignSites finds the assignments of url.URL string fields and of
// field sinks, and checks them, except the url.URL fields of a URL built
// for display only.
type urlAssignSites struct {
	*pkgAnalysis
	urlAssigns []urlAssign                // the assignments found by collect
	pathAdds   []*ast.AssignStmt          // u.Path += ..., found by collect
	records    map[*types.Func]*types.Var // url.URL record makers and the variable each returns, nil for none (recordMaker)
}

// noteURLAssign records the url.URL field assignments of an assignment
// statement.
func (r *urlAssignSites) noteURLAssign(as *ast.AssignStmt) {
	if as.Tok == token.ADD_ASSIGN && len(as.Lhs) == 1 && len(as.Rhs) == 1 {
		// u.Path += "/callback": the join is what can be wrong there.
		if sel, ok := ast.Unparen(as.Lhs[0]).(*ast.SelectorExpr); ok && sel.Sel.Name == "Path" && isURL(r.pass.TypesInfo.TypeOf(sel.X)) {
			r.pathAdds = append(r.pathAdds, as)
		}
		return
	}
	if as.Tok != token.ASSIGN || len(as.Lhs) != len(as.Rhs) {
		return
	}
	for i, lhs := range as.Lhs {
		sel, ok := ast.Unparen(lhs).(*ast.SelectorExpr)
		if !ok {
			continue
		}
		_, urlField := sinks.URLFields()[sel.Sel.Name]
		if !urlField && !r.fieldSt.sinkFieldName(sel.Sel.Name) {
			continue
		}
		s, ok := r.pass.TypesInfo.Selections[sel]
		if !ok || s.Kind() != types.FieldVal {
			continue
		}
		// u.Host, or ep.Host promoted from an embedded url.URL; cfg.DSN
		// or p.DSN through a pointer to a catalogued struct.
		holder, _, _ := typesx.FieldHolder(s)
		if holder == nil {
			continue
		}
		if urlField && typesx.IsURLType(holder) {
			r.urlAssigns = append(r.urlAssigns, urlAssign{sel: sel, rhs: as.Rhs[i], field: sel.Sel.Name})
			continue
		}
		typ, fields := r.fieldSt.fieldSinksOf(holder)
		if a, ok := fields[sel.Sel.Name]; ok {
			r.urlAssigns = append(r.urlAssigns, urlAssign{sel: sel, rhs: as.Rhs[i], field: sel.Sel.Name, sink: typ + "." + sel.Sel.Name, arg: a})
		}
	}
}

// checkURLAssigns checks each url.URL field assignment with the rules of
// the field in a composite literal, except those of a url.URL built for
// display (displayURL). Those whose text is returned are decided last,
// when every other sink's value flow has said which functions' results
// it reads.
func (r *urlAssignSites) checkURLAssigns() {
	var returned []urlAssign
	var by []*types.Func
	for _, a := range r.urlAssigns {
		r.analyzing(a.sel)
		if a.sink != "" {
			r.fieldSt.checkFieldValue(a.rhs, a.rhs, a.sink, a.arg, false)
			continue
		}
		if fn, ok := r.displayURL(a); ok {
			if fn != nil {
				returned = append(returned, a)
				by = append(by, fn)
			}
			continue
		}
		r.checkURLAssign(a)
		if a.field == "Path" {
			r.resolve.checkPathReplaced(a.sel, a.rhs)
			r.resolve.checkPathOverCopiedHost(a.sel, a.rhs)
		}
	}
	for i, a := range returned {
		if r.returnedTo(by[i], make(map[*types.Func]bool)) {
			r.checkURLAssign(a)
		}
	}
	for _, as := range r.pathAdds {
		r.checkPathAdd(as)
	}
}

// checkPathAdd checks u.Path += text, text starting with '/', against the
// paths u can have (joinURLText).
func (r *urlAssignSites) checkPathAdd(as *ast.AssignStmt) {
	if !r.enabled(rfc.CheckJoin) {
		return
	}
	r.analyzing(as)
	lhs := ast.Unparen(as.Lhs[0]).(*ast.SelectorExpr)
	vals, _ := r.flow.Params.ResolveSite(as.Rhs[0], sinks.Arg{Param: sinks.URLFields()["Path"]})
	for _, v := range vals {
		if len(v) > 1 && !v[0].Hole && written(v[0]) && strings.HasPrefix(v[0].Text, "/") && !strings.HasPrefix(v[0].Text, "//") ||
			len(v) == 1 && written(v[0]) && strings.HasPrefix(v[0].Text, "/") && v[0].Text != "/" && !strings.HasPrefix(v[0].Text, "//") {
			// A '/' alone ends the path with one where it has none
			// (if !strings.HasSuffix(u.Path, "/") { u.Path += "/" }).
			slashJoins{r.pkgAnalysis}.joinURLText(lhs.X, lhs, v, as, "net/url.URL.Path")
		}
	}
}

// checkURLAssign checks one url.URL field assignment.
func (r *urlAssignSites) checkURLAssign(a urlAssign) {
	arg := sinks.Arg{Param: sinks.URLFields()[a.field]}
	if a.field == "Path" && r.recordPathWrite(a.sel) {
		// A record's Path holds the text its callers write into URLs.
		arg.Target, arg.Decoded = rfc.RawPath, false
	}
	if a.field == "Host" {
		if scheme := r.schemeOf(a.sel.X); netScheme(scheme) {
			arg.Target, arg.Prefix = rfc.HTTP, scheme+"://"
			if scheme[0] == 'w' {
				arg.Target = rfc.Absolute
			}
		}
	}
	r.checkArg(a.rhs, a.rhs, "net/url.URL."+a.field, arg, false)
}

// schemeOf returns the lower-cased scheme a url.URL expression is known
// to have: the one constant its literals and its Scheme assignments give
// it, or "" when there is none or more than one.
func (r *urlAssignSites) schemeOf(base ast.Expr) string {
	f := r.flow
	scheme := ""
	agree := func(e ast.Expr) bool {
		tv, ok := r.pass.TypesInfo.Types[e]
		if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
			return false
		}
		s := strings.ToLower(constant.StringVal(tv.Value))
		if scheme != "" && s != scheme {
			return false
		}
		scheme = s
		return true
	}
	roots := make(map[*types.Var]bool)
	if src := r.copiedURL(base); src != nil {
		// u := apiBase (or *apiPtr), then u.Host = ...: the copy has
		// the scheme of what it copies, unless it sets its own.
		if scheme = r.schemeOf(src); scheme == "" {
			return ""
		}
	} else if lits, why := f.Fields.StructLits(base, roots, 0); why == "" {
		for _, lit := range lits {
			if !isURLLit(r.pass.TypesInfo, lit) {
				return ""
			}
			for _, elt := range lit.Elts {
				kv, ok := elt.(*ast.KeyValueExpr)
				if !ok {
					continue
				}
				if key, ok := kv.Key.(*ast.Ident); ok && key.Name == "Scheme" && !agree(kv.Value) {
					return ""
				}
			}
		}
	}
	obj := baseObject(r.pass.TypesInfo, base)
	if obj == nil {
		return scheme
	}
	for _, a := range r.urlAssigns {
		if a.sink == "" && a.field == "Scheme" && baseObject(r.pass.TypesInfo, a.sel.X) == obj && typesx.SameExpr(a.sel.X, base) && !agree(a.rhs) {
			return ""
		}
	}
	return scheme
}

// copiedURL returns what base, a local url.URL variable, is declared
// with when that is a copy of another url.URL value (u := apiBase, u :=
// *c.endpoint) and the variable is assigned nothing else: the value
// flow's struct literals stop at such a variable, whose address its
// pointer methods (u.String()) take. It returns nil otherwise.
func (r *urlAssignSites) copiedURL(base ast.Expr) ast.Expr {
	id, ok := ast.Unparen(base).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := r.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.Parent() == r.pass.Pkg.Scope() || typesx.IsParam(v) || !typesx.IsURLType(v.Type()) {
		return nil
	}
	vi := r.flow.VarInfo(v)
	if vi == nil || len(vi.Rhs) != 1 || len(vi.Results) > 0 || len(vi.Adds) > 0 {
		return nil
	}
	switch src := ast.Unparen(vi.Rhs[0]).(type) {
	case *ast.Ident, *ast.SelectorExpr, *ast.StarExpr:
		if src == ast.Unparen(base) {
			return nil
		}
		return src
	}
	return nil
}

// baseObject returns the object of the leftmost identifier of a selector
// chain: u in u.Host, req in req.URL.Host.
func baseObject(info *types.Info, e ast.Expr) types.Object {
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			return typesx.ObjectOf(info, x)
		case *ast.SelectorExpr:
			e = x.X
		default:
			return nil
		}
	}
}
