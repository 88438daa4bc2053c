package ci

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// TestDocumentedGolangciLintBuild checks that .custom-gcl.example.yml
// names the golangci-lint release of README.md's manual build (which the
// plugin's end-to-end test runs as written) and the plugin package.
func TestDocumentedGolangciLintBuild(t *testing.T) {
	doc := read(t, "../../README.md")
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
