package flow

import (
	"go/ast"
	"go/constant"
	"go/types"
	"net/url"
	"path"
	"strconv"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"

	"golang.org/x/tools/go/types/typeutil"
)

// helper resolves a call of a standard function whose meaning is known,
// evaluated on constants and holes: strings.Join, path.Join, path.Clean,
// path.Base and path.Dir, strings.Replace, ReplaceAll, TrimSpace,
// TrimPrefix and TrimSuffix (Trim, TrimLeft and TrimRight on constants),
// regexp's ReplaceAllString and ReplaceAllLiteralString (their
// replacement between holes), net.JoinHostPort, the strconv formatters
// and the net/url escapers (a hole, or the text of a constant argument),
// cmp.Or (any of its arguments). A result it cannot compute from operands
// the flow does not follow has their reason (see derived);
// filepath.Clean, ToSlash, Base and Dir have only such results. ok is
// false for any other call.
func (f *Flow) helper(call *ast.CallExpr, depth int) (vals []Value, why Reason, ok bool) {
	defer func() {
		if r := recover(); r != nil {
			if _, cycle := r.(cycleError); !cycle {
				panic(r)
			}
			vals, why, ok = nil, ReasonDepth, true
		}
	}()
	fn, isFunc := typeutil.Callee(f.Info, call).(*types.Func)
	if !isFunc || fn.Pkg() == nil {
		return nil, "", false
	}
	if sinks.FuncKey(fn) == "strings.Builder.String" {
		vals, why := f.builderString(call, depth)
		return vals, why, true
	}
	switch fn.Pkg().Path() {
	case "cmp":
		if fn.Name() != "Or" || call.Ellipsis.IsValid() {
			return nil, "", false
		}
		vals, why := f.firstOf(call.Args, depth)
		return vals, why, true
	case "strings", "path", "path/filepath", "net", "strconv", "regexp":
	case "net/url":
		vals, ok := f.escaper(fn, call)
		return vals, "", ok
	default:
		return nil, "", false
	}
	if call.Ellipsis.IsValid() {
		return nil, ReasonCall, true
	}
	key := sinks.FuncKey(fn)
	if !sinks.FuncOf(key).Eval {
		return nil, "", false
	}
	args := call.Args
	switch key {
	case "strings.Join":
		if len(args) != 2 {
			break
		}
		elems, ok := f.stringList(args[0], depth)
		if !ok {
			if split, ok := f.splitText(args[0], depth); ok {
				vals, why := derivedWith([][]Value{split}, f.operand(args[1], depth), call)
				return vals, why, true
			}
			return nil, ReasonCall, true
		}
		sep := f.operand(args[1], depth)
		var out []Value
		tuples, cut := Tuples(elems)
		for _, tuple := range tuples {
			out = append(out, JoinTuple(tuple, sep)...)
		}
		return bound(out, cut), "", true
	case "path.Join":
		var elems [][]Value
		for _, a := range args {
			elems = append(elems, f.operand(a, depth))
		}
		var out []Value
		tuples, cut := Tuples(elems)
		for _, tuple := range tuples {
			v, ok := pathJoin(tuple, call)
			if !ok {
				vals, why := derived(elems, nil, call)
				return vals, why, true
			}
			out = append(out, v)
		}
		return bound(out, cut), "", true
	case "strings.ReplaceAll", "strings.Replace":
		if len(args) < 3 {
			break
		}
		x := f.operand(args[0], depth)
		unknown := func() ([]Value, Reason, bool) {
			vals, why := derivedWith([][]Value{x}, f.operand(args[2], depth), call)
			return vals, why, true
		}
		old, ok1 := f.ConstString(args[1])
		repl, ok2 := f.ConstString(args[2])
		n := -1
		if len(args) == 4 {
			c, ok := f.constInt(args[3])
			if !ok {
				return unknown()
			}
			n = c
		}
		if !ok1 || old == "" {
			return unknown()
		}
		var out []Value
		for _, v := range x {
			if ok2 {
				if r, ok := replace(v, old, repl, n, call); ok {
					out = append(out, r)
					continue
				}
			}
			// Run-time text replacing a constant's matches: they become
			// its values, the rest of the text stays (one of two
			// placeholders filled, a space kept). With a hole, a match
			// may lie in what it stands for: the result is derived.
			if _, whole := text(v); ok2 || !whole {
				return unknown()
			}
			r, ok := replaceEach(v, old, f.operand(args[2], depth), n, call)
			if !ok {
				return unknown()
			}
			out = append(out, r...) // Concat bounds the combinations
		}
		return out, "", true
	case "strings.TrimSpace":
		if len(args) != 1 {
			break
		}
		var out []Value
		for _, v := range f.operand(args[0], depth) {
			out = append(out, trimSpace(v))
		}
		return out, "", true
	case "strings.TrimPrefix", "strings.TrimSuffix":
		if len(args) != 2 {
			break
		}
		x := f.operand(args[0], depth)
		affix, ok := f.ConstString(args[1])
		if !ok {
			vals, why := derived([][]Value{x}, nil, call)
			return vals, why, true
		}
		var out []Value
		for _, v := range x {
			var r Value
			var ok bool
			if fn.Name() == "TrimPrefix" {
				r, ok = trimPrefix(v, affix, call)
			} else {
				r, ok = trimSuffix(v, affix, call)
			}
			if !ok {
				vals, why := derived([][]Value{x}, nil, call)
				return vals, why, true
			}
			out = append(out, r)
		}
		return out, "", true
	case "strings.Trim", "strings.TrimLeft", "strings.TrimRight":
		if len(args) != 2 {
			break
		}
		x := f.operand(args[0], depth)
		cutset, ok := f.ConstString(args[1])
		trim := map[string]func(string, string) string{"Trim": strings.Trim, "TrimLeft": strings.TrimLeft, "TrimRight": strings.TrimRight}[fn.Name()]
		var out []Value
		for _, v := range x {
			s, whole := text(v)
			if !ok || !whole {
				vals, why := derived([][]Value{x}, nil, call)
				return vals, why, true
			}
			out = append(out, Value{{Text: trim(s, cutset), Use: call}})
		}
		return out, "", true
	case "regexp.Regexp.ReplaceAllString", "regexp.Regexp.ReplaceAllLiteralString":
		if len(args) != 2 {
			break
		}
		x := f.operand(args[0], depth)
		repl, ok := f.ConstString(args[1])
		if !ok {
			vals, why := derivedWith([][]Value{x}, f.operand(args[1], depth), call)
			return vals, why, true
		}
		runs := []string{repl}
		if fn.Name() == "ReplaceAllString" {
			runs = templateRuns(repl)
		}
		var insert []Value
		for _, r := range runs {
			if r != "" {
				insert = append(insert, Value{{Text: r, Use: args[1]}})
			}
		}
		vals, why := derived([][]Value{x}, insert, call)
		return vals, why, true
	case "path.Clean", "path/filepath.Clean", "path/filepath.ToSlash":
		if len(args) != 1 {
			break
		}
		x := f.operand(args[0], depth)
		pathClean := fn.Name() == "Clean" && fn.Pkg().Path() == "path"
		if pathClean && len(x) == 1 {
			if s, whole := text(x[0]); whole {
				return []Value{{{Text: path.Clean(s), Use: call}}}, "", true
			}
		}
		vals, why := derived([][]Value{x}, nil, call)
		if why == ReasonCall && pathClean {
			return nil, "", false // its ResultsFact: "." or "/", or a hole
		}
		return vals, why, true
	case "path.Base", "path.Dir", "path/filepath.Base", "path/filepath.Dir":
		if len(args) != 1 {
			break
		}
		x := f.operand(args[0], depth)
		if fn.Pkg().Path() == "path" {
			eval := path.Base
			if fn.Name() == "Dir" {
				eval = path.Dir
			}
			if out, ok := eachText(x, eval, call); ok {
				return out, "", true
			}
		}
		// Of run-time text, the result is part of it (its last element,
		// or the path before it): a hole of its reason, or no value, not
		// the degenerate returns of the function's body ("/" for slashes
		// only, "." for nothing), which a link or a file name does not
		// give. filepath's results depend on the system the program runs
		// on: not computed, even of constants.
		vals, why := derived([][]Value{x}, nil, call)
		return vals, why, true
	case "net.JoinHostPort":
		if len(args) != 2 {
			break
		}
		var hosts []Value
		for _, h := range f.operand(args[0], depth) {
			s, whole := text(h)
			switch {
			case !whole:
				hosts = append(hosts, Value{{Hole: true, Use: args[0]}}) // an IPv6 hole gets brackets
			case strings.Contains(s, ":"):
				v := Value{{Text: "[", Use: call}}
				v = append(v, h...)
				hosts = append(hosts, append(v, Piece{Text: "]", Use: call}))
			default:
				hosts = append(hosts, h)
			}
		}
		out := Concat(hosts, []Value{{{Text: ":", Use: call}}})
		return Concat(out, f.operand(args[1], depth)), "", true
	case "strconv.Itoa", "strconv.FormatInt", "strconv.FormatUint":
		if len(args) == 0 {
			break
		}
		base := 10
		if len(args) == 2 {
			b, ok := f.constInt(args[1])
			if !ok || b < 2 || b > 36 {
				return []Value{{{Hole: true, Use: call, Kind: NumericText}}}, "", true
			}
			base = b
		}
		if tv, ok := f.Info.Types[args[0]]; ok && tv.Value != nil && tv.Value.Kind() == constant.Int {
			if i, exact := constant.Int64Val(tv.Value); exact {
				return []Value{{{Text: strconv.FormatInt(i, base), Use: call}}}, "", true
			}
		}
		return []Value{{{Hole: true, Use: call, Kind: NumericText}}}, "", true
	case "strconv.FormatBool", "strconv.FormatFloat":
		return []Value{{{Hole: true, Use: call, Kind: NumericText}}}, "", true
	case "strconv.Quote", "strconv.QuoteToASCII", "strconv.AppendInt":
		return []Value{{{Hole: true, Use: call}}}, "", true
	}
	return nil, "", false
}

