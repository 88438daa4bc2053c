package main

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestCheckText(t *testing.T) {
	t.Parallel()
	res := urlvet(t, ".", "check", "https://example.com/", "http://example.com/a b")
	wantCode(t, res, 1, "urlvet check with an invalid URL")
	// The space is byte 20 of input 2: column 21, one caret under it.
	lines := strings.Split(res.stdout, "\n")
	if len(lines) < 3 || !strings.HasPrefix(lines[0], "2:21: ") || !strings.Contains(lines[0], "(RFC 3986 §") {
		t.Fatalf("first finding printed as:\n%s\nwant 2:21: message (RFC 3986 §...)", res.stdout)
	}
	if lines[1] != "\thttp://example.com/a b" || lines[2] != "\t"+strings.Repeat(" ", 20)+"^" {
		t.Errorf("URL and caret lines:\n%s\n%s", lines[1], lines[2])
	}

	res = urlvet(t, ".", "check", "https://example.com/a%20b?q=1#f", "mailto:someone@example.com")
	wantCode(t, res, 0, "urlvet check with valid URLs")
	if res.stdout != "" {
		t.Errorf("valid URLs printed %q", res.stdout)
	}
}

// checkJSON is one line of "urlvet check -json".
type checkJSON struct {
	Input      string `json:"input"`
	Valid      bool   `json:"valid"`
	Violations []struct {
		Start, End  int
		Check       string
		Rule, RFC   string
		Message     string
		Severity    string
		Replacement *string
	} `json:"violations"`
}

func TestCheckStdinJSON(t *testing.T) {
	t.Parallel()
	// CRLF and LF endings are removed; the trailing space of line 3 and the
	// final line without a newline are kept as written.
	stdin := "https://example.com/\r\nhttp://example.com/a b\nhttp://example.com/x \n/ok"
	res := run(t, ".", stdin, urlvetBin, "check", "-json")
	wantCode(t, res, 1, "urlvet check -json on stdin")

	var got []checkJSON
	for _, line := range strings.Split(strings.TrimSuffix(res.stdout, "\n"), "\n") {
		var c checkJSON
		if err := json.Unmarshal([]byte(line), &c); err != nil {
			t.Fatalf("line %q: %v", line, err)
		}
		got = append(got, c)
	}
	wantInputs := []string{"https://example.com/", "http://example.com/a b", "http://example.com/x ", "/ok"}
	wantValid := []bool{true, false, false, true}
	if len(got) != len(wantInputs) {
		t.Fatalf("%d objects, want %d:\n%s", len(got), len(wantInputs), res.stdout)
	}
	for i, c := range got {
		if c.Input != wantInputs[i] || c.Valid != wantValid[i] {
			t.Errorf("object %d: input %q valid %v; want %q valid %v", i, c.Input, c.Valid, wantInputs[i], wantValid[i])
		}
		if c.Valid != (len(c.Violations) == 0) || c.Violations == nil {
			t.Errorf("object %d: valid %v with violations %v", i, c.Valid, c.Violations)
		}
	}
	if !strings.Contains(res.stdout, `"violations":[]`) {
		t.Errorf("a valid input should have an empty violations list:\n%s", res.stdout)
	}
	v := got[1].Violations
	if len(v) != 1 || v[0].Start != 20 || v[0].End != 21 || v[0].Check != "char" || v[0].Severity != "error" ||
		v[0].Replacement == nil || *v[0].Replacement != "%20" || v[0].Rule == "" || !strings.HasPrefix(v[0].RFC, "RFC 3986") || v[0].Message == "" {
		t.Errorf("violations of %q: %+v", got[1].Input, v)
	}
	if v := got[2].Violations; len(v) != 1 || v[0].Start != 20 || v[0].Replacement == nil || *v[0].Replacement != "" {
		t.Errorf("violations of %q: %+v, want the trailing space at 20, deleted", got[2].Input, v)
	}
}

func TestCheckOptions(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		args []string
		code int
	}{
		{[]string{"http://300.1.1.1/"}, 1},             // the http scheme wants a DNS name or an IPv4 address
		{[]string{"-generic", "http://300.1.1.1/"}, 0}, // a valid reg-name in the generic syntax
		{[]string{"http://[::1]/"}, 0},
		{[]string{"-rfc=2396", "http://[::1]/"}, 1}, // IP literals came with RFC 2732
		{[]string{"/relative"}, 0},
		{[]string{"-as=absolute", "/relative"}, 1},
		{[]string{"-as=http", "ftp://example.com/"}, 1},
		{[]string{"-as=grpc", "localhost:50051", "dns:///[::1]:443"}, 0},
		{[]string{"-as=grpc", "http://localhost:50051"}, 1},
		{[]string{"-as=postgres", "host=db password=p@ss#word"}, 0}, // a keyword/value DSN is not a URI
		{[]string{"-as=postgres", "postgres://app:p@ss#word@db/app"}, 1},
		{[]string{"-rfc=9999", "x"}, 2},
		{[]string{"-as=hostport", "x"}, 2}, // component targets are not for the command line
		{[]string{"-nosuchflag", "x"}, 2},
	} {
		res := urlvet(t, ".", append([]string{"check"}, tc.args...)...)
		if res.code != tc.code {
			t.Errorf("urlvet check %s: exit %d, want %d\n%s%s", strings.Join(tc.args, " "), res.code, tc.code, res.stdout, res.stderr)
		}
	}
}

func TestCarets(t *testing.T) {
	for _, tc := range []struct {
		s          string
		start, end int
		want       string
	}{
		{"a b", 1, 2, " ^"},
		{"ab", 2, 2, "  ^"},                     // empty range at the end
		{"é|x", 2, 3, " ^"},                     // one column for a two-byte character
		{"\tx y", 2, 3, "\t ^"},                 // tabs kept so the caret lines up
		{"http://ü.example/", 7, 9, "       ^"}, // a whole character
		{"a%zzb", 1, 4, " ^^^"},
		{"http://x/日本 y", 15, 16, "             ^"},       // two columns for each wide character
		{"http://x/日本 y", 9, 15, "         ^^^^"},         // under the wide characters
		{"http://x/ｆｕｌｌ y", 21, 22, "                 ^"}, // full-width forms
		{"http://x/e\u0301 y", 12, 13, "          ^"},     // a combining mark takes no column
	} {
		if got := carets(tc.s, tc.start, tc.end); got != tc.want {
			t.Errorf("carets(%q, %d, %d) = %q, want %q", tc.s, tc.start, tc.end, got, tc.want)
		}
	}
}

func TestEachLine(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []string
	}{
		{"", nil},
		{"a", []string{"a"}},
		{"a\n", []string{"a"}},
		{"a\r\nb\n\nc ", []string{"a", "b", "", "c "}},
		{"a\rb\n", []string{"a\rb"}}, // a lone CR is part of the line
	} {
		var got []string
		eachLine(strings.NewReader(tc.in), func(n int, line string) error {
			if n != len(got)+1 {
				t.Errorf("%q: line %d numbered %d", tc.in, len(got)+1, n)
			}
			got = append(got, line)
			return nil
		})
		if strings.Join(got, "|") != strings.Join(tc.want, "|") || len(got) != len(tc.want) {
			t.Errorf("eachLine(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
