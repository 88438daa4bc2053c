package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// hostLabelUse reports whether e reads a field or a variable of the
// package that the package also writes as a label of a URL's host,
// between "://" (or a '.' of the host) and a '.': in a printf format
// ("https://%s.%s.example.dev/" of the same field) or a concatenation
// ("https://" + name + ".example.dev"). A host's label is letters,
// digits and '-' (RFC 1123), the name of a service's resource that the
// service also serves as a subdomain, which needs no escaping in a
// path; a label that held another character would break that URL too.
// It is looked for only where a report is about to be made.
func (r *escaping) hostLabelUse(e ast.Expr) bool {
	info := r.pass.TypesInfo
	obj := readVar(info, e)
	if obj == nil || obj.Pkg() != r.pass.Pkg {
		return false
	}
	is := func(x ast.Expr) bool { return readVar(info, x) == obj }
	found := false
	r.flow.Control.Inspector().Root().Inspect([]ast.Node{(*ast.CallExpr)(nil), (*ast.BinaryExpr)(nil)}, func(c inspector.Cursor) bool {
		switch n := c.Node().(type) {
		case *ast.CallExpr:
			if !found && len(n.Args) >= 2 && !n.Ellipsis.IsValid() && callRow(info, n).Formats {
				found = labelInFormat(constString(info, n.Args[0]), n.Args[1:], is)
			}
		case *ast.BinaryExpr:
			if !found && n.Op == token.ADD && typesx.IsString(info.TypeOf(n)) {
				found = r.labelInSum(typesx.Operands(n, token.ADD), is)
				return false // the operands are all read
			}
		}
		return !found
	})
	return found
}

// readVar returns the variable or field e reads, or nil.
func readVar(info *types.Info, e ast.Expr) *types.Var {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		v, _ := info.Uses[e].(*types.Var)
		return v
	case *ast.SelectorExpr:
		if s, ok := info.Selections[e]; ok && s.Kind() == types.FieldVal {
			v, _ := s.Obj().(*types.Var)
			return v
		}
	}
	return nil
}

// labelAround reports whether a hole between the text before and the
// text after it is a label of a URL's host: before ends with "://", or
// with '.' after a "://" and nothing that ends the authority, and after
// starts with '.'.
func labelAround(before, after string) bool {
	i := strings.LastIndex(before, "://")
	if i < 0 || !strings.HasPrefix(after, ".") {
		return false
	}
	host := before[i+len("://"):]
	return (host == "" || strings.HasSuffix(host, ".")) && !strings.ContainsAny(host, "/?#@%[]:")
}

// labelInFormat reports whether format, a printf format, writes one of
// args that is tells as a label of a URL's host (%s or %v).
func labelInFormat(format string, args []ast.Expr, is func(ast.Expr) bool) bool {
	found := false
	eachVerb(format, func(pct, verb, n int) bool {
		found = (format[verb] == 's' || format[verb] == 'v') && n < len(args) && is(args[n]) && labelAround(format[:pct], format[verb+1:])
		return !found
	})
	return found
}

// labelInSum reports whether ops, the operands of a concatenation, hold
// one that is tells between constants that make it a label of a URL's
// host.
func (r *escaping) labelInSum(ops []ast.Expr, is func(ast.Expr) bool) bool {
	info := r.pass.TypesInfo
	for k := 1; k+1 < len(ops); k++ {
		if !is(ops[k]) {
			continue
		}
		before, after := constString(info, ops[k-1]), constString(info, ops[k+1])
		if labelAround(before, after) {
			return true
		}
	}
	return false
}
