package driver

import (
	"crypto/sha256"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFixes checks what Fixes applies and leaves, and the diff of the
// result: only the edits' bytes change (CRLF endings kept), a fix that
// overlaps one applied before it is left, as are findings without a fix
// and fixes in a file that changed since it was analyzed.
func TestFixes(t *testing.T) {
	dir := t.TempDir()
	src := strings.ReplaceAll("package p\n\n1\n2\n3\n4\nA b\n5\n5b\n6\n7\n8\n9\n10\nC d\n11", "\n", "\r\n")
	name := filepath.Join(dir, "p.go")
	changed := filepath.Join(dir, "changed.go")
	for _, f := range []string{name, changed} {
		if err := os.WriteFile(f, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	at := func(file, text string) (Position, Position) {
		i := strings.Index(src, text)
		return Position{Filename: file, Line: 1, Offset: i}, Position{Filename: file, Line: 1, Offset: i + len(text)}
	}
	diag := func(msg, file, old, repl string) Diagnostic {
		pos, end := at(file, old)
		d := Diagnostic{Pos: pos, End: end, Message: msg}
		if repl != "" {
			d.Fixes = []Fix{{Message: "fix", Edits: []Edit{{Pos: pos, End: end, New: repl}}}}
		}
		return d
	}
	out := &Output{
		Roots: []*Root{{Diagnostics: []Diagnostic{
			diag("space", name, " b", "%20b"),
			diag("overlap", name, "A b", "X"),
			diag("same edit", name, " b", "%20b"), // merged with the first
			diag("second", name, "C d", "C%20d"),
			diag("no fix", name, "10", ""),
			diag("stale", changed, "C d", "C%20d"),
		}}},
		sums: map[string][sha256.Size]byte{name: sha256.Sum256([]byte(src)), changed: sha256.Sum256([]byte("before"))},
	}
	fixes := out.Fixes()
	var fixed, left []string
	for _, d := range fixes.Fixed {
		fixed = append(fixed, d.Message)
	}
	for _, l := range fixes.Left {
		left = append(left, l.Message+": "+l.Reason)
	}
	if got, want := strings.Join(fixed, ","), "space,same edit,second"; got != want {
		t.Errorf("fixed %s, want %s", got, want)
	}
	if len(left) != 3 || !strings.HasPrefix(left[0], "overlap: ") || left[1] != "no fix: no fix" || !strings.Contains(left[2], "changed since it was analyzed") {
		t.Errorf("left %q", left)
	}
	if len(fixes.Files) != 1 {
		t.Fatalf("%d files fixed, want 1", len(fixes.Files))
	}
	f := fixes.Files[0]
	if want := strings.Replace(strings.Replace(src, "A b", "A%20b", 1), "C d", "C%20d", 1); string(f.New) != want {
		t.Errorf("new content %q, want %q", f.New, want)
	}
	// Two hunks (seven lines between the edits; diff -u joins hunks six apart), CRs kept, and the
	// last line without a newline marked.
	const wantDiff = "--- P (old)\n+++ P (new)\n" +
		"@@ -4,7 +4,7 @@\n 2\r\n 3\r\n 4\r\n-A b\r\n+A%20b\r\n 5\r\n 5b\r\n 6\r\n" +
		"@@ -12,5 +12,5 @@\n 8\r\n 9\r\n 10\r\n-C d\r\n+C%20d\r\n 11\n\\ No newline at end of file\n"
	if got := strings.ReplaceAll(f.Diff(), name, "P"); got != wantDiff {
		t.Errorf("diff:\n%s\nwant:\n%s", got, wantDiff)
	}

	if errs := WriteFiles(fixes.Files); len(errs) > 0 {
		t.Fatal(errs)
	}
	if data, _ := os.ReadFile(name); string(data) != string(f.New) {
		t.Errorf("WriteFiles wrote %q", data)
	}
	// A symbolic link is followed; a hard-linked file is refused.
	link := filepath.Join(dir, "link.go")
	os.Symlink(name, link)
	if errs := WriteFiles([]FileFix{{Name: link, New: []byte("via link")}}); len(errs) > 0 {
		t.Fatal(errs)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the symbolic link was replaced")
	}
	if data, _ := os.ReadFile(name); string(data) != "via link" {
		t.Errorf("through the link: %q", data)
	}
	hard := filepath.Join(dir, "hard.go")
	os.Link(name, hard)
	if errs := WriteFiles([]FileFix{{Name: name, New: []byte("x")}}); len(errs) != 1 || !strings.Contains(errs[0].Error(), "cannot fix "+name+": it has 2 hard links") {
		t.Errorf("hard-linked file: %v", errs)
	}
}
