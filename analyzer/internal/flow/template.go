package flow

import (
	"go/ast"
	"go/types"
	"unicode/utf8"

	"golang.org/x/tools/go/types/typeutil"
)

// IsSprintf reports whether call is fmt.Sprintf.
func IsSprintf(info *types.Info, call *ast.CallExpr) bool {
	fn, ok := typeutil.Callee(info, call).(*types.Func)
	return ok && fn.Pkg() != nil && fn.Pkg().Path() == "fmt" && fn.Name() == "Sprintf"
}

// sprintf resolves fmt.Sprintf(format, args...) to templates: the
// constant runs of the format, with a hole for each verb. "%%" stands for
// a literal '%'.
func (f *Flow) sprintf(call *ast.CallExpr, depth int) ([]Value, Reason) {
	if len(call.Args) == 0 || call.Ellipsis.IsValid() {
		return nil, ReasonCall
	}
	formats, why := f.Resolve(call.Args[0], depth+1)
	if why != "" {
		return nil, ReasonFormat
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
		out = append(out, f.fillVerbs(t, verbs, call.Args[1:], depth)...)
		if len(out) > MaxValues {
			out = out[:MaxValues]
		}
	}
	return out, ""
}

// SplitFormat splits a piece of a printf format at its verbs.
func SplitFormat(p Piece) Value {
	v, _ := splitFormatVerbs(p)
	return v
}

// splitFormatVerbs is splitFormat that also returns, for each hole, the
// verb it stands for, flags included ("s", "-5d").
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
		if i+1 < len(s) && s[i+1] == '%' {
			q := p
			q.Text, q.Off, q.LitLen, q.Format = "%", p.Off+i, 2, true
			out = append(out, q)
			i += 2
			run = i
			continue
		}
		start := i + 1
		i = verbEnd(s, start)
		out = append(out, Piece{Hole: true, Use: p.Use, Lit: nil, Verb: &fmtVerb{Verb: s[start:i]}})
		verbs = append(verbs, s[start:i])
		run = i
	}
	emit(run, len(s))
	return out, verbs
}

// verbEnd returns the offset just past the verb whose flags start at i.
func verbEnd(s string, i int) int {
	for i < len(s) {
		c := s[i]
		switch {
		case c == '+' || c == '-' || c == '#' || c == ' ' || c == '0' ||
			'1' <= c && c <= '9' || c == '.' || c == '*':
			i++
		case c == '[':
			for i < len(s) && s[i] != ']' {
				i++
			}
			i++
		default:
			// The verb is a rune, as fmt reads it (a bad verb is a hole
			// all the same).
			_, size := utf8.DecodeRuneInString(s[i:])
			return i + size
		}
	}
	return i
}

// A fmtVerb is the printf verb a hole stands for, and the argument it
// formats when that is not known.
type fmtVerb struct {
	Verb string   // flags included: "s", "-5d"
	Arg  ast.Expr // nil when the argument is not matched
}
