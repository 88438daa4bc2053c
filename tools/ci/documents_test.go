package ci

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

var (
	mdLink  = regexp.MustCompile(`\]\(([^)\s]+)\)`)
	heading = regexp.MustCompile("(?m)^#+ (.+)$")
	notSlug = regexp.MustCompile(`[^\p{L}\p{N} _-]`)
)

// slug is GitHub's anchor of a heading: lower case, punctuation dropped,
// spaces as '-'.
func slug(h string) string {
	return strings.ReplaceAll(notSlug.ReplaceAllString(strings.ToLower(h), ""), " ", "-")
}

// TestDocumentedLinks checks that every relative link of the documents
// (all but the dated journals of docs/history) names a file of the
// repository and, with a #fragment into a Markdown file, one of its
// headings.
func TestDocumentedLinks(t *testing.T) {
	docs := documents(t)
	anchors := map[string]map[string]bool{}
	anchorsOf := func(file string) map[string]bool {
		if a, ok := anchors[file]; ok {
			return a
		}
		a := map[string]bool{}
		src := read(t, file)
		// Headings inside code blocks are not headings.
		inCode := false
		for _, line := range strings.Split(src, "\n") {
			if strings.HasPrefix(strings.TrimSpace(line), "```") {
				inCode = !inCode
			}
			if m := heading.FindStringSubmatch(line); m != nil && !inCode {
				a[slug(m[1])] = true
			}
		}
		anchors[file] = a
		return a
	}
	for _, doc := range docs {
		src := read(t, filepath.Join(root, doc))
		for _, m := range mdLink.FindAllStringSubmatch(src, -1) {
			link := m[1]
			if strings.Contains(link, "://") || strings.HasPrefix(link, "mailto:") {
				continue
			}
			path, frag, _ := strings.Cut(link, "#")
			target := filepath.Join(root, doc)
			if path != "" {
				target = filepath.Join(filepath.Dir(target), path)
			}
			if _, err := os.Stat(target); err != nil {
				t.Errorf("%s: link %q: %v", doc, link, err)
				continue
			}
			if frag != "" && strings.HasSuffix(target, ".md") && !anchorsOf(target)[frag] {
				t.Errorf("%s: link %q: no heading #%s in %s", doc, link, frag, filepath.Base(target))
			}
		}
	}
}

// TestDocumentShapes holds the documents to what they are for: the README
// a landing page of at most 300 lines, DESIGN.md the packages and the
// pipeline in under 250, and no dated section outside docs/history (the
// journal of readings lives there; the documents show today).
func TestDocumentShapes(t *testing.T) {
	for doc, most := range map[string]int{"README.md": 300, "DESIGN.md": 249} {
		if n := strings.Count(read(t, filepath.Join(root, doc)), "\n"); n > most {
			t.Errorf("%s has %d lines, want at most %d: move detail to docs/", doc, n, most)
		}
	}
	dated := regexp.MustCompile(`(?m)^#+ .*\b20[0-9][0-9]-[01][0-9]-[0-3][0-9]\b`)
	for _, doc := range documents(t) {
		if h := dated.FindString(read(t, filepath.Join(root, doc))); h != "" {
			t.Errorf("%s: dated section %q: readings go to docs/history/", doc, h)
		}
	}
}

// documents returns the documents that show today, relative to the
// repository's root: all but the journals of docs/history.
func documents(t *testing.T) []string {
	t.Helper()
	docs := []string{"README.md", "DESIGN.md", "BENCHMARKS.md"}
	for _, pattern := range []string{"docs/*.md", "docs/integrations/*.md"} {
		m, err := filepath.Glob(filepath.Join(root, pattern))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range m {
			rel, _ := filepath.Rel(root, f)
			docs = append(docs, filepath.ToSlash(rel))
		}
	}
	return docs
}
