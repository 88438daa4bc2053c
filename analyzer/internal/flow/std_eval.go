package flow

import (
	"go/ast"
	"go/constant"
	"go/types"
	"path"
	"slices"
	"strconv"
	"strings"
	"time"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// A stdCall is a call of a function of stdFuncs being evaluated: its
// evaluators are its methods.
type stdCall struct {
	f    *Flow
	call *ast.CallExpr
	args []ast.Expr
	sc   scope
}

// operand resolves argument i (see Flow.operand).
func (c stdCall) operand(i int) []Value { return c.f.operand(c.args[i], c.sc) }

// derived returns the result derived from x and insert (see derived).
func (c stdCall) derived(x []Value, insert []Value) ([]Value, Reason, bool) {
	vals, why := derived([][]Value{x}, insert, c.call)
	return vals, why, true
}

// derivedWith returns the result derived from x, the parts of other
// inserted (see derivedWith).
func (c stdCall) derivedWith(x []Value, other []Value) ([]Value, Reason, bool) {
	vals, why := derivedWith([][]Value{x}, other, c.call)
	return vals, why, true
}

// builderString evaluates strings.Builder.String (see Flow.builderString).
func (c stdCall) builderString() ([]Value, Reason, bool) {
	vals, why := c.f.Formats.builderString(c.call, c.sc)
	return vals, why, true
}

// firstOf evaluates cmp.Or(args...) of strings: the first argument that
// is not empty, so any of them. An argument not followed is a hole with
// its reason, as a variable's one unknown assignment is: the constants of
// the others are still checked, and the result is unresolved for that
// reason.
func (c stdCall) firstOf() ([]Value, Reason, bool) {
	if c.call.Ellipsis.IsValid() {
		return nil, "", false
	}
	var out []Value
	var why Reason
	for _, a := range c.args {
		vals, w := c.f.resolve(a, c.sc.deeper())
		if w != "" {
			why = MergeReason(why, w)
			out = append(out, Value{{Hole: true, Use: a, Why: w}})
			continue
		}
		for _, v := range vals {
			if !IsEmpty(v) {
				out = append(out, v)
			}
		}
	}
	return out, why, true
}

// join evaluates strings.Join of a list of known elements, or of the
// parts of a text split (strings.Split): joined at the separator it was
// split at, only the text's own text.
func (c stdCall) join() ([]Value, Reason, bool) {
	if len(c.args) != 2 {
		return nil, "", false
	}
	elems, ok := c.f.stringList(c.args[0], c.sc)
	if !ok {
		if split, ok := c.f.splitText(c.args[0], c.sc); ok {
			if c.f.rejoinsSplit(c.args[0], c.args[1]) {
				vals, why := derived([][]Value{split}, nil, c.call)
				return vals, why, true
			}
			return c.derivedWith(split, c.operand(1))
		}
		if c.f.escapedElems(c.args[0], c.call.Pos(), c.sc) {
			// Escaped elements joined: escaped text, with the separator
			// between two of them.
			h := Value{{Hole: true, Use: c.call, Kind: EscapedText}}
			return append([]Value{h}, JoinTuple([]Value{h, h}, c.operand(1))...), "", true
		}
		if elems, ok := c.f.appendedElems(c.args[0], c.sc); ok {
			// One element, or two with the separator between: what a
			// value of the slice puts on each side of a separator.
			sep := c.operand(1)
			var out []Value
			for _, e := range elems {
				out = append(out, e)
				out = append(out, JoinTuple([]Value{e, e}, sep)...)
			}
			return out, "", true
		}
		return nil, ReasonCall, true
	}
	sep := c.operand(1)
	var out []Value
	tuples, cut := Tuples(elems)
	for _, tuple := range tuples {
		out = append(out, JoinTuple(tuple, sep)...)
	}
	return bound(out, cut), "", true
}

// pathJoin evaluates path.Join.
func (c stdCall) pathJoin() ([]Value, Reason, bool) {
	var elems [][]Value
	for i := range c.args {
		elems = append(elems, c.operand(i))
	}
	var out []Value
	tuples, cut := Tuples(elems)
	for _, tuple := range tuples {
		v, ok := pathJoin(tuple, c.call)
		if !ok {
			vals, why := derived(elems, nil, c.call)
			return vals, why, true
		}
		out = append(out, v)
	}
	return bound(out, cut), "", true
}

// replace evaluates strings.Replace and ReplaceAll.
func (c stdCall) replace() ([]Value, Reason, bool) {
	args := c.args
	if len(args) < 3 {
		return nil, "", false
	}
	x := c.operand(0)
	unknown := func() ([]Value, Reason, bool) { return c.derivedWith(x, restored(c.operand(2))) }
	old, ok1 := c.f.ConstString(args[1])
	if !ok1 {
		// A placeholder built of a bound parameter ("{"+name+"}" in a
		// helper called with "siteUrl") is the one text it holds.
		old, ok1 = c.oneText(1)
	}
	repl, ok2 := c.f.ConstString(args[2])
	n := -1
	if len(args) == 4 {
		k, ok := c.f.constInt(args[3])
		if !ok {
			return unknown()
		}
		n = k
	}
	if !ok1 || old == "" {
		return unknown()
	}
	var out []Value
	for _, v := range x {
		if ok2 {
			if r, ok := replace(v, old, repl, n, c.call); ok {
				out = append(out, r)
				continue
			}
		}
		// Run-time text replacing a constant's matches: they become its
		// values, the rest of the text stays (one of two placeholders
		// filled, a space kept). With a hole, a match may lie in what it
		// stands for: the result is derived.
		if _, whole := text(v); ok2 || !whole {
			return unknown()
		}
		r, ok := replaceEach(v, old, c.operand(2), n, c.call)
		if !ok {
			return unknown()
		}
		out = append(out, r...) // Concat bounds the combinations
	}
	return out, "", true
}

// oneText returns the text of argument i when every value it can hold
// is one and the same constant text.
func (c stdCall) oneText(i int) (string, bool) {
	vals := c.operand(i)
	if len(vals) == 0 {
		return "", false
	}
	first, whole := text(vals[0])
	if !whole {
		return "", false
	}
	for _, v := range vals[1:] {
		if s, whole := text(v); !whole || s != first {
			return "", false
		}
	}
	return first, true
}

// restored marks the text of vals, a replacement's values, as written
// where a match lay in run-time text (Piece.Restored).
func restored(vals []Value) []Value {
	out := make([]Value, len(vals))
	for i, v := range vals {
		out[i] = slices.Clone(v)
		for j := range out[i] {
			out[i][j].Restored = !out[i][j].Hole
		}
	}
	return out
}

// trimSpace evaluates strings.TrimSpace.
func (c stdCall) trimSpace() ([]Value, Reason, bool) {
	if len(c.args) != 1 {
		return nil, "", false
	}
	var out []Value
	for _, v := range c.operand(0) {
		out = append(out, trimSpace(v))
	}
	return out, "", true
}

// trimAffix evaluates strings.TrimPrefix and TrimSuffix, whose trim of
// a value is trim.
func (c stdCall) trimAffix(trim func(Value, string, *ast.CallExpr) (Value, bool)) ([]Value, Reason, bool) {
	if len(c.args) != 2 {
		return nil, "", false
	}
	x := c.operand(0)
	affix, ok := c.f.ConstString(c.args[1])
	if !ok {
		return c.derived(x, nil)
	}
	var out []Value
	for _, v := range x {
		r, ok := trim(v, affix, c.call)
		if !ok {
			return c.derived(x, nil)
		}
		out = append(out, r)
	}
	return out, "", true
}

// trimCutset evaluates strings.Trim, TrimLeft and TrimRight (trim) on
// constants.
func (c stdCall) trimCutset(trim func(string, string) string) ([]Value, Reason, bool) {
	if len(c.args) != 2 {
		return nil, "", false
	}
	x := c.operand(0)
	cutset, ok := c.f.ConstString(c.args[1])
	var out []Value
	for _, v := range x {
		s, whole := text(v)
		if !ok || !whole {
			return c.derived(x, nil)
		}
		out = append(out, Value{{Text: trim(s, cutset), Use: c.call}})
	}
	return out, "", true
}

// replaceRegexp evaluates regexp's ReplaceAllString and
// ReplaceAllLiteralString: their replacement between holes, its runs
// outside $ references when expands (ReplaceAllString).
func (c stdCall) replaceRegexp(expands bool) ([]Value, Reason, bool) {
	if len(c.args) != 2 {
		return nil, "", false
	}
	x := c.operand(0)
	repl, ok := c.f.ConstString(c.args[1])
	if !ok {
		return c.derivedWith(x, c.operand(1))
	}
	runs := []string{repl}
	if expands {
		runs = templateRuns(repl)
	}
	var insert []Value
	for _, r := range runs {
		if r != "" {
			insert = append(insert, Value{{Text: r, Use: c.args[1]}})
		}
	}
	return c.derived(x, insert)
}

// clean evaluates path.Clean of a constant (pathClean); filepath.Clean
// and ToSlash have only derived results.
func (c stdCall) clean(pathClean bool) ([]Value, Reason, bool) {
	if len(c.args) != 1 {
		return nil, "", false
	}
	x := c.operand(0)
	if pathClean && len(x) == 1 {
		if s, whole := text(x[0]); whole {
			return []Value{{{Text: path.Clean(s), Use: c.call}}}, "", true
		}
	}
	vals, why := derived([][]Value{x}, nil, c.call)
	if why == ReasonCall && pathClean {
		return nil, "", false // its ResultsFact: "." or "/", or a hole
	}
	return vals, why, true
}

// baseDir evaluates path.Base and path.Dir (eval) of constants;
// filepath's (eval nil) have only derived results.
func (c stdCall) baseDir(eval func(string) string) ([]Value, Reason, bool) {
	if len(c.args) != 1 {
		return nil, "", false
	}
	x := c.operand(0)
	if eval != nil {
		if out, ok := eachText(x, eval, c.call); ok {
			return out, "", true
		}
	}
	// Of run-time text, the result is part of it (its last element, or
	// the path before it): a hole of its reason, or no value, not the
	// degenerate returns of the function's body ("/" for slashes only,
	// "." for nothing), which a link or a file name does not give.
	// filepath's results depend on the system the program runs on: not
	// computed, even of constants.
	return c.derived(x, nil)
}

// joinHostPort evaluates net.JoinHostPort: a host holding ':' gets
// brackets.
func (c stdCall) joinHostPort() ([]Value, Reason, bool) {
	if len(c.args) != 2 {
		return nil, "", false
	}
	var hosts []Value
	for _, h := range c.operand(0) {
		s, whole := text(h)
		switch {
		case !whole:
			hosts = append(hosts, Value{{Hole: true, Use: c.args[0]}}) // an IPv6 hole gets brackets
		case strings.Contains(s, ":"):
			v := Value{{Text: "[", Use: c.call}}
			v = append(v, h...)
			hosts = append(hosts, append(v, Piece{Text: "]", Use: c.call}))
		default:
			hosts = append(hosts, h)
		}
	}
	out := Concat(hosts, []Value{{{Text: ":", Use: c.call}}})
	return Concat(out, c.operand(1)), "", true
}

// formatInt evaluates strconv.Itoa, FormatInt and FormatUint of a
// constant; of anything else, a numeric hole.
func (c stdCall) formatInt() ([]Value, Reason, bool) {
	if len(c.args) == 0 {
		return nil, "", false
	}
	base := 10
	if len(c.args) == 2 {
		b, ok := c.f.constInt(c.args[1])
		if !ok || b < 2 || b > 36 {
			return c.numeric()
		}
		base = b
	}
	if tv, ok := c.f.Info.Types[c.args[0]]; ok && tv.Value != nil && tv.Value.Kind() == constant.Int {
		if i, exact := constant.Int64Val(tv.Value); exact {
			return []Value{{{Text: strconv.FormatInt(i, base), Use: c.call}}}, "", true
		}
	}
	return c.numeric()
}

// sprint evaluates fmt.Sprint of one operand: a constant's text, or a
// number for an integer, a float or a boolean that has no String or
// Error method of its own; else the call is followed as any other.
func (c stdCall) sprint() ([]Value, Reason, bool) {
	if len(c.args) != 1 || c.call.Ellipsis.IsValid() {
		return nil, "", false
	}
	tv, ok := c.f.Info.Types[c.args[0]]
	if !ok || tv.Type == nil {
		return nil, "", false
	}
	b, basic := tv.Type.Underlying().(*types.Basic)
	if !basic || b.Info()&(types.IsInteger|types.IsFloat|types.IsBoolean) == 0 || hasTextMethod(tv.Type) {
		return nil, "", false
	}
	if tv.Value != nil && tv.Value.Kind() == constant.Int {
		return []Value{{{Text: tv.Value.ExactString(), Use: c.call}}}, "", true
	}
	return c.numeric()
}

// maxRepeat bounds the text strings.Repeat is evaluated to.
const maxRepeat = 1 << 16

// repeat evaluates strings.Repeat of a constant a constant number of
// times (a long value made to test truncation: strings.Repeat("x",
// 10000)); of anything else, or a result longer than maxRepeat, the
// call is followed as any other.
func (c stdCall) repeat() ([]Value, Reason, bool) {
	if len(c.args) != 2 {
		return nil, "", false
	}
	s, ok := c.f.ConstString(c.args[0])
	n, nok := c.f.constInt(c.args[1])
	if !ok || !nok || n < 0 || len(s) > 0 && n > maxRepeat/len(s) {
		return nil, "", false
	}
	return []Value{{{Text: strings.Repeat(s, n), Use: c.call}}}, "", true
}

// duration evaluates time.Duration.String: a constant duration's text
// ("60ms"), else a number with its units, which holds no delimiter of a
// URL: digits, '.', '-' and the units h, m, s, ms, µs and ns (the 'µ' of
// a duration under a millisecond is its one character outside ASCII).
func (c stdCall) duration() ([]Value, Reason, bool) {
	sel, ok := ast.Unparen(c.call.Fun).(*ast.SelectorExpr)
	if !ok || len(c.args) != 0 {
		return nil, "", false
	}
	if tv, ok := c.f.Info.Types[sel.X]; ok && tv.Value != nil && tv.Value.Kind() == constant.Int {
		if i, exact := constant.Int64Val(tv.Value); exact {
			return []Value{{{Text: time.Duration(i).String(), Use: c.call}}}, "", true
		}
	}
	return c.numeric()
}

// ipText evaluates net.IP's String: an IPv4 address's digits and '.', an
// IPv6 address's hex digits, '.' and ':' (PlainText), which a path
// segment and a query take as they stand. A nil IP's "<nil>" is no
// address, which escaping would not make one. The text is no host to
// write before ":port": an IPv6 address still needs its brackets there.
func (c stdCall) ipText() ([]Value, Reason, bool) {
	if len(c.args) != 0 {
		return nil, "", false
	}
	return []Value{{{Hole: true, Use: c.call, Kind: PlainText}}}, "", true
}

// numeric returns a hole for a number or a boolean (strconv.FormatBool).
func (c stdCall) numeric() ([]Value, Reason, bool) {
	return []Value{{{Hole: true, Use: c.call, Kind: NumericText}}}, "", true
}

// hole returns a hole for any text (strconv.Quote).
func (c stdCall) hole() ([]Value, Reason, bool) {
	return []Value{{{Hole: true, Use: c.call}}}, "", true
}

// escape evaluates the net/url functions whose result is escaped text,
// valid in any URL component that takes it: Values.Encode (a query),
// QueryEscape and PathEscape (escape, nil for Encode). The result of a
// constant argument is its text; any other is a hole, since whatever the
// input, no byte of the result can be a fault.
func (c stdCall) escape(escape func(string) string) ([]Value, Reason, bool) {
	if escape != nil && len(c.args) == 1 {
		if s, ok := c.f.ConstString(c.args[0]); ok {
			return []Value{{{Text: escape(s), Use: c.call}}}, "", true
		}
	}
	if escape == nil {
		return []Value{{{Hole: true, Use: c.call, Kind: QueryText}}}, "", true
	}
	return []Value{{{Hole: true, Use: c.call, Kind: EscapedText}}}, "", true
}

// timeFormat evaluates time.Time.Format with a constant layout whose
// every text is plain (plainLayout): a hole of PlainText, for a time in
// UTC (t.UTC(), t.In(time.UTC)) where the layout writes a zone, whose
// offset is '+' or '-' elsewhere ("+01:00", a space where a query is read
// as a form). Any other call is followed as any other.
func (c stdCall) timeFormat() ([]Value, Reason, bool) {
	sel, ok := ast.Unparen(c.call.Fun).(*ast.SelectorExpr)
	if !ok || len(c.args) != 1 {
		return nil, "", false
	}
	layout, ok := c.f.ConstString(c.args[0])
	if !ok || !plainLayout(layout, c.f.utcTime(sel.X)) {
		return nil, "", false
	}
	return []Value{{{Hole: true, Use: c.call, Kind: PlainText}}}, "", true
}

// ZonedTime reports whether e is time.Time.Format (itself, or through a
// local variable assigned it alone) with a constant layout that writes a
// zone's offset as "+01:00" for a time east of UTC and plain text
// otherwise (plainText), of a time that is not in UTC (utcTime): a query
// reads that '+' as a space; a path takes it as it is. A time in UTC
// is one too where the layout writes its offset as "+0000".
func (f *Flow) ZonedTime(e ast.Expr) bool {
	call, ok := ast.Unparen(f.assignedOnce(e)).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return false
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Format" {
		return false
	}
	fn, ok := f.Info.Uses[sel.Sel].(*types.Func)
	if !ok || fn.Pkg() == nil || fn.Pkg().Path() != "time" || fn.Signature().Recv() == nil {
		return false
	}
	layout, ok := f.ConstString(call.Args[0])
	if !ok {
		return false
	}
	east := time.Date(2024, 12, 25, 15, 30, 45, 0, time.FixedZone("", 3600))
	s := east.Format(layout)
	if !strings.Contains(s, "+") || !plainText(strings.ReplaceAll(s, "+", "")) {
		return false
	}
	// "-0700" writes "+0000" in UTC too; "Z07:00" writes "Z" there.
	return strings.Contains(east.UTC().Format(layout), "+") || !f.utcTime(sel.X)
}

