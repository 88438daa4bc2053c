package flow

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/types/typeutil"
)

// A guard is the condition of an if before a sink that tests a string
// parameter v alone, and whose body leaves the function (if
// strings.TrimSpace(v) == "" { return errors.New(...) }) or replaces v
// (if v == "login" { v = def }): an argument for which it holds does not
// reach the sink as it is.
type guard struct {
	cond ast.Expr
	v    *types.Var
}

// holds evaluates g for the constant s taken by v; ok is false when the
// condition reads anything but v and constants, or calls a function
// whose meaning is not known here.
func (g guard) holds(info *types.Info, s string) (holds, ok bool) {
	x, ok := evalGuard(info, g.cond, g.v, s)
	if !ok || x.Kind() != constant.Bool {
		return false, false
	}
	return constant.BoolVal(x), true
}

// isGuard reports whether cond can be evaluated for some constant value
// of v: it reads v, and nothing but v and constants.
func isGuard(info *types.Info, cond ast.Expr, v *types.Var) bool {
	_, ok := guard{cond, v}.holds(info, "")
	return ok && typesx.UsesVar(info, cond, v)
}

// passesGuards reports whether the constant s passes every guard (none
// holds for it); ok is false when one cannot be evaluated.
func passesGuards(info *types.Info, guards []guard, s string) (passes, ok bool) {
	for _, g := range guards {
		holds, ok := g.holds(info, s)
		if !ok {
			return false, false
		}
		if holds {
			return false, true
		}
	}
	return true, true
}

// evalGuard evaluates e with v bound to the string s: constants, v, !,
// &&, ||, comparisons, len, and the functions whose row can Fold.
func evalGuard(info *types.Info, e ast.Expr, v *types.Var, s string) (constant.Value, bool) {
	e = ast.Unparen(e)
	if tv, ok := info.Types[e]; ok && tv.Value != nil {
		return tv.Value, true
	}
	switch e := e.(type) {
	case *ast.Ident:
		if info.Uses[e] == v {
			return constant.MakeString(s), true
		}
	case *ast.UnaryExpr:
		if e.Op == token.NOT {
			if x, ok := evalGuard(info, e.X, v, s); ok && x.Kind() == constant.Bool {
				return constant.MakeBool(!constant.BoolVal(x)), true
			}
		}
	case *ast.BinaryExpr:
		x, ok := evalGuard(info, e.X, v, s)
		if !ok {
			return nil, false
		}
		if (e.Op == token.LAND || e.Op == token.LOR) && x.Kind() == constant.Bool && constant.BoolVal(x) == (e.Op == token.LOR) {
			return x, true // the right operand is not evaluated
		}
		y, ok := evalGuard(info, e.Y, v, s)
		if !ok || x.Kind() != y.Kind() {
			return nil, false
		}
		switch e.Op {
		case token.LAND, token.LOR:
			return y, y.Kind() == constant.Bool
		case token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ:
			if x.Kind() != constant.String && x.Kind() != constant.Int && e.Op != token.EQL && e.Op != token.NEQ {
				return nil, false // only strings and integers are ordered here
			}
			return constant.MakeBool(constant.Compare(x, e.Op, y)), true
		}
	case *ast.CallExpr:
		return evalGuardCall(info, e, v, s)
	}
	return nil, false
}

// evalGuardCall evaluates a call of len or of a function whose row can
// Fold it (sinks.Func.Fold).
func evalGuardCall(info *types.Info, call *ast.CallExpr, v *types.Var, s string) (constant.Value, bool) {
	if call.Ellipsis.IsValid() {
		return nil, false
	}
	var args []constant.Value
	for _, a := range call.Args {
		x, ok := evalGuard(info, a, v, s)
		if !ok {
			return nil, false
		}
		args = append(args, x)
	}
	if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok {
		if b, ok := info.Uses[id].(*types.Builtin); ok && b.Name() == "len" && len(args) == 1 && args[0].Kind() == constant.String {
			return constant.MakeInt64(int64(len(constant.StringVal(args[0])))), true
		}
		return nil, false
	}
	fn, ok := typeutil.Callee(info, call).(*types.Func)
	if !ok || fn.Pkg() == nil {
		return nil, false
	}
	fold := FuncOfObj(fn).Fold
	if fold == nil {
		return nil, false
	}
	return fold(args)
}

