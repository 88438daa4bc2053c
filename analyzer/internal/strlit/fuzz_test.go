package strlit

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzSourceRange quotes arbitrary values in many ways (strconv.Quote, every
// escape form chosen by form, raw strings with carriage returns), then
// checks the source of every value byte against strconv.Unquote, and one
// Edit against the value it must produce.
func FuzzSourceRange(f *testing.F) {
	f.Add("http://example.com/a b", []byte{0}, uint16(18), uint16(19), "%20")
	f.Add("h\u00e9llo\U0001F600\xff\x00\"\\`\n\r\t", []byte{1, 2, 3, 4, 5, 6, 7}, uint16(1), uint16(3), "%C3%A9")
	f.Add("a\xc3\xa9b", []byte{5, 4, 3}, uint16(2), uint16(2), "`x`")
	f.Add("\u4e16\ufeffz", []byte{2, 9}, uint16(0), uint16(4), "\ufeff\r")
	f.Fuzz(func(t *testing.T, value string, form []byte, a, b uint16, repl string) {
		srcs := []string{strconv.Quote(value), quoteForms(value, form)}
		if raw, ok := quoteRaw(value, form); ok {
			srcs = append(srcs, raw)
		}
		start, end := int(a)%(len(value)+1), int(b)%(len(value)+1)
		if start > end {
			start, end = end, start
		}
		for _, src := range srcs {
			l := parseValue(t, src, value)
			checkSourceRanges(t, l)
			checkEdit(t, l, start, end, repl)
		}
	})
}

// FuzzParse checks that Parse accepts exactly the string literals
// strconv.Unquote accepts, minus invalid UTF-8, and gives the same value.
func FuzzParse(f *testing.F) {
	for _, s := range []string{`"a\x41\u00e9"`, "`a\r\\n`", `'a'`, `"\"`, "\"\xff\"", `"\400"`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		l, err := Parse(src)
		want, uerr := strconv.Unquote(src)
		isString := len(src) > 0 && src[0] != '\''
		switch {
		case err == nil && (uerr != nil || !isString || !utf8.ValidString(src)):
			t.Fatalf("Parse(%q) = %q, want error (Unquote: %v)", src, l.Value(), uerr)
		case err != nil && uerr == nil && isString && utf8.ValidString(src):
			t.Fatalf("Parse(%q): %v, want %q", src, err, want)
		case err == nil && l.Value() != want:
			t.Fatalf("Parse(%q).Value() = %q, want %q", src, l.Value(), want)
		case err == nil:
			checkSourceRanges(t, l)
		}
	})
}

// parseValue parses src and checks that its value is value.
func parseValue(t *testing.T, src, value string) *Lit {
	t.Helper()
	if u, err := strconv.Unquote(src); err != nil || u != value {
		t.Fatalf("bad quoting %q of %q: %q, %v", src, value, u, err)
	}
	l, err := Parse(src)
	if err != nil {
		t.Fatalf("Parse(%q): %v", src, err)
	}
	if l.Value() != value {
		t.Fatalf("Parse(%q).Value() = %q, want %q", src, l.Value(), value)
	}
	return l
}

