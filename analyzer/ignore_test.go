package analyzer_test

import (
	"fmt"
	"testing"

	"github.com/urlvet/urlvet/analyzer"
	"github.com/urlvet/urlvet/rfc"
)

func TestIgnoreDirectives(t *testing.T) {
	t.Parallel()
	// The plain form is reported unused only when every check runs,
	// warnings included.
	defaultRun.check(t, "ignores", "ignores/withtests")
	// A directive naming a check the run turns off (-disable=port), or the
	// plain form in such a run, is not reported unused.
	defaultRun.check(t, "ignores/disabled")
	// Nor is the plain form in a default run, where warnings are off;
	// nor any directive under another grammar (-rfc=2396).
	defaultRun.check(t, "ignores/plain", "ignores/disabled/profile")
}

// TestLintDirectives checks staticcheck's //lint:ignore and
// //lint:file-ignore: what they silence, and which of them urlvet judges.
func TestLintDirectives(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "ignores/lint")
}

// TestDirectivesWithoutSinks checks the directives of a package that the
// fast paths leave otherwise unchecked: it imports net/http for a type
// and constants only.
func TestDirectivesWithoutSinks(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "ignores/constonly", "ignores/constonly/lint")
}

// TestDirectiveCheckSelection checks that the directive check obeys
// -disable and -checks like every other check: ignores/off is analyzed
// with -disable=directive, its copy ignores/off/char with -checks=char,
// ignores/selected with -checks=char,directive.
func TestDirectiveCheckSelection(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "ignores/off", "ignores/off/char", "ignores/selected")
}

// TestDirectiveDoc checks the directive check's documented example: Bad
// is reported and Good is not.
func TestDirectiveDoc(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "directivedoc")
}

// directiveDocPackage is the generated package of TestDirectiveDoc.
func directiveDocPackage() (map[string]string, error) {
	d, ok := analyzer.Doc(rfc.CheckDirective)
	if !ok || !d.Source {
		return nil, fmt.Errorf("directive: documented %v, with Go source examples %v", ok, d.Source)
	}
	src := fmt.Sprintf("package directivedoc\n\nimport \"net/url\"\n\nfunc bad() {\n\t%s // want `silences nothing`\n}\n\nfunc good() {\n\t%s\n}\n", d.Bad, d.Good)
	return map[string]string{"directivedoc.go": src}, nil
}