// partialHolds evaluates cond, a guard of v, for val, a value of text
// and holes, where its text alone decides it: strings.Contains,
// HasPrefix and HasSuffix of v and a constant (a known piece holds the
// constant; the text before the first hole starts with it, or the text
// after the last ends with it), v == "" and v != "" (a known piece is
// not empty), under !, && and ||. ok is false where the holes' text
// could change the result, or the condition reads anything else.
func partialHolds(info *types.Info, cond ast.Expr, v *types.Var, val Value) (holds, ok bool) {
	readsV := func(e ast.Expr) bool {
		id, isID := ast.Unparen(e).(*ast.Ident)
		return isID && info.Uses[id] == v
	}
	constStr := func(e ast.Expr) (string, bool) {
		tv := info.Types[e]
		if tv.Value == nil || tv.Value.Kind() != constant.String {
			return "", false
		}
		return constant.StringVal(tv.Value), true
	}
	switch e := ast.Unparen(cond).(type) {
	case *ast.UnaryExpr:
		if e.Op == token.NOT {
			h, ok := partialHolds(info, e.X, v, val)
			return !h, ok
		}
	case *ast.BinaryExpr:
		switch e.Op {
		case token.LAND, token.LOR:
			x, okX := partialHolds(info, e.X, v, val)
			y, okY := partialHolds(info, e.Y, v, val)
			if r, ok := logical(e.Op, x, okX, y, okY); ok {
				return r, true
			}
		case token.EQL, token.NEQ:
			for _, pair := range [][2]ast.Expr{{e.X, e.Y}, {e.Y, e.X}} {
				if c, isC := constStr(pair[1]); isC && c == "" && readsV(pair[0]) {
					for _, p := range val {
						if !p.Hole && p.Text != "" {
							return e.Op == token.NEQ, true
						}
					}
				}
			}
		}
	case *ast.CallExpr:
		fn, isFn := typeutil.Callee(info, e).(*types.Func)
		if !isFn || fn.Pkg() == nil || len(e.Args) != 2 || !readsV(e.Args[0]) {
			return false, false
		}
		c, isC := constStr(e.Args[1])
		if !isC {
			return false, false
		}
		switch FuncOfObj(fn).Tests {
		case sinks.TestsContains:
			for _, p := range val {
				if !p.Hole && strings.Contains(p.Text, c) {
					return true, true
				}
			}
		case sinks.TestsPrefix:
			var lead strings.Builder
			for _, p := range val {
				if p.Hole {
					break
				}
				lead.WriteString(p.Text)
			}
			if strings.HasPrefix(lead.String(), c) {
				return true, true
			}
		case sinks.TestsSuffix:
			tail := ""
			for i := len(val) - 1; i >= 0 && !val[i].Hole; i-- {
				tail = val[i].Text + tail
			}
			if strings.HasSuffix(tail, c) {
				return true, true
			}
		}
	}
	return false, false
}

// passesGuardsValue reports whether val, an argument's value, passes the
// guards: a constant that none holds for, or a value made only of holes,
// which has nothing to check and keeps their reasons. known is false for
// a constant a guard cannot be evaluated for, and for a value of text and
// holes, which may fail them: neither is checked.
func passesGuardsValue(info *types.Info, guards []guard, val Value) (passes, known bool) {
	s, isConst := text(val)
	if !isConst {
		for _, p := range val {
			if !p.Hole {
				return false, false
			}
		}
		return true, true
	}
	passes, known = passesGuards(info, guards, s)
	return passes && known, known
}

