package flow

import (
	"go/ast"
	"go/constant"
	"go/types"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// Formats resolves the text that printf formats (fmt.Sprintf and the
// format wrappers, template.go) and strings.Builder writes (builder.go)
// make, verb by verb and write by write.
type Formats struct {
	f *Flow
}

// IsSprintf reports whether call is fmt.Sprintf: a call of a function
// whose text its format makes of its other arguments (sinks.Func.Formats).
func IsSprintf(info *types.Info, call *ast.CallExpr) bool {
	row, _ := stdFuncOf(info, call)
	return row.Formats
}

// sprintf resolves fmt.Sprintf(format, args...) to templates: the
// constant runs of the format, with a hole for each verb. "%%" stands for
// a literal '%'. A call passing a slice (fmt.Sprintf(tmpl, args...), a
// function that formats its parameter) leaves every verb a hole.
func (fm *Formats) sprintf(call *ast.CallExpr, sc scope) ([]Value, Reason) {
	if len(call.Args) == 0 {
		return nil, ReasonCall
	}
	out, why := fm.format(call, 0, sc)
	if why != "" {
		return nil, ReasonFormat
	}
	return out, ""
}

// format resolves the text call formats from its argument i, a printf
// format, and the arguments after it (see sprintf); why is the format's
// reason when it is not known.
func (fm *Formats) format(call *ast.CallExpr, i int, sc scope) ([]Value, Reason) {
	if vals, why, ok := fm.callersFormat(call, i, sc); ok {
		return vals, why
	}
	args, argScope := fm.formatArgs(call, i, sc)
	formats, why := fm.f.resolve(call.Args[i], sc.deeper())
	if why != "" {
		return nil, why
	}
	out := make([]Value, 0, len(formats))
	for _, v := range formats {
		var t Value
		var verbs []string
		for _, p := range v {
			if p.Hole {
				t = append(t, p)
				verbs = append(verbs, "") // an unknown run of the format: arguments are no longer matched
				continue
			}
			pt, pv := splitFormatVerbs(p)
			t = append(t, pt...)
			verbs = append(verbs, pv...)
		}
		out = append(out, fm.fillVerbs(t, verbs, args, argScope)...)
	}
	return out, ""
}

// callersFormat resolves the text call formats from its argument i when
// that is tmpl and the arguments after it are args..., the last two
// parameters of a function, never assigned, that the call being resolved
// passes on (sc.args) or that are the function's own: the text each call
// of that function makes of its format and arguments
// (ParamFlow.resolveFormat), when every call is in the package. ok is
// false for another shape.
func (fm *Formats) callersFormat(call *ast.CallExpr, i int, sc scope) (vals []Value, why Reason, ok bool) {
	if fm.f.Params == nil || sc.site == nil || !call.Ellipsis.IsValid() || len(call.Args) != i+2 {
		return nil, "", false
	}
	format, args := call.Args[i], call.Args[i+1]
	for depth := 0; ; depth++ {
		id, isID := ast.Unparen(format).(*ast.Ident)
		if !isID || depth > MaxDepth {
			return nil, "", false
		}
		v, isVar := fm.f.Info.Uses[id].(*types.Var)
		if !isVar || !typesx.IsParam(v) {
			return nil, "", false
		}
		b, bound := sc.args[v]
		if !bound {
			if !fm.ownFormat(id, format, args) {
				return nil, "", false
			}
			return fm.f.Params.resolveFormat(fm.f, v, id, sc)
		}
		w, isVar := fm.f.Info.Uses[identOf(args)].(*types.Var)
		if !isVar {
			return nil, "", false
		}
		rb, ok := sc.args[w]
		if !ok || !rb.variadic || rb.forward == nil || b.variadic || b.call != rb.call {
			return nil, "", false
		}
		format, args, sc = b.arg, rb.forward, sc.withArgs(b.env)
	}
}

// ownFormat reports whether format and args, written at id's place, are
// the last two parameters of the function around id, a format and the
// variadic arguments it formats (CallFlow.formatArgs).
func (fm *Formats) ownFormat(id *ast.Ident, format, args ast.Expr) bool {
	fn, _ := fm.f.Control.funcOf(id)
	var sig *types.Signature
	switch fn := fn.(type) {
	case *ast.FuncDecl:
		if obj, isFunc := fm.f.Info.Defs[fn.Name].(*types.Func); isFunc {
			sig = obj.Signature()
		}
	case *ast.FuncLit:
		sig, _ = fm.f.Info.TypeOf(fn).(*types.Signature)
	}
	if sig == nil {
		return false
	}
	_, ok := fm.f.Calls.formatArgs(sig, format, args)
	return ok
}

// identOf returns e as an identifier, or nil.
func identOf(e ast.Expr) *ast.Ident {
	id, _ := ast.Unparen(e).(*ast.Ident)
	return id
}

// formatArgs returns the arguments call formats from its argument i, a
// printf format, and the scope they are resolved in. A call that passes
// a slice formats arguments not known (nil), except the variadic
// parameter of a helper bound to the arguments of the call being
// resolved (fmt.Sprintf(tmpl, args...) in a helper its caller gives
// "/users/%s", id), also through helpers that pass it on (args...):
// those, in the scope of the call that gives them.
func (fm *Formats) formatArgs(call *ast.CallExpr, i int, sc scope) ([]ast.Expr, scope) {
	if !call.Ellipsis.IsValid() {
		return call.Args[i+1:], sc
	}
	if len(call.Args) != i+2 {
		return nil, sc
	}
	e := call.Args[i+1]
	for depth := 0; depth <= MaxDepth; depth++ {
		v, ok := fm.f.Info.Uses[identOf(e)].(*types.Var)
		if !ok {
			return nil, sc
		}
		b, ok := sc.args[v]
		if !ok || !b.variadic {
			return nil, sc
		}
		sc = sc.withArgs(b.env)
		if b.forward == nil {
			return b.rest, sc
		}
		e = b.forward
	}
	return nil, sc
}

// after resolves fmt.Sprintf(format, v, args...) whose every format
// starts with a %s or %v of v, a string variable it reads nowhere else:
// the text the call appends to v's (u = fmt.Sprintf("%s:%d", u, port)).
// ok is false for another shape.
func (fm *Formats) after(call *ast.CallExpr, v *types.Var, sc scope) ([]Value, bool) {
	if len(call.Args) < 2 || call.Ellipsis.IsValid() || fm.f.Info.Uses[identOf(call.Args[1])] != v || identOf(call.Args[1]) != ast.Unparen(call.Args[1]) {
		return nil, false
	}
	for _, a := range call.Args[2:] {
		if typesx.UsesVar(fm.f.Info, a, v) {
			return nil, false
		}
	}
	formats, why := fm.f.resolve(call.Args[0], sc.deeper())
	if why != "" || len(formats) == 0 {
		return nil, false
	}
	var out []Value
	for _, f := range formats {
		if len(f) != 1 || f[0].Hole || NumbersArgs(f[0].Text) {
			return nil, false
		}
		t, verbs := splitFormatVerbs(f[0])
		if len(t) == 0 || !t[0].Hole || verbs[0] != "s" && verbs[0] != "v" {
			return nil, false
		}
		out = append(out, fm.fillVerbs(t[1:], verbs[1:], call.Args[2:], sc)...)
	}
	return out, true
}

// SplitFormat splits a piece of a printf format at its verbs.
func SplitFormat(p Piece) Value {
	v, _ := splitFormatVerbs(p)
	return v
}

// splitFormatVerbs is splitFormat that also returns, for each hole, the
// verb it stands for as written after its '%' (flags, argument indexes,
// width, precision and the verb: "s", "-5d", "[2]s", "*d"). A verb '%'
// with flags ("%5%") writes a '%' and formats no argument, as "%%" does:
// it is text, not a hole.
func splitFormatVerbs(p Piece) (Value, []string) {
	var out Value
	var verbs []string
	s := p.Text
	run := 0 // start of the current constant run
	emit := func(start, end int) {
		if start < end {
			q := p
			q.Text, q.Off, q.Format = s[start:end], p.Off+start, true
			out = append(out, q)
		}
	}
	for i := 0; i < len(s); {
		if s[i] != '%' {
			i++
			continue
		}
		emit(run, i)
		start := i + 1
		end := verbEnd(s, start)
		if end > start && s[end-1] == '%' {
			q := p
			q.Text, q.Off, q.LitLen, q.Format = "%", p.Off+i, end-i, true
			out = append(out, q)
		} else {
			out = append(out, Piece{Hole: true, Use: p.Use, Lit: nil, Verb: &fmtVerb{Verb: verbText(s[start:end])}})
			verbs = append(verbs, s[start:end])
		}
		i, run = end, end
	}
	emit(run, len(s))
	return out, verbs
}

// formatHasText reports whether format writes text of its own, as
// splitFormatVerbs splits it without making its pieces: a byte outside
// its verbs, or the '%' of a verb '%'.
func formatHasText(format string) bool {
	for i := 0; i < len(format); {
		if format[i] != '%' {
			return true
		}
		end := verbEnd(format, i+1)
		if end > i+1 && format[end-1] == '%' {
			return true
		}
		i = end
	}
	return false
}

// verbEnd returns the offset just past the verb whose flags start at i,
// read as fmt reads it: flags, an argument index, a width ('*' or
// digits), a '.' and a precision (an index, then '*' or digits), an
// index, then the verb, one rune. A format that ends before the verb
// ("%!(NOVERB)") ends it.
func verbEnd(s string, i int) int {
	for i < len(s) && strings.IndexByte("#0+- ", s[i]) >= 0 {
		i++
	}
	i, after := argIndexEnd(s, i)
	if i < len(s) && s[i] == '*' {
		i, after = i+1, false
	} else {
		i = digitsEnd(s, i)
	}
	if i+1 < len(s) && s[i] == '.' {
		i, after = argIndexEnd(s, i+1)
		if i < len(s) && s[i] == '*' {
			i, after = i+1, false
		} else {
			i = digitsEnd(s, i)
		}
	}
	if !after {
		i, _ = argIndexEnd(s, i)
	}
	if i >= len(s) {
		return len(s)
	}
	_, size := utf8.DecodeRuneInString(s[i:])
	return i + size
}

// argIndexEnd returns the offset past an argument index "[n]" at s[i], as
// fmt skips it, and whether it is one: a '[' with no ']' after it is
// skipped alone, "[x]" whole, neither an index.
func argIndexEnd(s string, i int) (int, bool) {
	_, w, ok := argIndex(s[i:])
	return i + w, ok
}

// argIndex reads an argument index "[n]" at the start of s as fmt does:
// n-1, the bytes it takes (0 when s does not start with '['), and whether
// it is a number.
func argIndex(s string) (index, width int, ok bool) {
	if s == "" || s[0] != '[' {
		return 0, 0, false
	}
	if len(s) < 3 {
		return 0, 1, false
	}
	for j := 1; j < len(s); j++ {
		if s[j] == ']' {
			n, end := 0, 1
			for ; end < j && '0' <= s[end] && s[end] <= '9'; end++ {
				if n > 1e6 {
					return 0, j + 1, false // fmt's tooLarge
				}
				n = n*10 + int(s[end]-'0')
			}
			if end == 1 || end != j {
				return 0, j + 1, false
			}
			return n - 1, j + 1, true
		}
	}
	return 0, 1, false
}

// digitsEnd returns the offset past the decimal digits at s[i].
func digitsEnd(s string, i int) int {
	for i < len(s) && '0' <= s[i] && s[i] <= '9' {
		i++
	}
	return i
}

// TextVerb reports whether s is one printf verb that writes its argument's
// text as it is: "%s" or "%v", maybe with an argument index ("%[2]s").
func TextVerb(s string) bool {
	if len(s) < 2 || s[0] != '%' || verbEnd(s, 1) != len(s) {
		return false
	}
	v := verbText(s[1:])
	return v == "s" || v == "v"
}

// TextPrefixVerb reports whether verb, a hole's verb as fmtVerb.Verb
// holds it (its argument indexes left out), writes its argument's text as
// it is or the start of it that a precision keeps: "s", "v", ".*s" (the
// precision an argument gives), ".40s". An IPv6 address cut short still
// has its colons; a precision of 0 writes nothing, and a width pads the
// text with spaces.
func TextPrefixVerb(verb string) bool {
	if rest, ok := strings.CutPrefix(verb, "."); ok {
		if p, star := strings.CutPrefix(rest, "*"); star {
			verb = p
		} else {
			end := digitsEnd(rest, 0)
			if strings.Trim(rest[:end], "0") == "" {
				return false
			}
			verb = rest[end:]
		}
	}
	return verb == "s" || verb == "v"
}

// NumbersArgs reports whether a verb of printf format s names its
// argument's index ("%[2]s").
func NumbersArgs(s string) bool {
	_, verbs := splitFormatVerbs(Piece{Text: s})
	for _, v := range verbs {
		if strings.IndexByte(v, '[') >= 0 {
			return true
		}
	}
	return false
}

// verbText returns a verb as written after its '%' with its argument
// indexes left out: what it does to its argument ("[2]s" is "s", "[1]*d"
// is "*d").
func verbText(spec string) string {
	if strings.IndexByte(spec, '[') < 0 {
		return spec
	}
	var b strings.Builder
	for i := 0; i < len(spec); {
		if spec[i] == '[' {
			_, w, _ := argIndex(spec[i:])
			i += w
			continue
		}
		b.WriteByte(spec[i])
		i++
	}
	return b.String()
}

// verbArg returns the argument that the verb spec (written after its '%',
// as splitFormatVerbs returns it) formats, of n arguments, when argNum is
// the next argument fmt would take (-1: not known), as fmt reads the verb:
// an index "[k]" moves to argument k-1, a '*' width or precision takes the
// next argument. next is the next argument after the verb; arg is -1 when
// fmt writes an error instead ("%!s(BADINDEX)", "%!s(MISSING)", a width
// after an index) or argNum is not known and the verb names no index.
func verbArg(spec string, argNum, n int) (arg, next int) {
	good := true
	i := 0
	for i < len(spec) && strings.IndexByte("#0+- ", spec[i]) >= 0 {
		i++
	}
	index := func() bool {
		k, w, ok := argIndex(spec[i:])
		if w == 0 {
			return false
		}
		i += w
		if ok && 0 <= k && k < n {
			argNum = k
		} else {
			good = false
		}
		return ok
	}
	star := func() {
		if argNum >= 0 && argNum < n {
			argNum++
		}
	}
	after := index()
	if i < len(spec) && spec[i] == '*' {
		i++
		star()
		after = false
	} else if end := digitsEnd(spec, i); end > i {
		i = end
		if after {
			good = false // "%[3]2d"
		}
	}
	if i+1 < len(spec) && spec[i] == '.' {
		i++
		if after {
			good = false // "%[3].2d"
		}
		after = index()
		if i < len(spec) && spec[i] == '*' {
			i++
			star()
			after = false
		} else {
			i = digitsEnd(spec, i)
		}
	}
	if !after {
		index()
	}
	if i >= len(spec) || !good || argNum < 0 || argNum >= n {
		return -1, argNum
	}
	return argNum, argNum + 1
}

// A fmtVerb is the printf verb a hole stands for, and the argument it
// formats when that is not known.
type fmtVerb struct {
	Verb   string   // flags included: "s", "-5d"
	Arg    ast.Expr // nil when the argument is not matched
	ArgWhy Reason   // for a string argument: why its text is not known
	// Bound is the argument of the call being resolved that Arg, a
	// parameter of a helper, stands for (see callerArg), or nil.
	Bound ast.Expr
}

// verbKind returns what verb formats arg as: a number or a boolean for
// the integer verbs, and for %v of a number or a boolean; hex digits
// (PlainText) for %x and %X of a string or of bytes (the hex of a
// digest), which a function's ResultsFact carries to other packages.
func (fm *Formats) verbKind(verb string, arg ast.Expr) HoleKind {
	switch verb[len(verb)-1] {
	case 'd', 'b', 'o', 'x', 'X', 'e', 'E', 'f', 'F', 'g', 'G', 't', 'v':
	default:
		return AnyText
	}
	t := fm.f.Info.TypeOf(arg)
	if t == nil {
		return AnyText
	}
	if hexBytes(verb, t) {
		return PlainText
	}
	b, ok := t.Underlying().(*types.Basic)
	if !ok || b.Info()&(types.IsInteger|types.IsFloat|types.IsBoolean) == 0 {
		return AnyText
	}
	if strings.ContainsAny(verb, "vxX") && hasTextMethod(t) {
		return AnyText // fmt formats it with its String or Error method
	}
	return NumericText
}

// hexBytes reports whether verb, %x or %X without the flags ' ' (a space
// between bytes) and '+', writes t, a string or a slice or array of
// bytes with no method of its own that fmt would call, as hex digits.
func hexBytes(verb string, t types.Type) bool {
	if c := verb[len(verb)-1]; c != 'x' && c != 'X' || strings.ContainsAny(verb, " +") {
		return false
	}
	if m, _, _ := types.LookupFieldOrMethod(t, true, nil, "Format"); m != nil || hasTextMethod(t) {
		return false
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return u.Info()&types.IsString != 0
	case *types.Slice:
		return typesx.IsByte(u.Elem())
	case *types.Array:
		return typesx.IsByte(u.Elem())
	}
	return false
}

// hasTextMethod reports whether t has a String or Error method, which
// fmt's %v, %x and %X call.
func hasTextMethod(t types.Type) bool {
	for _, name := range []string{"String", "Error"} {
		if obj, _, _ := types.LookupFieldOrMethod(t, true, nil, name); obj != nil {
			if _, ok := obj.(*types.Func); ok {
				return true
			}
		}
	}
	return false
}

// fillVerbs fills the verb holes of a Sprintf template t with the text of
// their arguments where it is known: a %s or %v of a string, a %d or %v
// of an integer constant. Other verbs stay holes. Each verb is matched to
// its argument as fmt does (verbArg): argument indexes, '*' widths and
// precisions; after an unknown run of the format, only a verb that names
// its argument's index is matched.
func (fm *Formats) fillVerbs(t Value, verbs []string, args []ast.Expr, sc scope) []Value {
	out := []Value{{}}
	k, next := 0, 0 // the hole, the argument (-1: not known)
	for _, p := range t {
		if !p.Hole {
			out = appendPiece(out, p)
			continue
		}
		spec := ""
		if k < len(verbs) {
			spec = verbs[k]
		}
		k++
		i := -1
		if spec == "" {
			next = -1 // an unknown run of the format
		} else {
			i, next = verbArg(spec, next, len(args))
		}
		if i < 0 {
			out = appendPiece(out, p)
			continue
		}
		arg := args[i]
		verb := verbText(spec)
		vals, why, ok := fm.verbText(verb, arg, sc)
		if ok {
			out = Concat(out, vals)
			continue
		}
		if p.Verb != nil {
			fv := *p.Verb
			fv.Arg, fv.ArgWhy = arg, why
			if bound := fm.callerArg(arg, sc.args); bound != arg {
				fv.Bound = bound
			}
			p.Verb = &fv
		}
		p.Kind = fm.verbKind(verb, arg)
		if known := fm.knownField(arg, vals, sc.args); len(known) > 0 {
			// A base field a constructor writes, and that other
			// packages may set too: its known values, and the verb
			// for the rest, as a concatenation has them.
			out = Concat(out, append(known, Value{p}))
		} else {
			out = appendPiece(out, p)
		}
	}
	return out
}

// callerArg returns the argument of the call being resolved that arg,
// a parameter of a helper bound to it (env: scope.args), stands for,
// through helpers that pass it on: what the verb writes is the caller's
// value (svcID in addQuery(u, "service", svcID)), whose name may say
// what it is where the helper's (value) does not. Other arguments are
// returned as they are.
func (fm *Formats) callerArg(arg ast.Expr, env bindings) ast.Expr {
	for depth := 0; depth < 4; depth++ {
		id, ok := ast.Unparen(arg).(*ast.Ident)
		if !ok {
			break
		}
		v, ok := fm.f.Info.Uses[id].(*types.Var)
		if !ok {
			break
		}
		b, ok := env[v]
		if !ok || b.variadic || b.arg == nil {
			break
		}
		arg, env = b.arg, b.env
	}
	return arg
}

// knownField returns, when arg is a field read (a client's base URL),
// the values of vals that are constant text; env are the bindings in
// force (scope.args). Other arguments stay one hole: the values of a
// string a loop builds with Sprintf from itself would grow at each turn.
func (fm *Formats) knownField(arg ast.Expr, vals []Value, env bindings) []Value {
	if !fm.fieldRead(arg, env, 0) {
		return nil
	}
	var out []Value
values:
	for _, v := range vals {
		for _, p := range v {
			if p.Hole {
				continue values
			}
		}
		if len(v) > 0 {
			out = append(out, v)
		}
	}
	return out
}

// fieldRead reports whether arg reads a field, directly or through a
// parameter of a helper bound to one for the call being resolved
// (fullURL(c.baseURL, p) returning fmt.Sprintf("%s%s", base, p)): a
// parameter the helper never assigns cannot grow in a loop.
func (fm *Formats) fieldRead(arg ast.Expr, env bindings, depth int) bool {
	switch x := ast.Unparen(arg).(type) {
	case *ast.SelectorExpr:
		s, ok := fm.f.Info.Selections[x]
		return ok && s.Kind() == types.FieldVal
	case *ast.Ident:
		v, ok := fm.f.Info.Uses[x].(*types.Var)
		if !ok || depth > 4 {
			return false
		}
		b, ok := env[v]
		return ok && !b.variadic && fm.fieldRead(b.arg, b.env, depth+1)
	}
	return false
}

func appendPiece(vals []Value, p Piece) []Value {
	for i := range vals {
		vals[i] = append(vals[i], p)
	}
	return vals
}

// verbText returns the text verb formats arg as, when it is known.
// why is, for a string argument whose text is not known, why.
func (fm *Formats) verbText(verb string, arg ast.Expr, sc scope) (vals []Value, why Reason, ok bool) {
	tv, ok := fm.f.Info.Types[arg]
	if !ok || tv.Type == nil {
		return nil, "", false
	}
	switch verb {
	case "s", "v":
		if typesx.IsString(tv.Type) {
			vals, why := fm.f.resolve(arg, sc.deeper())
			return vals, why, why == "" && len(vals) > 0
		}
		if vals, ok := fm.stringMethod(tv.Type, sc); ok {
			return vals, "", true
		}
		if verb == "s" {
			return nil, "", false
		}
	case "d":
	default:
		return nil, "", false
	}
	if tv.Value == nil {
		return nil, "", false
	}
	if b, ok := tv.Type.Underlying().(*types.Basic); !ok || b.Info()&types.IsInteger == 0 {
		return nil, "", false // %v of a bool or float: left a hole
	}
	if i, exact := constant.Int64Val(tv.Value); exact {
		return []Value{{{Text: strconv.FormatInt(i, 10), Use: arg}}}, "", true
	}
	return nil, "", false
}

// stringMethod returns the text fmt writes for %s or %v of a value of
// type t whose String method this package declares (func (t paramTime)
// String() string { return time.Time(t).Format(time.RFC3339) }): the
// values its one return can hold, for any receiver, or the hole of a
// time it formats with its zone's offset (ZonedTime).
func (fm *Formats) stringMethod(t types.Type, sc scope) ([]Value, bool) {
	if fm.f.Calls == nil || typesx.IsString(t.Underlying()) {
		return nil, false
	}
	obj, _, _ := types.LookupFieldOrMethod(t, true, fm.f.Pkg, "String")
	fn, ok := obj.(*types.Func)
	if !ok || fn.Pkg() != fm.f.Pkg || fn.Signature().Params().Len() != 0 || fn.Signature().Results().Len() != 1 {
		return nil, false
	}
	if m, _, _ := types.LookupFieldOrMethod(t, true, fm.f.Pkg, "Format"); m != nil {
		return nil, false // fmt calls Format first
	}
	d := fm.f.Calls.Decl(fn)
	if d == nil || d.Body == nil || len(d.Body.List) != 1 {
		return nil, false
	}
	ret, ok := d.Body.List[0].(*ast.ReturnStmt)
	if !ok || len(ret.Results) != 1 {
		return nil, false
	}
	e := ret.Results[0]
	if vals, why := fm.f.resolve(e, sc.deeper()); why == "" && len(vals) > 0 {
		return vals, true
	}
	if fm.f.ZonedTime(e) {
		// A time formatted with its zone's offset: the hole of the
		// method's return, which the unescaped checks judge there.
		return []Value{{{Hole: true, Use: e, Why: ReasonCall}}}, true
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