// checkSourceRanges walks the value byte by byte and checks that the
// source ranges of single bytes tile the source between the quotes (minus
// the carriage returns of raw strings), and that each tile unquotes to the
// bytes it is the source of.
func checkSourceRanges(t *testing.T, l *Lit) {
	t.Helper()
	src, value := l.src, l.Value()
	dropped := ""
	if l.raw {
		dropped = "\r"
	}
	prev, first := 1, 0
	for i := 0; i < len(value); {
		s, e := l.SourceRange(i, i+1)
		if i == 0 {
			first = s
		}
		if s < prev || strings.Trim(src[prev:s], dropped) != "" {
			t.Fatalf("%q: source %d:%d of value byte %d leaves %q after %d", src, s, e, i, src[prev:s], prev)
		}
		tile := src[s:e]
		u := tile
		if strings.HasPrefix(tile, `\`) && !l.raw {
			var err error
			if u, err = strconv.Unquote(`"` + tile + `"`); err != nil {
				t.Fatalf("%q: source %q of value byte %d: %v", src, tile, i, err)
			}
		}
		if u == "" || !strings.HasPrefix(value[i:], u) {
			t.Fatalf("%q: source %q of value byte %d gives %q, value has %q", src, tile, i, u, value[i:])
		}
		for j := i + 1; j < i+len(u); j++ {
			if s2, e2 := l.SourceRange(j, j+1); s2 != s || e2 != e {
				t.Fatalf("%q: value byte %d from %d:%d, byte %d of the same escape from %d:%d", src, j, s2, e2, i, s, e)
			}
		}
		if s2, e2 := l.SourceRange(i, i); s2 != s || e2 != s {
			t.Fatalf("%q: SourceRange(%d, %d) = %d, %d, want %d, %d", src, i, i, s2, e2, s, s)
		}
		if s2, e2 := l.SourceRange(0, i+len(u)); s2 != first || e2 != e {
			t.Fatalf("%q: SourceRange(0, %d) = %d, %d, want %d, %d", src, i+len(u), s2, e2, first, e)
		}
		i += len(u)
		prev = e
	}
	if strings.Trim(src[prev:len(src)-1], dropped) != "" {
		t.Fatalf("%q: value ends before source %q", src, src[prev:len(src)-1])
	}
	if s, e := l.SourceRange(len(value), len(value)); s != len(src)-1 || e != s {
		t.Fatalf("%q: SourceRange at the end = %d, %d, want the closing quote", src, s, e)
	}
}

// checkEdit applies Edit and checks the new literal's value, or that Edit
// had a reason to fail.
func checkEdit(t *testing.T, l *Lit, start, end int, repl string) {
	t.Helper()
	src, value := l.src, l.Value()
	wantOK := !splitsRef(l, start) && !splitsRef(l, end) &&
		(!l.raw || utf8.ValidString(repl) && !strings.ContainsAny(repl, "`\r\x00\ufeff"))
	s, e, text, ok := l.Edit(start, end, repl)
	if ok != wantOK {
		t.Fatalf("Parse(%q).Edit(%d, %d, %q): ok = %v, want %v", src, start, end, repl, ok, wantOK)
	}
	if !ok {
		return
	}
	newSrc := src[:s] + text + src[e:]
	want := value[:start] + repl + value[end:]
	l2 := parseValue(t, newSrc, want)
	if l2.raw != l.raw {
		t.Fatalf("Edit changed %q into %q", src, newSrc)
	}
}

// splitsRef reports whether value offset v falls inside the bytes of one
// escape or multi-byte source character, judging from single-byte source
// ranges.
func splitsRef(l *Lit, v int) bool {
	if v == 0 || v == len(l.Value()) {
		return false
	}
	s1, e1 := l.SourceRange(v-1, v)
	s2, e2 := l.SourceRange(v, v+1)
	return s1 == s2 && e1 == e2 || e2-s2 == 1 && !utf8.RuneStart(l.src[s2])
}

// quoteForms quotes value as an interpreted string, writing each character
// in the form chosen by the next byte of form: as itself, as a single
// character escape, as \u or \U, or byte by byte as \x or octal escapes.
func quoteForms(value string, form []byte) string {
	var b strings.Builder
	b.WriteByte('"')
	for i, k := 0, 0; i < len(value); k++ {
		r, n := utf8.DecodeRuneInString(value[i:])
		valid := r != utf8.RuneError || n > 1
		choice := byte(0)
		if len(form) > 0 {
			choice = form[k%len(form)] % 6
		}
		switch {
		case choice == 0 && valid && r != '"' && r != '\\' && r != '\n':
			b.WriteString(value[i : i+n])
		case choice == 1 && valid && strings.ContainsRune("\a\b\f\n\r\t\v\\\"", r):
			q := strconv.Quote(string(r))
			b.WriteString(q[1 : len(q)-1])
		case choice == 2 && valid && r <= 0xFFFF:
			fmt.Fprintf(&b, `\u%04x`, r)
		case choice == 3 && valid:
			fmt.Fprintf(&b, `\U%08X`, r)
		case choice == 4:
			for _, c := range []byte(value[i : i+n]) {
				fmt.Fprintf(&b, `\%03o`, c)
			}
		default:
			for _, c := range []byte(value[i : i+n]) {
				fmt.Fprintf(&b, `\x%02x`, c)
			}
		}
		i += n
	}
	b.WriteByte('"')
	return b.String()
}

// quoteRaw quotes value as a raw string, with carriage returns (which the
// value drops) before the characters chosen by odd bytes of form, or
// reports that value cannot be a raw string.
func quoteRaw(value string, form []byte) (string, bool) {
	if !utf8.ValidString(value) || strings.ContainsAny(value, "`\r") {
		return "", false
	}
	var b strings.Builder
	b.WriteByte('`')
	k := 0
	for i, r := range value {
		if len(form) > 0 && form[k%len(form)]&1 == 1 {
			b.WriteByte('\r')
		}
		k++
		b.WriteString(value[i : i+utf8.RuneLen(r)])
	}
	if len(form) > 0 && form[k%len(form)]&1 == 1 {
		b.WriteByte('\r')
	}
	b.WriteByte('`')
	return b.String(), true
}