// guardedCopy reports whether the use id of a parameter is copied into a
// local variable w that site reads, under an if that tests the
// parameter alone, as in
//
//	baseURL := defaultURL
//	if loginServer != "" {
//		baseURL = loginServer
//	}
//	url.Parse(baseURL)
//
// The if is a statement of fn's body, after w's declaration (w's only
// other assignment) and before site: an argument reaches site exactly
// when the condition holds for it. The guard returned holds for the
// arguments that do not.
func (p *ParamFlow) guardedCopy(f *Flow, fn ast.Node, id *ast.Ident, site ast.Expr) (guard, bool) {
	param, ok := f.Info.Uses[id].(*types.Var)
	if !ok {
		return guard{}, false
	}
	c, ok := f.Control.Cursor(id)
	if !ok {
		return guard{}, false
	}
	as, ok := c.Parent().Node().(*ast.AssignStmt)
	if !ok || as.Tok != token.ASSIGN || len(as.Lhs) != 1 || len(as.Rhs) != 1 || as.Rhs[0] != ast.Expr(id) {
		return guard{}, false
	}
	lhs, ok := ast.Unparen(as.Lhs[0]).(*ast.Ident)
	if !ok {
		return guard{}, false
	}
	w, ok := f.Info.Uses[lhs].(*types.Var)
	if !ok || w.IsField() || typesx.IsParam(w) || w.Parent() == f.Pkg.Scope() || !typesx.UsesVar(f.Info, site, w) {
		return guard{}, false
	}
	block := c.Parent().Parent()
	ifs, ok := block.Parent().Node().(*ast.IfStmt)
	if !ok || block.ParentEdgeKind() != edge.IfStmt_Body || ifs.Init != nil || ifs.Else != nil ||
		len(ifs.Body.List) != 1 || !isGuard(f.Info, ifs.Cond, param) {
		return guard{}, false
	}
	if _, body := f.Control.funcOf(ifs); body == nil || !slices.Contains(body.List, ast.Stmt(ifs)) || funcBody(fn) != body || ifs.End() > site.Pos() {
		return guard{}, false
	}
	vi := f.VarInfo(w)
	if vi == nil || vi.Opaque() || len(vi.Adds) > 0 || len(vi.Rhs) != 2 {
		return guard{}, false
	}
	for _, rhs := range vi.Rhs {
		if rhs != ast.Expr(id) && (!declares(f, w, rhs) || rhs.Pos() > ifs.Pos()) {
			return guard{}, false
		}
	}
	return guard{&ast.UnaryExpr{Op: token.NOT, X: ifs.Cond}, param}, true
}

// funcBody returns the body of fn, a function declaration or literal.
func funcBody(fn ast.Node) *ast.BlockStmt {
	switch fn := fn.(type) {
	case *ast.FuncDecl:
		return fn.Body
	case *ast.FuncLit:
		return fn.Body
	}
	return nil
}

// IPv6Texts are IPv6 addresses as a host's text holds them: a short
// form, a full one and one with a zone.
var IPv6Texts = [...]string{"::1", "2001:db8:0:0:0:0:0:1", "fe80::1%eth0"}

// HoldsForIPv6 evaluates cond where x, an IP address or a local string
// variable holding one, is any IPv6 address: ip.To4() == nil holds for
// every one (net.IP.To4, by its row's IPv6), addr.Is4() for none,
// strings.Contains(h, ":") for every one (by the texts of IPv6Texts),
// under !, && and ||. ok is false where cond reads anything else or
// its value is not the same for them all.
func HoldsForIPv6(info *types.Info, cond, x ast.Expr) (holds, ok bool) {
	return HoldsForIPv6Given(info, cond, x, nil)
}

