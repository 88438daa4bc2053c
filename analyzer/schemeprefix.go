package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// schemePrefixes reads, for the grammar's scheme-in-host findings, the
// tests under which code puts a scheme before a value: "http://" + x
// only where x does not start with one.
type schemePrefixes struct{ *pkgAnalysis }

// prefixTested reports whether viol, a second scheme, follows a literal
// scheme that the code writes before an operand x ("http://" + x) only
// where x does not start with the text found there: after an if whose
// body leaves and whose condition holds where x has that prefix
// (strings.HasPrefix(x, "https://"), alone or as an operand of ||), or
// inside an if whose condition holds only where it has not
// (!strings.HasPrefix(x, "https://"), alone or as an operand of &&). A
// value that starts with the scheme, a default such as
// "https://example.social", never takes the prefix; flow evaluates such
// tests for a variable, not for a field (o.conf.server) it reads through
// a struct's fields. It runs only for a finding.
func (r schemePrefixes) prefixTested(t *valueText, viol rfc.Violation) bool {
	if viol.Start == 0 {
		return false
	}
	k := pieceAt(t.v, t.starts, viol.Start-1, false)
	if k < 0 || k+1 >= len(t.v) || t.v[k].Lit == nil || t.starts[k]+len(t.v[k].Text) != viol.Start || t.v[k+1].Hole || t.starts[k+1] != viol.Start {
		return false
	}
	p := t.v[k]
	if tv, ok := r.pass.TypesInfo.Types[p.Lit]; !ok || tv.Value == nil || tv.Value.Kind() != constant.String || p.Off+len(p.Text) != len(constant.StringVal(tv.Value)) {
		return false // the scheme is not the end of its literal
	}
	parents := r.flow.Control.Parents(p.Lit)
	if len(parents) == 0 {
		return false
	}
	add, ok := parents[0].(*ast.BinaryExpr)
	if !ok || add.Op != token.ADD || add.X != ast.Expr(p.Lit) {
		return false
	}
	rest := t.s[viol.Start:]
	child := ast.Node(add)
	for _, n := range parents[1:] {
		switch n := n.(type) {
		case *ast.FuncDecl, *ast.FuncLit:
			return false
		case *ast.IfStmt:
			if child == ast.Node(n.Body) && r.testsPrefix(n.Cond, add.Y, rest, false) {
				return true
			}
		case *ast.BlockStmt:
			for _, s := range n.List {
				if s.Pos() >= child.Pos() {
					break
				}
				if is, ok := s.(*ast.IfStmt); ok && is.Init == nil && flow.Exits(is.Body) && r.testsPrefix(is.Cond, add.Y, rest, true) {
					return true
				}
			}
		}
		child = n
	}
	return false
}

// testsPrefix reports whether cond holds (with has true) only where, or
// (with has false) only where not, x starts with a constant prefix of
// text: strings.HasPrefix(x, prefix), an operand of || for has, of &&
// under ! for its negation.
func (r schemePrefixes) testsPrefix(cond, x ast.Expr, text string, has bool) bool {
	info := r.pass.TypesInfo
	switch c := ast.Unparen(cond).(type) {
	case *ast.BinaryExpr:
		if has && c.Op == token.LOR || !has && c.Op == token.LAND {
			return r.testsPrefix(c.X, x, text, has) || r.testsPrefix(c.Y, x, text, has)
		}
	case *ast.UnaryExpr:
		return c.Op == token.NOT && r.testsPrefix(c.X, x, text, !has)
	case *ast.CallExpr:
		if !has || len(c.Args) != 2 || callRow(info, c).Tests != sinks.TestsPrefix || !typesx.SameExpr(c.Args[0], x) {
			return false
		}
		prefix := constString(info, c.Args[1])
		return prefix != "" && strings.HasPrefix(text, prefix)
	}
	return false
}
