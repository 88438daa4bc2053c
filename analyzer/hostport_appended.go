package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
)

// portAppended returns, for e, a field read given to a dialer or a
// listener as its address, the value the function holding the read
// wrote into the same field before it by appending a constant ":port"
// to it: cfg.DNS.Nameserver += ":53", then
// d.DialContext(ctx, "udp", cfg.DNS.Nameserver). Value flow does not
// follow a field through an assignment that reads it, so the join is
// read here: the host the field held, then the port, as a local
// variable's server += ":53" reads. The dial may be in a function
// literal of the function (a resolver's Dial).
func (r *hostPorts) portAppended(e ast.Expr, at ast.Node) (flow.Value, bool) {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok {
		return nil, false
	}
	info := r.pass.TypesInfo
	if s, ok := info.Selections[sel]; !ok || s.Kind() != types.FieldVal {
		return nil, false
	}
	decl := r.flow.Control.FuncDeclAt(at.Pos()) // a dialer a literal of the function makes, too
	if decl == nil || decl.Body == nil {
		return nil, false
	}
	body := decl.Body
	want := types.ExprString(sel)
	root := selectorRoot(info, sel)
	if root == nil {
		return nil, false
	}
	var found *ast.AssignStmt
	ast.Inspect(body, func(n ast.Node) bool {
		if n == nil || n.Pos() >= at.Pos() {
			return false
		}
		as, ok := n.(*ast.AssignStmt)
		if !ok || as.Tok != token.ADD_ASSIGN || len(as.Lhs) != 1 {
			return true
		}
		lhs, ok := ast.Unparen(as.Lhs[0]).(*ast.SelectorExpr)
		if ok && types.ExprString(lhs) == want && selectorRoot(info, lhs) == root {
			found = as
		}
		return true
	})
	if found == nil {
		return nil, false
	}
	lit, ok := ast.Unparen(found.Rhs[0]).(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return nil, false
	}
	text, ok := r.flow.ConstString(lit)
	if !ok {
		return nil, false
	}
	return flow.Value{{Hole: true, Use: found.Lhs[0]}, {Text: text, Lit: lit}}, true
}

// selectorRoot returns the object of the identifier a chain of
// selectors starts with: cfg of cfg.DNS.Nameserver.
func selectorRoot(info *types.Info, e ast.Expr) types.Object {
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			return info.Uses[x]
		case *ast.SelectorExpr:
			e = x.X
		default:
			return nil
		}
	}
}
