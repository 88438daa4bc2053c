package ci

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// home is the fixture module that the problem matcher and gopls tests
// share: one URL constant with one finding.
var home = filepath.Join("..", "..", "testdata", "src", "home")

// matcher is the pattern of .github/urlvet-problem-matcher.json, with the
// group numbers of each field.
type matcher struct {
	rx                          *regexp.Regexp
	file, line, column, message int
}

func loadMatcher(t *testing.T) matcher {
	t.Helper()
	data, err := os.ReadFile("../../.github/urlvet-problem-matcher.json")
	if err != nil {
		t.Fatal(err)
	}
	var m struct {
		ProblemMatcher []struct {
			Owner   string
			Pattern []struct {
				Regexp                      string
				File, Line, Column, Message int
			}
		}
	}
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	if len(m.ProblemMatcher) != 1 || len(m.ProblemMatcher[0].Pattern) != 1 {
		t.Fatalf("want one matcher with one pattern, got %+v", m)
	}
	p := m.ProblemMatcher[0].Pattern[0]
	// GitHub evaluates the pattern as an ECMAScript regexp; it uses only
	// syntax that RE2 reads the same way.
	rx, err := regexp.Compile(p.Regexp)
	if err != nil {
		t.Fatal(err)
	}
	return matcher{rx, p.File, p.Line, p.Column, p.Message}
}

// problem is what GitHub extracts from a matched line.
type problem struct {
	File         string
	Line, Column int
	Message      string
}

func (m matcher) match(line string) (problem, bool) {
	s := m.rx.FindStringSubmatch(line)
	if s == nil {
		return problem{}, false
	}
	l, _ := strconv.Atoi(s[m.line])
	c, _ := strconv.Atoi(s[m.column])
	return problem{s[m.file], l, c, s[m.message]}, true
}

// TestMatcherShapes checks the matcher on the line shapes the Go tools
// print, including the ones it must skip.
func TestMatcherShapes(t *testing.T) {
	m := loadMatcher(t)
	for _, tc := range []struct {
		line string
		want *problem
	}{
		{"/src/x/urls.go:12:28: space is not allowed in a path; write %20",
			&problem{"/src/x/urls.go", 12, 28, "space is not allowed in a path; write %20"}},
		{"./urls.go:3:9: bad: a.go:1:2: inside",
			&problem{"./urls.go", 3, 9, "bad: a.go:1:2: inside"}},
		{`C:\src\x\urls.go:7:15: port out of range`,
			&problem{`C:\src\x\urls.go`, 7, 15, "port out of range"}},
		{"vet: urls.go:1:1: broken", &problem{"urls.go", 1, 1, "broken"}},
		{"# example.com/urls", nil},
		{"# [example.com/urls]", nil},
		{"exit status 3", nil},
		{"urls.go:12: no column", nil},
	} {
		got, ok := m.match(tc.line)
		if ok != (tc.want != nil) || ok && got != *tc.want {
			t.Errorf("match(%q) = %+v, %v; want %+v", tc.line, got, ok, tc.want)
		}
	}
}

// TestMatcherOnRealOutput builds urlvet, runs it standalone and as a vet
// tool on the fixture module testdata/src/home, and checks that the matcher extracts every
// finding, at the position the want comment gives.
func TestMatcherOnRealOutput(t *testing.T) {
	if os.Getenv("URLVET_E2E") == "" || testing.Short() {
		t.Skip("set URLVET_E2E=1 to run urlvet and go vet")
	}
	m := loadMatcher(t)
	bin := filepath.Join(t.TempDir(), "urlvet")
	// Built in the urlvet module (the repository root), with its own
	// dependency versions.
	build := exec.Command("go", "build", "-o", bin, "./cmd/urlvet")
	build.Dir = filepath.Join("..", "..")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building urlvet: %v\n%s", err, out)
	}
	src, err := os.ReadFile(filepath.Join(home, "urls.go"))
	if err != nil {
		t.Fatal(err)
	}
	wantLine, wantCol := wantPosition(t, string(src))

	for _, args := range [][]string{
		{bin, "./..."},
		{"go", "vet", "-vettool=" + bin, "./..."},
	} {
		cmd := exec.Command(args[0], args[1:]...)
		cmd.Dir = home
		out, err := cmd.CombinedOutput()
		if err == nil {
			t.Errorf("%s: exit status 0, want findings", strings.Join(args, " "))
		}
		var problems []problem
		for line := range strings.Lines(string(out)) {
			if p, ok := m.match(strings.TrimRight(line, "\r\n")); ok {
				problems = append(problems, p)
			}
		}
		if len(problems) != 1 {
			t.Errorf("%s: matched %d problems, want 1; output:\n%s", args[0], len(problems), out)
			continue
		}
		p := problems[0]
		if filepath.Base(p.File) != "urls.go" || p.Line != wantLine || p.Column != wantCol || p.Message == "" {
			t.Errorf("%s: matched %+v, want urls.go:%d:%d with a message; output:\n%s", args[0], p, wantLine, wantCol, out)
		}
	}
}

// wantPosition returns the position of the space in the testdata URL.
func wantPosition(t *testing.T, src string) (line, col int) {
	t.Helper()
	const lit = `"http://example.com/a b"`
	i := strings.Index(src, lit)
	if i < 0 {
		t.Fatalf("testdata lacks %s", lit)
	}
	off := i + strings.Index(lit, " ")
	return 1 + strings.Count(src[:off], "\n"), off - strings.LastIndexByte(src[:off], '\n')
}
