package ci

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// TestDocumentedGolangciLintBuild checks that the manual golangci-lint
// build in README.md is the one the plugin's end-to-end test
// builds, and that .custom-gcl.example.yml names the same golangci-lint
// release and the plugin package.
func TestDocumentedGolangciLintBuild(t *testing.T) {
	doc := read(t, "../../README.md")
	const start, end = "cat > main.go <<'EOF'\n", "\nEOF\n"
	i := strings.Index(doc, start)
	if i < 0 {
		t.Fatal("README.md: no main.go heredoc")
	}
	documented, _, ok := strings.Cut(doc[i+len(start):], end)
	if !ok {
		t.Fatal("README.md: main.go heredoc does not end")
	}
	tested := read(t, "../../plugin/testdata/golangci-lint/main.go")
	tested = tested[strings.Index(tested, "package main"):]
	if strings.TrimSpace(documented) != strings.TrimSpace(tested) {
		t.Errorf("the main.go of README.md differs from plugin/testdata/golangci-lint/main.go:\n%s", documented)
	}

	version := regexp.MustCompile(`golangci-lint/v2@(v[0-9.]+)`).FindStringSubmatch(doc)
	if version == nil {
		t.Fatal("README.md: no golangci-lint version")
	}
	gcl := read(t, "../../.custom-gcl.example.yml")
	for _, want := range []string{"\nversion: " + version[1] + "\n", "import: github.com/urlvet/urlvet/plugin\n"} {
		if !strings.Contains(gcl, want) {
			t.Errorf(".custom-gcl.example.yml lacks %q", strings.TrimSpace(want))
		}
	}
	e2e := read(t, "../../plugin/golangci_test.go")
	if !strings.Contains(e2e, `golangciVersion = "`+version[1]+`"`) {
		t.Errorf("plugin/golangci_test.go does not test golangci-lint %s", version[1])
	}
}

func read(t *testing.T, file string) string {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}
