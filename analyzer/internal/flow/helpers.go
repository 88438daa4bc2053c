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

	"golang.org/x/tools/go/types/typeutil"
)

// helper resolves a call of a standard function whose meaning is known,
// evaluated on constants and holes: strings.Join, path.Join, path.Clean,
// strings.Replace, ReplaceAll, TrimSpace, TrimPrefix and TrimSuffix (Trim,
// TrimLeft and TrimRight on constants), regexp's ReplaceAllString and
// ReplaceAllLiteralString (their replacement between holes),
// net.JoinHostPort, the strconv formatters and the net/url escapers (a
// hole, or the text of a constant argument), cmp.Or (any of its
// arguments). A result it cannot compute
// from operands the flow does not follow has their reason (see derived);
// filepath.Clean and ToSlash have only such results. ok is false for any
// other call.
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
	if !sinks.Funcs[key].Eval {
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
		for _, tuple := range Tuples(elems) {
			out = append(out, JoinTuple(tuple, sep)...)
		}
		return bound(out), "", true
	case "path.Join":
		var elems [][]Value
		for _, a := range args {
			elems = append(elems, f.operand(a, depth))
		}
		var out []Value
		for _, tuple := range Tuples(elems) {
			v, ok := pathJoin(tuple, call)
			if !ok {
				vals, why := derived(elems, nil, call)
				return vals, why, true
			}
			out = append(out, v)
		}
		return bound(out), "", true
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
		if !ok1 || !ok2 || old == "" {
			return unknown()
		}
		var out []Value
		for _, v := range x {
			r, ok := replace(v, old, repl, n, call)
			if !ok {
				return unknown()
			}
			out = append(out, r)
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
				return []Value{{{Hole: true, Use: call}}}, "", true
			}
			base = b
		}
		if tv, ok := f.Info.Types[args[0]]; ok && tv.Value != nil && tv.Value.Kind() == constant.Int {
			if i, exact := constant.Int64Val(tv.Value); exact {
				return []Value{{{Text: strconv.FormatInt(i, base), Use: call}}}, "", true
			}
		}
		return []Value{{{Hole: true, Use: call}}}, "", true
	case "strconv.Quote", "strconv.QuoteToASCII", "strconv.FormatBool", "strconv.FormatFloat", "strconv.AppendInt":
		return []Value{{{Hole: true, Use: call}}}, "", true
	}
	return nil, "", false
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
	return []Value{{{Hole: true, Use: call}}}, true
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
		if !ok || v.Pkg() != f.Pkg || IsParam(v) || v.IsField() {
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
// maxValues of them.
func Tuples(elems [][]Value) [][]Value {
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
				if len(next) == MaxValues {
					break
				}
				next = append(next, append(append([]Value(nil), t...), v))
			}
		}
		out = next
	}
	return out
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

