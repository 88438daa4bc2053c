package plugin_test

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// A finding is a diagnostic as the tests compare them: where it starts and
// which check made it. Check is empty when the driver does not say.
type finding struct {
	File      string
	Line, Col int
	Check     string
	Severity  string // golangci-lint's, set by a severity rule; empty without one
}

func (f finding) String() string {
	return fmt.Sprintf("%s:%d:%d: %s", f.File, f.Line, f.Col, f.Check)
}

var wantRx = regexp.MustCompile(`([a-z0-9-]+):("(?:[^"\\]|\\.)*")`)

// parseWants reads the findings expected in a testdata file from its
// comments: a line ending in `// want char:" "` expects a finding of
// check "char" that starts at the first " " of the line's string literal.
// Columns are 1-based byte columns, as go/token counts them.
func parseWants(t *testing.T, file string) []finding {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var wants []finding
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		text := sc.Text()
		code, comment, ok := strings.Cut(text, "// want ")
		if !ok {
			continue
		}
		lit := strings.IndexByte(code, '"')
		if lit < 0 {
			t.Fatalf("%s:%d: want without a string literal", file, line)
		}
		for _, m := range wantRx.FindAllStringSubmatch(comment, -1) {
			needle, err := strconv.Unquote(m[2])
			if err != nil {
				t.Fatalf("%s:%d: %v", file, line, err)
			}
			i := strings.Index(code[lit+1:], needle)
			if i < 0 {
				t.Fatalf("%s:%d: %q is not in the literal", file, line, needle)
			}
			wants = append(wants, finding{File: filepath.Base(file), Line: line, Col: lit + 1 + i + 1, Check: m[1]})
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(wants) == 0 {
		t.Fatalf("%s: no want comments", file)
	}
	sortFindings(wants)
	return wants
}

func sortFindings(fs []finding) {
	slices.SortFunc(fs, func(a, b finding) int {
		if c := strings.Compare(a.File, b.File); c != 0 {
			return c
		}
		if a.Line != b.Line {
			return a.Line - b.Line
		}
		if a.Col != b.Col {
			return a.Col - b.Col
		}
		return strings.Compare(a.Check, b.Check)
	})
}

// without returns the findings whose check is not one of checks.
func without(fs []finding, checks ...string) []finding {
	var out []finding
	for _, f := range fs {
		if !slices.Contains(checks, f.Check) {
			out = append(out, f)
		}
	}
	return out
}

// positions drops the check IDs, for drivers that do not print them.
func positions(fs []finding) []finding {
	out := make([]finding, len(fs))
	for i, f := range fs {
		f.Check = ""
		out[i] = f
	}
	return out
}

// lineOf returns the number of the first line of file that contains s.
func lineOf(t *testing.T, file, s string) int {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	for i, line := range strings.Split(string(data), "\n") {
		if strings.Contains(line, s) {
			return i + 1
		}
	}
	t.Fatalf("%s: no line contains %q", file, s)
	return 0
}
