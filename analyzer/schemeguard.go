package analyzer

import (
	"go/ast"
	"go/token"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// schemeGuardCheck reports a scheme put before a value under a test of
// the value for one scheme only: if !strings.HasPrefix(u, "http://") { u
// = "http://" + u } expects u to hold a scheme at times, and turns
// "https://host" into "http://https://host". Whatever u holds at run
// time, the test cannot tell a URL of the other scheme from a host.
type schemeGuardCheck struct{}

func (schemeGuardCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckSchemeInHost} }

// schemeTwins maps each web scheme to the other one a value of it may
// hold: a test of one lets a URL of the other through.
var schemeTwins = map[string]string{"http": "https", "https": "http", "ws": "wss", "wss": "ws"}

func (schemeGuardCheck) checkCall(r *pkgAnalysis, c *sinkCall) {
	info := r.pass.TypesInfo
	if len(c.Call.Args) != 2 || !r.enabledAt(rfc.CheckSchemeInHost, c.Call) {
		return
	}
	if t := callRow(info, c.Call).Tests; t != sinks.TestsPrefix && t != sinks.TestsContains {
		return
	}
	tested, ok := strings.CutSuffix(constString(info, c.Call.Args[1]), "://")
	twin := schemeTwins[strings.ToLower(tested)]
	if !ok || twin == "" {
		return
	}
	x := c.Call.Args[0]
	ifs := enclosingCond(c.Call, r.flow.Control.Parents(c.Call))
	if ifs == nil {
		return
	}
	// What the condition says of a URL of the twin scheme, and of the same
	// URL already written with the tested one.
	other, ok1 := r.evalTests(ifs.Cond, x, twin+"://api.example.com")
	same, ok2 := r.evalTests(ifs.Cond, x, tested+"://api.example.com")
	if !ok1 || !ok2 || other == same {
		return
	}
	var prefix *ast.BasicLit
	if other {
		prefix = r.schemePrefixed(ifs.Body.List, x) // if !HasPrefix(u, "http://") { u = "http://" + u }
	} else if flow.Exits(ifs.Body) {
		prefix = r.schemePrefixed(followingStmts(r.flow.Control.Parents(ifs), ifs), x) // if HasPrefix(u, "http://") { return u }; return "http://" + u
	}
	if prefix == nil || r.twinLeft(ifs, x, twin) {
		return
	}
	added := constString(info, prefix)
	msg := strconv.Quote(added) + " is written before " + exprName(x) + " where it does not hold " +
		strconv.Quote(tested+"://") + ", so a URL of the other scheme gets a second one (" +
		strconv.Quote(added+twin+"://api.example.com") + "); test for \"://\", or parse the URL and set its Scheme (RFC 3986 §3.2 authority)"
	d := analysis.Diagnostic{Pos: prefix.Pos(), End: prefix.End(), Category: string(rfc.CheckSchemeInHost), Message: msg,
		Related: []analysis.RelatedInformation{{Pos: c.Call.Pos(), End: c.Call.End(), Message: "tests one scheme only"}}}
	r.schemeGuards = append(r.schemeGuards, finding{Diagnostic: d, at: prefix.Pos(), alone: true})
}

// twinLeft reports whether an earlier statement of a block around ifs
// leaves where x holds a URL of the twin scheme: an if without init whose
// body exits and whose condition holds for it (if strings.HasPrefix(uri,
// "https://") { os.Exit(1) }, a tool that speaks http alone). No URL of
// the twin scheme reaches the test of the other one.
func (r *pkgAnalysis) twinLeft(ifs *ast.IfStmt, x ast.Expr, twin string) bool {
	child := ast.Node(ifs)
	for _, n := range r.flow.Control.Parents(ifs) {
		switch n := n.(type) {
		case *ast.FuncDecl, *ast.FuncLit:
			return false
		case *ast.BlockStmt:
			for _, st := range n.List {
				if st.Pos() >= child.Pos() {
					break
				}
				if is, ok := st.(*ast.IfStmt); ok && is.Init == nil && flow.Exits(is.Body) {
					if holds, ok := r.evalTests(is.Cond, x, twin+"://api.example.com"); ok && holds {
						return true
					}
				}
			}
		}
		child = n
	}
	return false
}

// checkPackage reports the findings of checkCall but where the grammar
// found the second scheme in the value the literal starts: that finding
// says it already.
func (schemeGuardCheck) checkPackage(r *pkgAnalysis) {
	for _, f := range r.schemeGuards {
		said := false
		for k := range r.out.seen {
			said = said || k.category == string(rfc.CheckSchemeInHost) && f.Pos <= k.pos && k.pos < f.End
		}
		if !said {
			r.out.add(f)
		}
	}
}

