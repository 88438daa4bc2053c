package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// splitFailedCheck reports the host or port that net.SplitHostPort
// returned read where its error is known not to be nil: SplitHostPort
// returns "" for both on every error, so the host of "consul.service"
// (missing port) is "", and fmt.Sprintf("%s:%s", host, "8500") dials
// ":8500" on the local machine. The text that failed to split is in
// the error (ae.Addr of a *net.AddrError) or in the argument itself.
type splitFailedCheck struct{}

func (splitFailedCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckHostName} }

func (splitFailedCheck) checkCall(r *pkgAnalysis, c *sinkCall) {
	fn, ok := c.Callee.(*types.Func)
	if !ok || !sinks.FuncOfObj(fn).SplitsHostPort || c.Fn == nil || c.Fn.Body == nil || !r.enabledAt(rfc.CheckHostName, c.Call) {
		return
	}
	parents := r.flow.Control.Parents(c.Call)
	if len(parents) == 0 {
		return
	}
	as, ok := parents[0].(*ast.AssignStmt)
	if !ok || len(as.Lhs) != 3 || len(as.Rhs) != 1 || ast.Unparen(as.Rhs[0]) != ast.Expr(c.Call) {
		return
	}
	info := r.pass.TypesInfo
	var results [2]*types.Var
	for i := range results {
		if id, ok := as.Lhs[i].(*ast.Ident); ok {
			results[i], _ = typesx.ObjectOf(info, id).(*types.Var)
		}
	}
	errID, ok := as.Lhs[2].(*ast.Ident)
	if !ok {
		return
	}
	errVar, _ := typesx.ObjectOf(info, errID).(*types.Var)
	if errVar == nil || results[0] == nil && results[1] == nil {
		return
	}
	body := c.Fn.Body
	// Only results and an error that this split alone writes: a
	// fallback assigned to the host (host = addr) makes it other text.
	assigned := func(v *types.Var) bool {
		n := 0
		ast.Inspect(body, func(x ast.Node) bool {
			switch x := x.(type) {
			case *ast.AssignStmt:
				for _, l := range x.Lhs {
					if id, ok := l.(*ast.Ident); ok && typesx.ObjectOf(info, id) == v {
						n++
					}
				}
			case *ast.UnaryExpr:
				if id, ok := x.X.(*ast.Ident); ok && x.Op == token.AND && info.Uses[id] == v {
					n += 2
				}
			}
			return n < 2
		})
		return n != 1
	}
	if assigned(errVar) {
		return
	}
	for i, v := range results {
		if v != nil && assigned(v) {
			results[i] = nil
		}
	}
	ast.Inspect(body, func(x ast.Node) bool {
		is, ok := x.(*ast.IfStmt)
		if !ok || is.Pos() < as.End() {
			return true
		}
		var failed ast.Node
		switch {
		case r.errorSet(is.Init, is.Cond, errVar, true):
			failed = is.Body
		case is.Else != nil && r.errorSet(is.Init, is.Cond, errVar, false):
			failed = is.Else
		}
		if failed == nil {
			return true
		}
		for i, v := range results {
			if v == nil {
				continue
			}
			ast.Inspect(failed, func(y ast.Node) bool {
				id, ok := y.(*ast.Ident)
				if !ok || info.Uses[id] != v || r.reported(id) {
					return true
				}
				what := [2]string{"host", "port"}[i]
				d := analysis.Diagnostic{Pos: id.Pos(), End: id.End(), Category: string(rfc.CheckHostName),
					Message: id.Name + " is the " + what + " net.SplitHostPort returned with an error, always \"\": the split fails on text with no port " +
						"(\"consul.service\", \"10.0.0.5\"), and the text is in the error (a *net.AddrError's Addr) or in the argument it was given"}
				r.out.add(finding{Diagnostic: d, at: id.Pos(), alone: true})
				return true
			})
		}
		return true
	})
}

// errorSet reports whether cond (after init), when it holds (or, with
// holds false, when it fails), requires err to be non-nil: err != nil,
// a type assertion of err that succeeds (ae, ok := err.(*net.AddrError);
// ok), errors.As(err, ...), or a conjunction with one of them.
func (r *pkgAnalysis) errorSet(init ast.Stmt, cond ast.Expr, err *types.Var, holds bool) bool {
	info := r.pass.TypesInfo
	isErr := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && info.Uses[id] == err
	}
	switch c := ast.Unparen(cond).(type) {
	case *ast.BinaryExpr:
		switch {
		case c.Op == token.LAND && holds, c.Op == token.LOR && !holds:
			return r.errorSet(init, c.X, err, holds) || r.errorSet(init, c.Y, err, holds)
		case c.Op == token.NEQ && holds, c.Op == token.EQL && !holds:
			return isErr(c.X) && typesx.IsNil(c.Y) || isErr(c.Y) && typesx.IsNil(c.X)
		}
	case *ast.UnaryExpr:
		if c.Op == token.NOT {
			return r.errorSet(init, c.X, err, !holds)
		}
	case *ast.Ident:
		// ok of ae, ok := err.(*net.AddrError) in the if's init.
		as, isAssign := init.(*ast.AssignStmt)
		if !holds || !isAssign || len(as.Lhs) != 2 || len(as.Rhs) != 1 {
			return false
		}
		ta, isAssert := ast.Unparen(as.Rhs[0]).(*ast.TypeAssertExpr)
		okID, isID := as.Lhs[1].(*ast.Ident)
		return isAssert && isID && isErr(ta.X) && typesx.ObjectOf(info, okID) == info.Uses[c]
	case *ast.CallExpr:
		fn, ok := typeutilCallee(info, c).(*types.Func)
		return holds && ok && fn.Pkg() != nil && fn.Pkg().Path() == "errors" && fn.Name() == "As" && len(c.Args) == 2 && isErr(c.Args[0])
	}
	return false
}

// reported reports whether id is read into an error or a log line: an
// argument of a function that only shows its arguments (a Prints row:
// fmt.Errorf, log.Printf, t.Errorf) or of panic, where the empty host
// is a poor message, not a URL.
func (r *pkgAnalysis) reported(id *ast.Ident) bool {
	for _, p := range r.flow.Control.Parents(id) {
		switch p := p.(type) {
		case ast.Stmt:
			return false
		case *ast.CallExpr:
			switch fn := typeutilCallee(r.pass.TypesInfo, p).(type) {
			case *types.Builtin:
				return fn.Name() == "panic"
			case *types.Func:
				if flow.FuncOfObj(fn).Prints {
					return true
				}
			}
		}
	}
	return false
}
