package strlit

import (
	"strconv"
	"testing"
)

// rng is a source range [s, e).
type rng struct{ s, e int }

func TestParseValue(t *testing.T) {
	for _, src := range []string{
		`""`, "``", `"abc"`, "`abc`",
		`"a\nb"`, `"\a\b\f\n\r\t\v\\\""`, `"\x41\x7f\x80\xff"`, `"\000\101\303\251\377"`,
		`"\u00e9"`, `"\u4e16"`, `"\U0001F600"`, `"h\u00e9llo w\U0001F600rld"`,
		`"é世😀"`, "`é世😀`", "`a\\nb`", "`\\x41`", "`a\r\nb\r`", "`\r\r\r`", "`'\"`",
		`"'"`, `"\x00"`,
	} {
		l, err := Parse(src)
		if err != nil {
			t.Errorf("Parse(%s): %v", src, err)
			continue
		}
		want, err := strconv.Unquote(src)
		if err != nil {
			t.Fatalf("bad test case %s: %v", src, err)
		}
		if l.Value() != want {
			t.Errorf("Parse(%s).Value() = %q, want %q", src, l.Value(), want)
		}
		if l.src != src {
			t.Errorf("Parse(%s) keeps source %q", src, l.src)
		}
	}
}

func TestParseErrors(t *testing.T) {
	for _, src := range []string{
		``, `"`, "`", `'a'`, `"abc`, `abc"`, `"a"b"`, `"\"`, `"\q"`, `"\'"`,
		`"\x4"`, `"\400"`, `"\ud800"`, `"\U00110000"`, "\"a\nb\"", "`a`b`",
		"\"\xff\"", "`\xc3`", `"a"+"b"`, "`a\"",
	} {
		if l, err := Parse(src); err == nil {
			t.Errorf("Parse(%q) = value %q, want error", src, l.Value())
		}
	}
}

func TestSourceRange(t *testing.T) {
	for _, tc := range []struct {
		src        string
		start, end int
		want       rng
	}{
		{`"abc"`, 0, 3, rng{1, 4}},
		{`"abc"`, 1, 2, rng{2, 3}},
		{`"abc"`, 3, 3, rng{4, 4}}, // empty range at the end: the closing quote
		{`"abc"`, 1, 1, rng{2, 2}},
		{`"a\nb"`, 1, 2, rng{2, 4}},
		{`"a\nb"`, 2, 3, rng{4, 5}},
		{`"a\nb"`, 2, 2, rng{4, 4}},
		{`"\\\""`, 0, 1, rng{1, 3}},
		{`"\\\""`, 1, 2, rng{3, 5}},
		{`"x\x41y"`, 1, 2, rng{2, 6}},
		{`"x\x41y"`, 2, 3, rng{6, 7}},
		{`"\303\251!"`, 0, 1, rng{1, 5}}, // octal escapes give one byte each
		{`"\303\251!"`, 1, 2, rng{5, 9}},
		{`"\303\251!"`, 2, 3, rng{9, 10}},
		{`"\xc3\xa9!"`, 1, 3, rng{5, 10}}, // byte escapes >= 0x80 are one byte
		{`"a\u00e9b"`, 1, 3, rng{2, 8}},
		{`"a\u00e9b"`, 1, 2, rng{2, 8}}, // half of \u00e9 widens to all of it
		{`"a\u00e9b"`, 2, 3, rng{2, 8}},
		{`"a\u00e9b"`, 2, 4, rng{2, 9}},
		{`"a\u00e9b"`, 2, 2, rng{2, 2}}, // inside an escape: where it begins
		{`"\U0001F600x"`, 3, 4, rng{1, 11}},
		{`"\U0001F600x"`, 4, 5, rng{11, 12}},
		{`"éa"`, 0, 2, rng{1, 3}}, // non-ASCII source maps 1:1
		{`"éa"`, 2, 3, rng{3, 4}},
		{`"世\n😀"`, 3, 4, rng{4, 6}},
		{`"世\n😀"`, 4, 8, rng{6, 10}},
		{"`a\\nb`", 1, 3, rng{2, 4}}, // raw: backslashes are plain bytes
		{"`a\\x41`", 1, 2, rng{2, 3}},
		{"`a\r\nb`", 1, 2, rng{3, 4}}, // raw: carriage returns are dropped
		{"`a\r\nb`", 0, 2, rng{1, 4}},
		{"`a\r\nb`", 2, 3, rng{4, 5}},
		{"`a\r\r\nb\r`", 2, 3, rng{5, 6}},
		{"`a\r\r\nb\r`", 3, 3, rng{7, 7}},
		{"`\r\ra`", 0, 1, rng{3, 4}},
		{"`\r\ra`", 0, 0, rng{3, 3}},
	} {
		l, err := Parse(tc.src)
		if err != nil {
			t.Fatalf("Parse(%q): %v", tc.src, err)
		}
		s, e := l.SourceRange(tc.start, tc.end)
		if (rng{s, e}) != tc.want {
			t.Errorf("Parse(%q).SourceRange(%d, %d) = %d, %d (%q), want %v (%q)",
				tc.src, tc.start, tc.end, s, e, tc.src[s:e], tc.want, tc.src[tc.want.s:tc.want.e])
		}
	}
}