// eachText returns eval of the text of each value of x, at call, when
// each is constant text.
func eachText(x []Value, eval func(string) string, call ast.Expr) ([]Value, bool) {
	out := make([]Value, 0, len(x))
	for _, v := range x {
		s, whole := text(v)
		if !whole {
			return nil, false
		}
		out = append(out, Value{{Text: eval(s), Use: call}})
	}
	return out, true
}

// escaper resolves the net/url functions whose result is escaped text,
// valid in any URL component that takes it: Values.Encode (a query),
// QueryEscape and PathEscape. The result of a constant argument is its
// text; any other is a hole, since whatever the input, no byte of the
// result can be a fault.
func (f *Flow) escaper(fn *types.Func, call *ast.CallExpr) ([]Value, bool) {
	escape := map[string]func(string) string{
		"net/url.QueryEscape": url.QueryEscape,
		"net/url.PathEscape":  url.PathEscape,
	}[sinks.FuncKey(fn)]
	switch {
	case sinks.FuncKey(fn) == "net/url.Values.Encode":
	case escape == nil:
		return nil, false
	case len(call.Args) == 1:
		if s, ok := f.ConstString(call.Args[0]); ok {
			return []Value{{{Text: escape(s), Use: call}}}, true
		}
	}
	return []Value{{{Hole: true, Use: call, Kind: EscapedText}}}, true
}

