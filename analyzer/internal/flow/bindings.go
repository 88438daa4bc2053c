package flow

import (
	"go/ast"
	"go/types"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// bindings map parameters of a function to the arguments of one call of
// it, each with the bindings in force where the argument is written.
type bindings map[*types.Var]boundArg

type boundArg struct {
	arg ast.Expr
	env bindings
	// rest, for the variadic parameter of a printf-like function (see
	// bindParams), are the arguments it holds, or forward the slice the
	// call passes (f(tmpl, args...)); arg is then nil.
	rest     []ast.Expr
	forward  ast.Expr
	variadic bool
	call     *ast.CallExpr // the call whose argument it is
	// text is the argument's one constant value, when known; evaluated
	// says it was looked for (boundCond).
	text             string
	known, evaluated bool
}

// param resolves a use id of parameter v: the argument it stands for in
// the call whose result is being computed, the arguments of every call of
// its function (ParamFlow), or unknown.
func (cl *CallFlow) param(v *types.Var, id ast.Expr, sc scope) ([]Value, Reason) {
	b, ok := sc.args[v]
	if ok && b.variadic {
		return nil, ReasonParameter
	}
	if !ok {
		if use, isIdent := id.(*ast.Ident); isIdent && cl.f.Params != nil {
			return cl.f.Params.resolve(cl.f, v, use, sc)
		}
		return nil, ReasonParameter
	}
	return cl.f.resolve(b.arg, sc.withArgs(b.env).deeper())
}

// bindArgs returns the parameters of a function of this package that
// stand for the arguments of call (from argument shift on) in its result,
// and the returns the call can take: the string parameters, not
// variadic, that the body never assigns. Which return a call takes can
// depend on its arguments (if path == "" { return base }; return base +
// "/" + path), so that an argument could reach the result only on paths
// the call never takes: a function with more than one return of a value
// (error returns aside) is bound only where every condition that reads a
// bound parameter and decides whether a return runs can be evaluated for
// the call's constant argument (callReturns). nil when none is bound.
func (cl *CallFlow) bindArgs(ft *ast.FuncType, body *ast.BlockStmt, sig *types.Signature, call *ast.CallExpr, shift int, sc scope) (bindings, []*ast.ReturnStmt) {
	returns := cl.returnsOf(body)
	args := cl.bindParams(ft, body, call, shift, sc)
	if args == nil || cl.oneReturn(body, sig) {
		return args, returns
	}
	returns, ok := cl.callReturns(returns, args, sc)
	if !ok {
		return nil, nil
	}
	return args, returns
}

// bindParams returns the parameters of a function of this package that
// stand for the arguments of call, whatever its returns (see bindArgs),
// each with the bindings of sc, in force where it is written. When a
// string parameter is bound, so is the variadic one, never assigned, to
// the arguments it holds, or to the slice call passes (f(a, rest...)):
// a printf-like helper's verbs are then matched to its caller's
// arguments (Formats.format).
func (cl *CallFlow) bindParams(ft *ast.FuncType, body *ast.BlockStmt, call *ast.CallExpr, shift int, sc scope) bindings {
	if call == nil || cl == nil || cl.Cheap || cl.bound[body] {
		return nil
	}
	var out bindings
	var rest *types.Var
	k := 0
	for _, field := range ft.Params.List {
		_, variadic := field.Type.(*ast.Ellipsis)
		for _, name := range field.Names {
			v, ok := cl.f.Info.Defs[name].(*types.Var)
			j := k + shift
			k++
			if ok && variadic && (!call.Ellipsis.IsValid() && j <= len(call.Args) || j == len(call.Args)-1) {
				rest = v
			}
			if !ok || variadic || j >= len(call.Args) || !typesx.IsString(v.Type()) {
				continue
			}
			if vi := cl.f.VarInfo(v); vi != nil && (len(vi.assignments()) > 0 || vi.Escapes) {
				continue
			}
			if out == nil {
				out = make(bindings)
			}
			out[v] = boundArg{arg: call.Args[j], env: sc.args, call: call}
		}
	}
	if out != nil && rest != nil {
		if vi := cl.f.VarInfo(rest); vi == nil || len(vi.assignments()) == 0 && !vi.Escapes {
			b := boundArg{env: sc.args, variadic: true, call: call}
			if call.Ellipsis.IsValid() {
				b.forward = call.Args[len(call.Args)-1]
			} else {
				b.rest = call.Args[k-1+shift:]
			}
			out[rest] = b
		}
	}
	return out
}

// oneReturn reports whether body has one return of a value, not counting
// the returns of an error path (a non-nil last result of type error).
func (cl *CallFlow) oneReturn(body *ast.BlockStmt, sig *types.Signature) bool {
	n := sig.Results().Len()
	errPath := n > 1 && typesx.IsError(sig.Results().At(n-1).Type())
	count := 0
	ast.Inspect(body, func(nd ast.Node) bool {
		switch nd := nd.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if !errPath || len(nd.Results) != n || typesx.IsNil(nd.Results[n-1]) {
				count++
			}
		}
		return count <= 1
	})
	return count == 1
}

// boundResult computes result i of a function from returns, those of its
// returns a call can take, with args bound, for one call; when it is not
// known, vals is nil and why says why.
func (cl *CallFlow) boundResult(body *ast.BlockStmt, returns []*ast.ReturnStmt, sig *types.Signature, i int, args bindings, sc scope) (vals []Value, why Reason) {
	if cl.depth >= maxSummaryDepth {
		return nil, ReasonDepth
	}
	if cl.bound == nil {
		cl.bound = make(map[*ast.BlockStmt]bool)
	}
	cl.bound[body] = true
	cl.depth++
	all, whys := cl.summarizeReturns(returns, sig, sc.withArgs(args))
	cl.depth--
	delete(cl.bound, body)
	return all[i], whys[i]
}

// unknownResult returns why result i of a function is not known for one
// call, given why its summary (summaryWhy) and its result with the call's
// arguments bound (boundWhy, when it has one return) are not. A summary
// unknown because of a parameter is computed again with the arguments
// bound, whatever its returns: only its reason is taken, never the
// constants an argument gives on a path the call may not take (the
// result is then "call", as it is for a parameter that cannot be bound).
func (cl *CallFlow) unknownResult(ft *ast.FuncType, body *ast.BlockStmt, sig *types.Signature, i int, call *ast.CallExpr, shift int, summaryWhy, boundWhy Reason, sc scope) Reason {
	if summaryWhy != ReasonParameter {
		return summaryWhy
	}
	if boundWhy != "" {
		return boundWhy
	}
	if args := cl.bindParams(ft, body, call, shift, sc); args != nil {
		if vals, why := cl.boundResult(body, cl.returnsOf(body), sig, i, args, sc); vals == nil {
			return why
		}
	}
	// An argument's constants on some of its paths, or a parameter the
	// function assigns: not the caller's parameter.
	return ReasonCall
}

// spread reports whether argument i of call is a slice passed to a
// variadic parameter (f(a, rest...)): the arguments before it are passed
// as they are.
func spread(call *ast.CallExpr, i int) bool {
	return call.Ellipsis.IsValid() && i >= len(call.Args)-1
}
