package analyzer

import (
	"go/ast"
	"go/types"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"
)

// fieldSinksOf returns the URL fields of struct type t (or *t), and t's
// key "pkgpath.Type".
func (r *fieldSites) fieldSinksOf(t types.Type) (string, map[string]sinks.Arg) {
	if t == nil {
		return "", nil
	}
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	named, ok := types.Unalias(t).(*types.Named)
	if !ok || named.Obj().Pkg() == nil {
		return "", nil
	}
	key := named.Obj().Pkg().Path() + "." + named.Obj().Name()
	return key, r.fields[key]
}

// sinkFieldName reports whether a URL field of some struct type has that
// name: a test of an assignment's field before its type, which names the
// struct type only through a string built for the lookup.
func (r *fieldSites) sinkFieldName(name string) bool {
	for _, fields := range r.fields {
		if _, ok := fields[name]; ok {
			return true
		}
	}
	return false
}

// hasFieldSinks reports whether t is a struct type with URL fields.
func (r *fieldSites) hasFieldSinks(t types.Type) bool {
	_, fields := r.fieldSinksOf(t)
	return fields != nil
}

// checkFieldSinks checks the URL fields of a composite literal of a
// catalogued struct type, as checkURLLiteral does for url.URL. An
// assignment to such a field (cfg.DSN = dsn) is checked the same way
// (checkURLAssigns).
func (r *fieldSites) checkFieldSinks(lit *ast.CompositeLit) {
	typ, fields := r.fieldSinksOf(r.pass.TypesInfo.TypeOf(lit))
	if fields == nil {
		return
	}
	quiet := r.intent.InErrorRow(lit)
	for key, kv := range keyedFields(lit) {
		if a, ok := fields[key.Name]; ok {
			r.checkFieldValue(kv.Value, kv, typ+"."+key.Name, a, quiet)
		}
	}
}

// checkFieldValue checks a value written into the field sink named sink,
// needing a: a string, or each element of a []string literal.
func (r *fieldSites) checkFieldValue(val ast.Expr, at ast.Node, sink string, a sinks.Arg, quiet bool) {
	switch t := r.pass.TypesInfo.TypeOf(val).(type) {
	case nil:
	case *types.Slice:
		elems, ok := ast.Unparen(val).(*ast.CompositeLit)
		if !ok || !typesx.IsString(t.Elem()) {
			return
		}
		for _, e := range elems.Elts {
			if ekv, ok := e.(*ast.KeyValueExpr); ok {
				e = ekv.Value
			}
			r.checkArg(e, e, sink, a, quiet)
		}
	default:
		if typesx.IsString(t) {
			r.checkArg(val, at, sink, a, quiet)
		}
	}
}

// pathParams makes the path parameters of the constant text of v holes:
// each "{name}" when braces is set, each segment ":name" when colon is
// set; a client library fills them in before sending.
func pathParams(v flow.Value, braces, colon bool) flow.Value {
	var out flow.Value
	for _, p := range v {
		if p.Hole || p.LitLen > 0 || !(braces && strings.Contains(p.Text, "{") || colon && strings.Contains(p.Text, "/:")) {
			out = append(out, p)
			continue
		}
		s, run := p.Text, 0
		for i := 0; i < len(s); i++ {
			end := 0
			switch {
			case braces && s[i] == '{':
				if j := strings.IndexAny(s[i+1:], "{}/?#"); j > 0 && s[i+1+j] == '}' {
					end = i + j + 2
				}
			case colon && s[i] == ':' && i > 0 && s[i-1] == '/':
				end = colonParamEnd(s, i)
			}
			if end == 0 {
				continue
			}
			if run < i {
				q := p
				q.Text, q.Off = s[run:i], p.Off+run
				out = append(out, q)
			}
			out = append(out, flow.Piece{Hole: true, Use: p.Use})
			i, run = end-1, end
		}
		if run < len(s) {
			q := p
			q.Text, q.Off = s[run:], p.Off+run
			out = append(out, q)
		}
	}
	return out
}

// colonParamEnd returns the end of the parameter ":name" at s[i], a name
// of letters, digits and '_' not starting with a digit that ends the
// segment, or 0.
func colonParamEnd(s string, i int) int {
	j := i + 1
	for j < len(s) && (s[j] == '_' || 'a' <= s[j]|0x20 && s[j]|0x20 <= 'z' || j > i+1 && '0' <= s[j] && s[j] <= '9') {
		j++
	}
	if j == i+1 || j < len(s) && !strings.ContainsRune("/?#.", rune(s[j])) {
		return 0
	}
	return j
}
