package analyzer_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urlvet/urlvet/analyzer"
)

func TestCgo(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "cgo")
}

// TestHugeConstant checks a 1 MiB constant with one fault at its end.
func TestHugeConstant(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	pkg := filepath.Join(dir, "src", "huge")
	if err := os.MkdirAll(pkg, 0o777); err != nil {
		t.Fatal(err)
	}
	src := "package huge\n\nimport \"net/url\"\n\n" +
		"const u = \"http://example.com/" + strings.Repeat(`a\x41`, 1<<18) + " a\" // want `url\\.Parse: .*pchar`\n\n" +
		"func f() { url.Parse(u) }\n"
	if err := os.WriteFile(filepath.Join(pkg, "huge.go"), []byte(src), 0o666); err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, dir, analyzer.Analyzer, "huge")
}
