package main

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/urlvet/urlvet/analyzer"
)

// TestChecksDoc checks that docs/checks.md is the check reference that
// "urlvet help -markdown" writes from analyzer.Checks today, and that README.md
// links to it.
func TestChecksDoc(t *testing.T) {
	doc, err := os.ReadFile("../../docs/checks.md")
	if err != nil {
		t.Fatal(err)
	}
	var want bytes.Buffer
	writeMarkdown(&want)
	if got := string(doc); got != want.String() {
		gotLines, wantLines := strings.Split(got, "\n"), strings.Split(want.String(), "\n")
		for i := 0; i < max(len(gotLines), len(wantLines)); i++ {
			var g, w string
			if i < len(gotLines) {
				g = gotLines[i]
			}
			if i < len(wantLines) {
				w = wantLines[i]
			}
			if g != w {
				t.Errorf("docs/checks.md is out of date (regenerate it with: go generate ./cmd/urlvet); line %d is\n\t%s\nwant\n\t%s", i+1, g, w)
				break
			}
		}
	}
	for _, d := range analyzer.Checks() {
		if !bytes.Contains(doc, []byte("\n## "+string(d.ID)+"\n")) {
			t.Errorf("docs/checks.md has no section for %s", d.ID)
		}
	}
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(readme, []byte("(docs/checks.md)")) {
		t.Error("README.md does not link to docs/checks.md")
	}
}