// operand resolves e, or returns a hole when its value is not known. It
// panics with errCycle when e's resolution ran into the depth bound: a
// rewrite of a variable from itself (u = strings.TrimSuffix(u, "/")) then
// gives the variable no value.
func (f *Flow) operand(e ast.Expr, depth int) []Value {
	vals, why := f.Resolve(e, depth+1)
	if why == ReasonDepth || why == ReasonRecursion {
		panic(errCycle)
	}
	if why != "" || len(vals) == 0 {
		return []Value{{{Hole: true, Use: e, Why: why}}}
	}
	return vals
}

type cycleError struct{}

var errCycle cycleError

// stringList resolves a []string composite literal, or a local variable
// assigned one once, to the values of each element.
func (f *Flow) stringList(e ast.Expr, depth int) ([][]Value, bool) {
	e = ast.Unparen(e)
	if id, ok := e.(*ast.Ident); ok {
		v, ok := f.Info.Uses[id].(*types.Var)
		if !ok || v.Pkg() != f.Pkg || typesx.IsParam(v) || v.IsField() {
			return nil, false
		}
		vi := f.VarInfo(v)
		if vi == nil || vi.Opaque() || len(vi.Rhs) != 1 {
			return nil, false
		}
		e = ast.Unparen(vi.Rhs[0])
	}
	lit, ok := e.(*ast.CompositeLit)
	if !ok {
		return nil, false
	}
	var out [][]Value
	for _, elt := range lit.Elts {
		if _, ok := elt.(*ast.KeyValueExpr); ok {
			return nil, false
		}
		out = append(out, f.operand(elt, depth))
	}
	return out, true
}