// plainLayout reports whether time.Time.Format writes only plain text
// (plainText) with layout, for any time, in UTC alone where utc is set.
// The times tried take every form each element of a layout writes: a
// day with and without the padding of "_2", a morning and an
// afternoon, months and weekdays by name, a fraction of a second and
// none, and zones with a name, without one (whose name Format writes as
// its offset, "+03") and west of UTC.
func plainLayout(layout string, utc bool) bool {
	zones := []*time.Location{time.UTC}
	if !utc {
		zones = append(zones, time.FixedZone("CET", 3600), time.FixedZone("", 3*3600), time.FixedZone("", -(3*3600+30*60)))
	}
	for _, loc := range zones {
		for _, t := range []time.Time{time.Date(2006, 1, 2, 3, 4, 5, 0, loc), time.Date(2024, 12, 25, 15, 30, 45, 123456789, loc)} {
			if !plainText(t.Format(layout)) {
				return false
			}
		}
	}
	return true
}

// plainText reports whether s is made of letters, digits, '-', '.',
// '_', '~' and ':' alone (PlainText).
func plainText(s string) bool {
	for i := 0; i < len(s); i++ {
		switch b := s[i]; {
		case 'a' <= b && b <= 'z', 'A' <= b && b <= 'Z', '0' <= b && b <= '9':
		case b == '-', b == '.', b == '_', b == '~', b == ':':
		default:
			return false
		}
	}
	return true
}