func bound(vals []Value) []Value {
	if len(vals) > MaxValues {
		return vals[:MaxValues]
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

// text returns the text of v and whether v has no hole.
func text(v Value) (string, bool) {
	var b strings.Builder
	for _, p := range v {
		if p.Hole {
			return "", false
		}
		b.WriteString(p.Text)
	}
	return b.String(), true
}

// rewritten is a piece whose text a helper changed: it no longer maps to
// bytes of its literal, so it is reported at the literal as a whole.
func rewritten(p Piece, s string, call ast.Expr) Piece {
	q := Piece{Text: s, Use: p.Use, Decl: p.Decl}
	if p.Lit != nil {
		q.Use = p.Lit
	}
	if q.Use == nil {
		q.Use = call
	}
	return q
}

// sub is the piece for bytes [i, j) of p's text, mapped into its literal
// when it can be.
func sub(p Piece, i, j int, call ast.Expr) Piece {
	if p.LitLen > 0 {
		return rewritten(p, p.Text[i:j], call)
	}
	q := p
	q.Text, q.Off = p.Text[i:j], p.Off+i
	return q
}

// pathJoin is path.Join of one value per argument. With no hole it is
// path.Join itself. With holes, the separators and the cleaning of the
// constant text are applied as path.Clean would (a run of slashes
// becomes one, a trailing slash goes), and a dot segment in the constant
// text, whose effect depends on the holes, makes it unknown.
func pathJoin(elems []Value, call *ast.CallExpr) (Value, bool) {
	var texts []string
	whole := true
	for _, e := range elems {
		s, ok := text(e)
		whole = whole && ok
		texts = append(texts, s)
	}
	if whole {
		joined := path.Join(texts...)
		var naive []string
		for _, s := range texts {
			if s != "" {
				naive = append(naive, s)
			}
		}
		if joined == strings.Join(naive, "/") {
			var v Value
			for _, e := range elems {
				if IsEmpty(e) {
					continue
				}
				if len(v) > 0 {
					v = append(v, Piece{Text: "/", Use: call})
				}
				v = append(v, e...)
			}
			return v, true
		}
		return Value{{Text: joined, Use: call}}, true
	}
	var v Value
	for _, e := range elems {
		if IsEmpty(e) {
			continue
		}
		if len(v) > 0 {
			prevSlash := !v[len(v)-1].Hole && strings.HasSuffix(v[len(v)-1].Text, "/")
			nextSlash := !e[0].Hole && strings.HasPrefix(e[0].Text, "/")
			switch {
			case prevSlash && nextSlash:
				return nil, false
			case !prevSlash && !nextSlash:
				v = append(v, Piece{Text: "/", Use: call})
			}
		}
		for _, p := range e {
			if p.Hole {
				v = append(v, p)
				continue
			}
			if dotSegment(p.Text) {
				return nil, false
			}
			if c := collapseSlashes(p.Text); c != p.Text {
				p = rewritten(p, c, call)
			}
			v = append(v, p)
		}
	}
	if n := len(v); n > 0 && !v[n-1].Hole && len(v[n-1].Text) > 1 && strings.HasSuffix(v[n-1].Text, "/") {
		v[n-1] = sub(v[n-1], 0, len(v[n-1].Text)-1, call)
	}
	return v, true
}

// dotSegment reports whether s, a constant run of a path next to holes,
// may hold a "." or ".." segment.
func dotSegment(s string) bool {
	for _, seg := range strings.Split(s, "/") {
		if seg != "" && strings.Trim(seg, ".") == "" {
			return true
		}
	}
	return false
}

func collapseSlashes(s string) string {
	for strings.Contains(s, "//") {
		s = strings.ReplaceAll(s, "//", "/")
	}
	return s
}

// replace is strings.Replace(v, old, repl, n). With holes, v is known
// when it has constant text in which old cannot match (see
// matchesInHolesOnly: that text stays as it is, whatever n), or when old
// is one byte and n < 0: no match can span a hole then. Holes alone are
// left to derivedWith, which checks repl between them.
func replace(v Value, old, repl string, n int, call *ast.CallExpr) (Value, bool) {
	if s, whole := text(v); whole {
		r := strings.Replace(s, old, repl, n)
		if r == s {
			return v, true
		}
		return Value{{Text: r, Use: call}}, true
	}
	if hasText(v) && matchesInHolesOnly(v, old) {
		return v, true
	}
	if len(old) != 1 || n >= 0 {
		return nil, false
	}
	out := make(Value, 0, len(v))
	for _, p := range v {
		if !p.Hole && strings.Contains(p.Text, old) {
			p = rewritten(p, strings.ReplaceAll(p.Text, old, repl), call)
		}
		out = append(out, p)
	}
	return out, true
}

// matchesInHolesOnly reports whether every match of old in v, a value
// with holes, lies within one hole: no run of constant text holds old, or
// a part of it that a hole could complete (its start at the run's end,
// its end at the run's start, or its middle).
func matchesInHolesOnly(v Value, old string) bool {
	for i := 0; i < len(v); {
		if v[i].Hole {
			i++
			continue
		}
		var run strings.Builder
		for ; i < len(v) && !v[i].Hole; i++ {
			run.WriteString(v[i].Text)
		}
		t := run.String()
		if t == "" {
			continue
		}
		if strings.Contains(t, old) || strings.Contains(old, t) {
			return false
		}
		for k := 1; k < len(old); k++ {
			if strings.HasSuffix(t, old[:k]) || strings.HasPrefix(t, old[k:]) {
				return false
			}
		}
	}
	return true
}

// trimSpace is strings.TrimSpace: the constant pieces at either end lose
// their spaces; a hole there keeps its own.
func trimSpace(v Value) Value {
	out := append(Value(nil), v...)
	for len(out) > 0 && !out[0].Hole {
		p := out[0]
		t := strings.TrimLeft(p.Text, " \t\n\r\v\f")
		if t != "" {
			out[0] = sub(p, len(p.Text)-len(t), len(p.Text), p.Use)
			break
		}
		out = out[1:]
	}
	for len(out) > 0 && !out[len(out)-1].Hole {
		p := out[len(out)-1]
		t := strings.TrimRight(p.Text, " \t\n\r\v\f")
		if t != "" {
			out[len(out)-1] = sub(p, 0, len(t), p.Use)
			break
		}
		out = out[:len(out)-1]
	}
	return out
}

// trimPrefix is strings.TrimPrefix on a value whose leading constant
// piece holds the prefix, or starts with a hole of which a one-byte
// prefix can only be part.
func trimPrefix(v Value, prefix string, call *ast.CallExpr) (Value, bool) {
	if len(v) == 0 || prefix == "" {
		return v, true
	}
	if v[0].Hole {
		return v, len(prefix) == 1
	}
	p := v[0]
	if strings.HasPrefix(p.Text, prefix) {
		return append(Value{sub(p, len(prefix), len(p.Text), call)}, v[1:]...), true
	}
	if len(v) == 1 || strings.HasPrefix(prefix, p.Text) {
		return v, len(v) == 1 // the prefix may span the next piece
	}
	return v, true
}

// trimSuffix is trimPrefix at the other end.
func trimSuffix(v Value, suffix string, call *ast.CallExpr) (Value, bool) {
	n := len(v)
	if n == 0 || suffix == "" {
		return v, true
	}
	if v[n-1].Hole {
		return v, len(suffix) == 1
	}
	p := v[n-1]
	if strings.HasSuffix(p.Text, suffix) {
		return append(append(Value(nil), v[:n-1]...), sub(p, 0, len(p.Text)-len(suffix), call)), true
	}
	if n == 1 || strings.HasSuffix(suffix, p.Text) {
		return v, n == 1
	}
	return v, true
}

// fillVerbs fills the verb holes of a Sprintf template t with the text of
// their arguments where it is known: a %s or %v of a string, a %d or %v
// of an integer constant. Other verbs stay holes. An explicit argument
// index, a '*' width or an unknown run of the format stops the matching
// of verbs to arguments.
func (f *Flow) fillVerbs(t Value, verbs []string, args []ast.Expr, depth int) []Value {
	out := []Value{{}}
	k, next := 0, 0 // the hole, the argument
	matched := true
	for _, p := range t {
		if !p.Hole {
			out = appendPiece(out, p)
			continue
		}
		verb := ""
		if k < len(verbs) {
			verb = verbs[k]
		}
		k++
		if verb == "" || strings.ContainsAny(verb, "[*") {
			matched = false
		}
		if !matched || next >= len(args) {
			out = appendPiece(out, p)
			continue
		}
		arg := args[next]
		next++
		if vals, ok := f.verbText(verb, arg, depth); ok {
			out = Concat(out, vals)
		} else {
			if p.Verb != nil {
				fv := *p.Verb
				fv.Arg = arg
				p.Verb = &fv
			}
			out = appendPiece(out, p)
		}
	}
	return out
}

func appendPiece(vals []Value, p Piece) []Value {
	for i := range vals {
		vals[i] = append(vals[i], p)
	}
	return vals
}

// verbText returns the text verb formats arg as, when it is known.
func (f *Flow) verbText(verb string, arg ast.Expr, depth int) ([]Value, bool) {
	tv, ok := f.Info.Types[arg]
	if !ok || tv.Type == nil {
		return nil, false
	}
	switch verb {
	case "s", "v":
		if IsString(tv.Type) {
			vals, why := f.Resolve(arg, depth+1)
			return vals, why == "" && len(vals) > 0
		}
		if verb == "s" {
			return nil, false
		}
	case "d":
	default:
		return nil, false
	}
	if tv.Value == nil {
		return nil, false
	}
	if b, ok := tv.Type.Underlying().(*types.Basic); !ok || b.Info()&types.IsInteger == 0 {
		return nil, false // %v of a bool or float: left a hole
	}
	if i, exact := constant.Int64Val(tv.Value); exact {
		return []Value{{{Text: strconv.FormatInt(i, 10), Use: arg}}}, true
	}
	return nil, false
}

// templateRuns returns the constant runs of a regexp replacement
// template, between its $1, $name and ${name} expansions, as
// regexp.Regexp.Expand reads it: "$$" is a "$", and a "$" that starts no
// expansion is itself.
func templateRuns(t string) []string {
	var runs []string
	var b strings.Builder
	for i := 0; i < len(t); i++ {
		if t[i] != '$' || i+1 == len(t) {
			b.WriteByte(t[i])
			continue
		}
		if t[i+1] == '$' {
			b.WriteByte('$')
			i++
			continue
		}
		end := expansionEnd(t, i+1)
		if end < 0 {
			b.WriteByte('$')
			continue
		}
		runs = append(runs, b.String())
		b.Reset()
		i = end - 1
	}
	return append(runs, b.String())
}

// expansionEnd returns the end of the name of an expansion starting at
// t[i], just after its "$", or -1 when none does.
func expansionEnd(t string, i int) int {
	if t[i] == '{' {
		j := strings.IndexByte(t[i:], '}')
		if j < 2 {
			return -1
		}
		for _, c := range t[i+1 : i+j] {
			if !nameByte(c) {
				return -1
			}
		}
		return i + j + 1
	}
	j := i
	for j < len(t) && nameByte(rune(t[j])) {
		j++
	}
	if j == i {
		return -1
	}
	return j
}

func nameByte(c rune) bool {
	return c == '_' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}
