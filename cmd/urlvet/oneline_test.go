package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// problemMatcher returns the regexp of the GitHub problem matcher the
// repository ships, .github/urlvet-problem-matcher.json.
func problemMatcher(t *testing.T) *regexp.Regexp {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", ".github", "urlvet-problem-matcher.json"))
	if err != nil {
		t.Fatal(err)
	}
	var m struct {
		ProblemMatcher []struct {
			Pattern []struct{ Regexp string }
		}
	}
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	if len(m.ProblemMatcher) != 1 || len(m.ProblemMatcher[0].Pattern) != 1 {
		t.Fatalf("the problem matcher has not one pattern: %s", data)
	}
	return regexp.MustCompile(m.ProblemMatcher[0].Pattern[0].Regexp)
}

// jsonFindings returns the number of findings of urlvet -json on the
// patterns in dir, and how many of them have related information.
func jsonFindings(t *testing.T, dir string, patterns ...string) (n, related int) {
	t.Helper()
	res := urlvet(t, dir, append([]string{"-json"}, patterns...)...)
	wantCode(t, res, 0, "urlvet -json")
	var tree map[string]map[string][]struct {
		Related []json.RawMessage `json:"related"`
	}
	if err := json.Unmarshal([]byte(res.stdout), &tree); err != nil {
		t.Fatalf("urlvet -json: %v\n%s", err, res.stdout)
	}
	for _, pkg := range tree {
		for _, d := range pkg["urlvet"] {
			n++
			if len(d.Related) > 0 {
				related++
			}
		}
	}
	return n, related
}

// matched returns the lines of out that the problem matcher reads as
// findings, as "file:line:col", and the lines it does not read.
func matched(rx *regexp.Regexp, out string) (found, others []string) {
	for _, line := range strings.Split(strings.TrimRight(out, "\n"), "\n") {
		if m := rx.FindStringSubmatch(line); m != nil {
			found = append(found, m[1]+":"+m[2]+":"+m[3])
		} else if line != "" {
			others = append(others, line)
		}
	}
	return found, others
}

// TestOneLinePerFinding checks that the text output of the package mode
// and of go vet has one line per finding, as the shipped problem matcher
// reads them, also for findings with related information (notes), and no
// other line.
func TestOneLinePerFinding(t *testing.T) {
	t.Parallel()
	skipIfShort(t)
	dir := sharedE2E(t)
	rx := problemMatcher(t)
	n, related := jsonFindings(t, dir, "./...")
	if related == 0 {
		t.Fatal("no finding of e2e has related information: the test would prove nothing")
	}
	for _, cmd := range [][]string{
		{urlvetBin, "./..."},
		{"go", "vet", "-vettool=" + urlvetBin, "./..."},
	} {
		res := run(t, dir, "", cmd[0], cmd[1:]...)
		found, others := matched(rx, res.stderr)
		if len(found) != n || len(others) > 0 || strings.Count(res.stderr, "\n") != n {
			t.Errorf("%s: the problem matcher reads %d findings, want %d; %d lines; lines it does not read: %q\n%s",
				strings.Join(cmd, " "), len(found), n, strings.Count(res.stderr, "\n"), others, res.stderr)
		}
		if !strings.Contains(res.stderr, "; reaches url.Parse at const.go:") {
			t.Errorf("%s: the note of bad/const.go is not in its finding's line:\n%s", strings.Join(cmd, " "), res.stderr)
		}
	}
}

// TestTextOrderAndPaths checks that the package mode prints findings in
// position order per file (files in the order of their paths), with the paths go vet prints for the same
// packages, from a directory other than the module's root.
func TestTextOrderAndPaths(t *testing.T) {
	t.Parallel()
	skipIfShort(t)
	dir := filepath.Join(sharedE2E(t), "bad")
	rx := problemMatcher(t)
	pkgs := []string{"../web", ".", "../twice"}
	text := urlvet(t, dir, pkgs...)
	got, _ := matched(rx, text.stderr)
	vet := run(t, dir, "", "go", append([]string{"vet", "-vettool=" + urlvetBin}, pkgs...)...)
	want, _ := matched(rx, vet.stderr)
	if len(want) == 0 {
		t.Fatalf("go vet found nothing:\n%s", vet.stderr)
	}
	type pos struct {
		file      string
		line, col int
	}
	parse := func(s string) pos {
		i := strings.LastIndexByte(s, ':')
		j := strings.LastIndexByte(s[:i], ':')
		line, _ := strconv.Atoi(s[j+1 : i])
		col, _ := strconv.Atoi(s[i+1:])
		return pos{s[:j], line, col}
	}
	// In position order per file, files in the order of their paths.
	for i := 1; i < len(got); i++ {
		p, q := parse(got[i-1]), parse(got[i])
		p.file, q.file = filepath.Join(dir, p.file), filepath.Join(dir, q.file)
		if p.file > q.file || p.file == q.file && (p.line > q.line || p.line == q.line && p.col > q.col) {
			t.Errorf("urlvet %s: %s after %s", strings.Join(pkgs, " "), got[i], got[i-1])
		}
	}
	slices.Sort(want)
	sortedGot := slices.Sorted(slices.Values(got))
	if !slices.Equal(sortedGot, want) {
		t.Errorf("urlvet %s prints the findings at\n\t%q\ngo vet at\n\t%q", strings.Join(pkgs, " "), sortedGot, want)
	}
}
