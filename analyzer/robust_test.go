package analyzer_test

import (
	"strings"
	"testing"
)

func TestCgo(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "cgo")
}

// TestHugeConstant checks a 1 MiB constant with one fault at its end.
func TestHugeConstant(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "huge")
}

// hugeConstantPackage is the generated package of TestHugeConstant.
func hugeConstantPackage() (map[string]string, error) {
	src := "package huge\n\nimport \"net/url\"\n\n" +
		"const u = \"http://example.com/" + strings.Repeat(`a\x41`, 1<<18) + " a\" // want `url\\.Parse: .*pchar`\n\n" +
		"func f() { url.Parse(u) }\n"
	return map[string]string{"huge.go": src}, nil
}