// HoldsForIPv6Given is HoldsForIPv6 where the conditions known holds
// (by their text, types.ExprString) have the value it gives them: the
// conditions of the ifs around the read (if a && strings.Contains(h,
// ":") { ... } else if a { read }).
func HoldsForIPv6Given(info *types.Info, cond, x ast.Expr, known map[string]bool) (holds, ok bool) {
	if h, isKnown := known[types.ExprString(ast.Unparen(cond))]; isKnown {
		return h, true
	}
	if id, isID := ast.Unparen(x).(*ast.Ident); isID && typesx.IsString(info.TypeOf(id)) {
		v, _ := info.Uses[id].(*types.Var)
		if v == nil {
			return false, false
		}
		if !isGuard(info, cond, v) {
			if known == nil {
				return false, false
			}
			return stringHoldsGiven(info, cond, x, known)
		}
		for i, a := range IPv6Texts {
			h, ok := guard{cond, v}.holds(info, a)
			if !ok || i > 0 && h != holds {
				return false, false
			}
			holds = h
		}
		return holds, true
	}
	switch c := ast.Unparen(cond).(type) {
	case *ast.UnaryExpr:
		if c.Op == token.NOT {
			h, ok := HoldsForIPv6Given(info, c.X, x, known)
			return !h, ok
		}
	case *ast.BinaryExpr:
		switch c.Op {
		case token.LAND, token.LOR:
			a, okA := HoldsForIPv6Given(info, c.X, x, known)
			b, okB := HoldsForIPv6Given(info, c.Y, x, known)
			if r, ok := logical(c.Op, a, okA, b, okB); ok {
				return r, true
			}
		case token.EQL, token.NEQ:
			for _, pair := range [][2]ast.Expr{{c.X, c.Y}, {c.Y, c.X}} {
				if typesx.IsNil(pair[1]) {
					switch ipv6Result(info, pair[0], x) {
					case sinks.IPv6Nil:
						return c.Op == token.EQL, true
					case sinks.IPv6NotNil:
						return c.Op == token.NEQ, true
					}
				}
			}
		}
	case *ast.CallExpr:
		switch ipv6Result(info, c, x) {
		case sinks.IPv6True:
			return true, true
		case sinks.IPv6False:
			return false, true
		}
	}
	return false, false
}

// stringHoldsGiven evaluates cond, a condition of !, && and || over
// conditions that are known or read x alone, for HoldsForIPv6Given.
func stringHoldsGiven(info *types.Info, cond, x ast.Expr, known map[string]bool) (holds, ok bool) {
	switch c := ast.Unparen(cond).(type) {
	case *ast.UnaryExpr:
		if c.Op == token.NOT {
			h, ok := HoldsForIPv6Given(info, c.X, x, known)
			return !h, ok
		}
	case *ast.BinaryExpr:
		if c.Op == token.LAND || c.Op == token.LOR {
			a, okA := HoldsForIPv6Given(info, c.X, x, known)
			b, okB := HoldsForIPv6Given(info, c.Y, x, known)
			return logical(c.Op, a, okA, b, okB)
		}
	}
	return false, false
}

// ipv6Result returns what e, a call of a method of x with no argument,
// returns where x is an IPv6 address (sinks.Func.IPv6).
func ipv6Result(info *types.Info, e, x ast.Expr) sinks.IPv6Result {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) != 0 {
		return sinks.IPv6Unknown
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || !typesx.SameExpr(sel.X, x) {
		return sinks.IPv6Unknown
	}
	fn, ok := typeutil.Callee(info, call).(*types.Func)
	if !ok || fn.Pkg() == nil {
		return sinks.IPv6Unknown
	}
	return FuncOfObj(fn).IPv6
}

// logical combines the known values of the two operands of op (&& or
// ||), each with whether it is known: one operand that decides alone
// (false for &&, true for ||) is enough, otherwise both must be known.
func logical(op token.Token, x, okX, y, okY bool) (value, ok bool) {
	short := op == token.LOR // the value that decides alone
	switch {
	case okX && x == short, okY && y == short:
		return short, true
	case okX && okY:
		return !short, true
	}
	return false, false
}