// Tuples returns the combinations of one value per element, at most
// maxCombined of the elements' counts; cut says that some were left out.
func Tuples(elems [][]Value) (tuples [][]Value, cut bool) {
	counts := make([]int, len(elems))
	for i, vals := range elems {
		counts[i] = len(vals)
	}
	limit := maxCombined(counts...)
	out := [][]Value{nil}
	for _, vals := range elems {
		var next [][]Value
		for _, t := range out {
			if len(vals) == 1 {
				// t is extended once: in place (each tuple has an
				// array of its own), not copied, which made a
				// list of n constants cost n² copies.
				next = append(next, append(t, vals[0]))
				continue
			}
			for _, v := range vals {
				if len(next) == limit {
					cut = true
					break
				}
				next = append(next, append(append([]Value(nil), t...), v))
			}
		}
		out = next
	}
	return out, cut
}

// JoinTuple returns the values of strings.Join of the elements of tuple
// with separator sep: every element's value is concatenated with one of
// sep's between each two, as concat would, in one allocation per value
// when sep has one value.
func JoinTuple(tuple []Value, sep []Value) []Value {
	if len(tuple) == 0 || len(sep) != 1 {
		vals := []Value{{}}
		for i, e := range tuple {
			if i > 0 {
				vals = Concat(vals, sep)
			}
			vals = Concat(vals, []Value{e})
		}
		return vals
	}
	n := len(sep[0]) * (len(tuple) - 1)
	for _, e := range tuple {
		n += len(e)
	}
	v := make(Value, 0, n)
	for i, e := range tuple {
		if i > 0 {
			v = append(v, sep[0]...)
		}
		v = append(v, e...)
	}
	return []Value{v}
}

// bound returns the combinations vals, with tooMany when cut left some
// out.
func bound(vals []Value, cut bool) []Value {
	if cut {
		return append(vals, tooMany())
	}
	return vals
}

func (f *Flow) ConstString(e ast.Expr) (string, bool) {
	if tv, ok := f.Info.Types[e]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
		return constant.StringVal(tv.Value), true
	}
	return "", false
}

func (f *Flow) constInt(e ast.Expr) (int, bool) {
	if tv, ok := f.Info.Types[e]; ok && tv.Value != nil && tv.Value.Kind() == constant.Int {
		if i, exact := constant.Int64Val(tv.Value); exact && int64(int(i)) == i {
			return int(i), true
		}
	}
	return 0, false
}