// exprName returns the source text of a short expression, for a
// message.
func exprName(e ast.Expr) string {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		return e.Name
	case *ast.SelectorExpr:
		return exprName(e.X) + "." + e.Sel.Name
	}
	return "the value"
}

// enclosingCond returns the if statement whose condition holds n, whose
// parents are given, through !, && and || alone.
func enclosingCond(n ast.Node, parents []ast.Node) *ast.IfStmt {
	child := n
	for _, p := range parents {
		switch p := p.(type) {
		case *ast.ParenExpr:
		case *ast.UnaryExpr:
			if p.Op != token.NOT {
				return nil
			}
		case *ast.BinaryExpr:
			if p.Op != token.LAND && p.Op != token.LOR {
				return nil
			}
		case *ast.IfStmt:
			if child != ast.Node(p.Cond) {
				return nil
			}
			return p
		default:
			return nil
		}
		child = p
	}
	return nil
}

// followingStmts returns the statements after s in the block that holds
// it (parents are s's, innermost first).
func followingStmts(parents []ast.Node, s ast.Stmt) []ast.Stmt {
	if len(parents) == 0 {
		return nil
	}
	b, ok := parents[0].(*ast.BlockStmt)
	if !ok {
		return nil
	}
	for i, t := range b.List {
		if t == s {
			return b.List[i+1:]
		}
	}
	return nil
}

// evalTests evaluates cond where x holds s: cond must be made of string
// tests of x against constants (strings.HasPrefix, HasSuffix, Contains),
// comparisons of x with constants, !, && and ||.
func (r *pkgAnalysis) evalTests(cond, x ast.Expr, s string) (bool, bool) {
	info := r.pass.TypesInfo
	switch c := ast.Unparen(cond).(type) {
	case *ast.UnaryExpr:
		if c.Op == token.NOT {
			v, ok := r.evalTests(c.X, x, s)
			return !v, ok
		}
	case *ast.BinaryExpr:
		switch c.Op {
		case token.LAND, token.LOR:
			a, ok1 := r.evalTests(c.X, x, s)
			b, ok2 := r.evalTests(c.Y, x, s)
			if c.Op == token.LAND {
				return a && b, ok1 && ok2
			}
			return a || b, ok1 && ok2
		case token.EQL, token.NEQ:
			if !typesx.SameExpr(c.X, x) {
				return false, false
			}
			k, ok := info.Types[c.Y]
			if !ok || k.Value == nil {
				return false, false
			}
			return (constString(info, c.Y) == s) == (c.Op == token.EQL), true
		}
	case *ast.CallExpr:
		if len(c.Args) != 2 || !typesx.SameExpr(c.Args[0], x) {
			return false, false
		}
		k, ok := info.Types[c.Args[1]]
		if !ok || k.Value == nil {
			return false, false
		}
		t := constString(info, c.Args[1])
		switch callRow(info, c).Tests {
		case sinks.TestsPrefix:
			return strings.HasPrefix(s, t), true
		case sinks.TestsSuffix:
			return strings.HasSuffix(s, t), true
		case sinks.TestsContains:
			return strings.Contains(s, t), true
		}
	}
	return false, false
}

// schemePrefixed returns the literal "scheme://" of the first of stmts
// when it writes that literal before x into x, or returns it so: x =
// "http://" + x, return "http://" + x.
func (r *pkgAnalysis) schemePrefixed(stmts []ast.Stmt, x ast.Expr) *ast.BasicLit {
	if len(stmts) == 0 {
		return nil
	}
	var e ast.Expr
	switch s := stmts[0].(type) {
	case *ast.AssignStmt:
		if len(s.Lhs) != 1 || len(s.Rhs) != 1 || s.Tok != token.ASSIGN || !typesx.SameExpr(s.Lhs[0], x) {
			return nil
		}
		e = s.Rhs[0]
	case *ast.ReturnStmt:
		if len(s.Results) != 1 {
			return nil
		}
		e = s.Results[0]
	default:
		return nil
	}
	b, ok := ast.Unparen(e).(*ast.BinaryExpr)
	if !ok || b.Op != token.ADD || !typesx.SameExpr(b.Y, x) {
		return nil
	}
	lit, ok := ast.Unparen(b.X).(*ast.BasicLit)
	if !ok {
		return nil
	}
	scheme, ok := strings.CutSuffix(constString(r.pass.TypesInfo, lit), "://")
	if !ok || schemeTwins[strings.ToLower(scheme)] == "" {
		return nil
	}
	return lit
}
