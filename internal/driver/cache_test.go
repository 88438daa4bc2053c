package driver

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/urlvet/urlvet/analyzer"
)

// TestCacheChecked checks that every part of a cache entry is checked as
// it is read: a dependency's type error comes from its entry, read alone
// (nothing that imports it changed), and whatever is done to that entry
// (garbage in its errors, a body cut short, the file gone), the next run
// reports the type error again, and never the garbage.
func TestCacheChecked(t *testing.T) {
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS("testdata")); err != nil {
		t.Fatal(err)
	}
	opt := Options{
		Analyzer: analyzer.New(analyzer.Config{}),
		Patterns: []string{"usebroken"},
		Dir:      filepath.Join(dir, "src"),
		Env:      append(os.Environ(), "GOPATH="+dir, "GO111MODULE=off", "GOWORK=off"),
		Cache:    t.TempDir(),
		Key:      "test",
	}
	const typeErr = "cannot use \"not an int\""
	run := func(what string) *Output {
		t.Helper()
		out, err := Run(opt)
		if err != nil {
			t.Fatal(err)
		}
		all := strings.Join(out.Errors, "\n")
		if !strings.Contains(all, typeErr) || strings.Contains(all, "garbage") {
			t.Errorf("%s: errors\n%s\nwant broken's type error, and nothing else", what, all)
		}
		return out
	}
	run("cold")
	if s := run("warm").Stats; s.Cached != s.Packages {
		t.Fatalf("warm run: %+v, want every package from the cache", s)
	}
	// brokenEntry returns the file of broken's entry, which holds the type error.
	brokenEntry := func() string {
		var found string
		filepath.WalkDir(opt.Cache, func(path string, d fs.DirEntry, err error) error {
			if err == nil && strings.HasSuffix(path, "-a") {
				if data, _ := os.ReadFile(path); strings.Contains(string(data), "not an int") {
					found = path
				}
			}
			return nil
		})
		if found == "" {
			t.Fatal("no entry holds broken's type error")
		}
		return found
	}
	for _, tc := range []struct {
		what   string
		damage func(data []byte) []byte // nil: remove the file
	}{
		{"garbage errors line", func(data []byte) []byte {
			header, rest, _ := strings.Cut(string(data), "\n")
			_, body, _ := strings.Cut(rest, "\n")
			return []byte(header + "\n[\"garbage\"]\n" + body)
		}},
		{"garbage header", func(data []byte) []byte { return append([]byte("garbage\n"), data...) }},
		{"body cut short", func(data []byte) []byte { return data[:len(data)-3] }},
		{"empty file", func([]byte) []byte { return nil }},
		{"file removed", nil},
	} {
		file := brokenEntry()
		if tc.damage == nil {
			os.Remove(file)
		} else {
			data, _ := os.ReadFile(file)
			os.WriteFile(file, tc.damage(data), 0o644)
		}
		if s := run(tc.what).Stats; s.Analyzed == 0 {
			t.Errorf("%s: %+v, want broken analyzed again", tc.what, s)
		}
	}
	// The same through a root's entry: usebroken's, damaged, is analyzed
	// again, with broken's entry read whole for its types.
	filepath.WalkDir(opt.Cache, func(path string, d fs.DirEntry, err error) error {
		if err == nil && strings.HasSuffix(path, "-a") {
			data, _ := os.ReadFile(path)
			os.WriteFile(path, append(data, " garbage"...), 0o644)
		}
		return nil
	})
	if s := run("every body damaged").Stats; s.Analyzed != s.Packages {
		t.Errorf("every entry damaged: %+v, want every package analyzed", s)
	}
}

// TestTrimCache checks that trimming removes the entries unused for the
// maximum age and old temporary files, and then the least recently used
// entries while the cache is over its size.
func TestTrimCache(t *testing.T) {
	dir := t.TempDir()
	now := time.Now()
	files := map[string]time.Duration{ // name: age
		"aa/old-a":     6 * 24 * time.Hour,
		"aa/recent-a":  time.Hour,
		"ab/older-a":   3 * 24 * time.Hour,
		"ab/newer-a":   2 * 24 * time.Hour,
		"ab/tmp-1":     2 * time.Hour,
		"ab/tmp-2":     time.Minute,
		"ac/newest-a":  0,
		"trimmed":      0,
		"notdir/xx-a":  6 * 24 * time.Hour, // not a two-letter directory: not the cache's
		"ad/middle-a":  24 * time.Hour,
		"ad/middle2-a": 25 * time.Hour,
	}
	for name, age := range files {
		path := filepath.Join(dir, filepath.FromSlash(name))
		os.MkdirAll(filepath.Dir(path), 0o755)
		if err := os.WriteFile(path, make([]byte, 100), 0o644); err != nil {
			t.Fatal(err)
		}
		os.Chtimes(path, now.Add(-age), now.Add(-age))
	}
	// Six entries of 100 bytes under the age limit, and a bound of 400:
	// the oldest go until 300 bytes are left.
	trimCache(dir, now, 5*24*time.Hour, 400)
	var left []string
	for name := range files {
		if _, err := os.Stat(filepath.Join(dir, filepath.FromSlash(name))); err == nil {
			left = append(left, name)
		}
	}
	want := map[string]bool{"aa/recent-a": true, "ac/newest-a": true, "ad/middle-a": true, "ab/tmp-2": true, "trimmed": true, "notdir/xx-a": true}
	for _, name := range left {
		if !want[name] {
			t.Errorf("%s left", name)
		}
		delete(want, name)
	}
	for name := range want {
		t.Errorf("%s removed", name)
	}
}