// assignedOnce returns what e is: the one value a local variable e reads
// is assigned, or e itself; nil for a variable assigned otherwise.
func (f *Flow) assignedOnce(e ast.Expr) ast.Expr {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return e
	}
	v, ok := f.Info.Uses[id].(*types.Var)
	if !ok || v.Pkg() != f.Pkg || v.Parent() == f.Pkg.Scope() || typesx.IsParam(v) {
		return nil
	}
	vi := f.VarInfo(v)
	if vi == nil || vi.Opaque() || len(vi.Rhs) != 1 {
		return nil
	}
	return vi.Rhs[0]
}

// utcTime reports whether e, a time.Time, is in UTC: t.UTC(),
// t.In(time.UTC), or a local variable assigned only once, with one.
func (f *Flow) utcTime(e ast.Expr) bool {
	call, ok := ast.Unparen(f.assignedOnce(e)).(*ast.CallExpr)
	if !ok {
		return false
	}
	fn, ok := typeutil.Callee(f.Info, call).(*types.Func)
	if !ok || fn.Pkg() == nil || fn.Pkg().Path() != "time" || fn.Signature().Recv() == nil {
		return false
	}
	switch fn.Name() {
	case "UTC":
		return true
	case "In":
		if len(call.Args) != 1 {
			return false
		}
		sel, ok := ast.Unparen(call.Args[0]).(*ast.SelectorExpr)
		if !ok {
			return false
		}
		loc, ok := f.Info.Uses[sel.Sel].(*types.Var)
		return ok && loc.Pkg() != nil && loc.Pkg().Path() == "time" && loc.Name() == "UTC"
	}
	return false
}