func TestEdit(t *testing.T) {
	for _, tc := range []struct {
		src        string
		start, end int
		repl       string
		want       string // new source; "" when Edit must fail
	}{
		{`"a b"`, 1, 2, "%20", `"a%20b"`},
		{`"a b"`, 1, 1, "x", `"ax b"`},
		{`"a b"`, 3, 3, "!", `"a b!"`},
		{`"a%b"`, 1, 2, "%25", `"a%25b"`},
		{`"a\tb"`, 1, 2, "%09", `"a%09b"`},
		{`"a\tb"`, 0, 3, "", `""`},
		{`"ab"`, 1, 1, "\"\\\n", `"a\"\\\nb"`}, // interpreted: replacement is escaped
		{`"ab"`, 1, 1, "\xff", `"a\xffb"`},
		{`"ab"`, 1, 1, "é", `"aéb"`},
		{`"a\u00e9b"`, 1, 3, "%C3%A9", `"a%C3%A9b"`},
		{`"a\u00e9b"`, 1, 2, "%C3", ""}, // splits \u00e9
		{`"a\u00e9b"`, 2, 3, "%A9", ""},
		{`"a\u00e9b"`, 2, 2, "x", ""},
		{`"\xc3\xa9"`, 0, 1, "%C3", `"%C3\xa9"`}, // one escape per byte: no split
		{`"\303\251"`, 1, 2, "%A9", `"\303%A9"`},
		{`"é"`, 0, 1, "%C3", ""}, // splits a source character
		{`"é"`, 1, 1, "x", ""},
		{`"é"`, 0, 2, "%C3%A9", `"%C3%A9"`},
		{"`é`", 1, 2, "%A9", ""},
		{"`a b`", 1, 2, "%20", "`a%20b`"},
		{"`a\\b`", 1, 2, "/", "`a/b`"},
		{"`a b`", 1, 2, "`", ""}, // a backquote cannot appear in a raw string
		{"`a b`", 1, 2, "\r", ""},
		{"`a b`", 1, 2, "\x00", ""},
		{"`a b`", 1, 2, "\xff", ""},
		{"`a b`", 1, 2, "\ufeff", ""},
		{"`a b`", 1, 2, "\n\"é", "`a\n\"éb`"},
		{"`a\r\nb`", 0, 2, "x", "`xb`"},
		{"`a\r\nb`", 1, 2, "\t", "`a\r\tb`"},
	} {
		l, err := Parse(tc.src)
		if err != nil {
			t.Fatalf("Parse(%q): %v", tc.src, err)
		}
		s, e, text, ok := l.Edit(tc.start, tc.end, tc.repl)
		if !ok {
			if tc.want != "" {
				t.Errorf("Parse(%q).Edit(%d, %d, %q) failed, want %q", tc.src, tc.start, tc.end, tc.repl, tc.want)
			}
			continue
		}
		got := tc.src[:s] + text + tc.src[e:]
		if got != tc.want {
			t.Errorf("Parse(%q).Edit(%d, %d, %q) gives %q, want %q", tc.src, tc.start, tc.end, tc.repl, got, tc.want)
		}
	}
}

func TestOutOfRangePanics(t *testing.T) {
	l, err := Parse(`"abc"`)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range []rng{{-1, 1}, {2, 1}, {0, 4}} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("SourceRange(%d, %d) did not panic", r.s, r.e)
				}
			}()
			l.SourceRange(r.s, r.e)
		}()
	}
}
