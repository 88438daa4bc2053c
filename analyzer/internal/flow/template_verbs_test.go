package flow

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
)

// TestFormatVerbs checks splitFormatVerbs and verbArg against fmt.Sprintf:
// the format's constant runs, with each verb's hole replaced by the text
// of the argument verbArg matches it to (a %s, %v or %d of that argument,
// with no width of its own), or by fmt's error text where verbArg matches
// none, must be what fmt.Sprintf writes. A '*' width takes 0, which
// pads nothing, and a '*' precision more than the text's length.
func TestFormatVerbs(t *testing.T) {
	for _, c := range []struct {
		format string
		args   []any
	}{
		{"http://%s:%d/", []any{"h", 80}},
		{"http://%[2]s:%[1]d/", []any{80, "h"}},
		{"%[1]s://%[2]s/%[1]s", []any{"a", "b"}},
		{"%[2]s/%s", []any{"a", "b", "c"}},
		{"%[1]s://%s:%d", []any{"a", "b", 1}},
		{"%*s:%d", []any{0, "h", 8}},
		{"%-*s|%.*s|%s", []any{0, "a", 0, "", "c"}},
		{"%[3]*[1]s|%s", []any{"x", "y", 0}},
		{"%.[3]*[1]s", []any{"x", "y", 5}},
		{"100%%/%s", []any{"a"}},
		{"%5%/%s", []any{"a"}},
		{"%[2]%/%s", []any{"a"}},
		{"%-%%s", []any{"a"}},
		{"%s %[9]s %s", []any{"a", "b"}},
		{"%[0]s/%s", []any{"a", "b"}},
		{"%[x]s/%s", []any{"a", "b"}},
		{"%[3]2s/%s", []any{"a", "b", "c"}},
		{"%[2].2s|%s", []any{"a", "b", "c"}},
		{"%s/%s/%s", []any{"a", "b"}},
		{"%[s/%s", []any{"a", "b"}},
		{"%[1]", []any{"a"}},
		{"%v:%d%", []any{"a", 2}},
		{"%+v-%#v", []any{"a", "b"}},
		{"%é/%s", []any{"a", "b"}},
		{"%5.d|%s", []any{1, "b"}},
		{"%5.", []any{1}},
	} {
		v, verbs := splitFormatVerbs(Piece{Text: c.format})
		var rx strings.Builder
		rx.WriteString("^")
		k, next := 0, 0
		for _, p := range v {
			if !p.Hole {
				rx.WriteString(regexp.QuoteMeta(p.Text))
				continue
			}
			spec := verbs[k]
			k++
			var i int
			i, next = verbArg(spec, next, len(c.args))
			if i < 0 {
				rx.WriteString(`%!.*?\)`) // %!s(BADINDEX), %!d(MISSING), %!(NOVERB)
				continue
			}
			verb := verbText(spec)
			if w := strings.TrimLeft(verb, "-+ 0*."); w != "s" && w != "v" && w != "d" {
				rx.WriteString(regexp.QuoteMeta(fmt.Sprintf("%"+verb, c.args[i])))
				continue
			}
			rx.WriteString(regexp.QuoteMeta(fmt.Sprint(c.args[i])))
		}
		rx.WriteString(`(%!\(EXTRA .*\))?$`)
		got := fmt.Sprintf(c.format, c.args...)
		if !regexp.MustCompile(rx.String()).MatchString(got) {
			t.Errorf("format %q with %v: fmt.Sprintf writes %q; the template reads %s", c.format, c.args, got, rx.String())
		}
	}
}

// TestTextPrefixVerb checks TextPrefixVerb against fmt: a verb it accepts
// writes the start of its string argument, never empty, with nothing
// before it; every other verb tried writes something else (padding, quotes,
// hex, nothing).
func TestTextPrefixVerb(t *testing.T) {
	const host = "2001:db8::1"
	for _, verb := range []string{"s", "v", ".*s", ".*v", ".5s", ".40s", ".0s", ".s", ".00s", "*s", "14s", "-14s", "q", "x", "#v", ".*q", "d"} {
		args := []any{host}
		if strings.HasPrefix(verb, "*") {
			args = []any{20, host} // a width wider than the text
		} else if strings.Contains(verb, "*") {
			args = []any{4, host}
		}
		out := fmt.Sprintf("%"+verb, args...)
		if want := out != "" && strings.HasPrefix(host, out); TextPrefixVerb(verb) != want {
			t.Errorf("TextPrefixVerb(%q) = %v, but fmt writes %q", verb, !want, out)
		}
	}
}

// TestFormatHasText checks formatHasText against the pieces
// splitFormatVerbs makes of the same format.
func TestFormatHasText(t *testing.T) {
	for _, format := range []string{
		"", "%s", "%s%d", "a%s", "%s/", "%%", "%5%", "%[1]s%[2]s", "%-5.3*d",
		"%", "%!", "x", "%*", "%.", "%[", "%s%", "%v:%d", "%[2]*[1]d", "%#x%+q",
	} {
		pieces, _ := splitFormatVerbs(Piece{Text: format})
		want := false
		for _, p := range pieces {
			want = want || p.Text != ""
		}
		if got := formatHasText(format); got != want {
			t.Errorf("formatHasText(%q) = %v, want %v", format, got, want)
		}
	}
}
