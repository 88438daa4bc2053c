package flow

import (
	"regexp"
	"strings"
	"testing"
)

// TestTemplateRuns checks templateRuns against regexp.Regexp.Expand: with
// every group matching "\x00", the expansion is the runs joined by
// "\x00"; an expansion of a group the regexp lacks writes nothing, so
// with those the runs joined are the expansion.
func TestTemplateRuns(t *testing.T) {
	re := regexp.MustCompile(`(?P<a>x)(?P<b_1>y)(z)`)
	expand := func(tmpl string) string {
		m := []int{0, 1, 0, 1, 0, 1, 0, 1} // every group is the one byte "\x00"
		return string(re.ExpandString(nil, tmpl, "\x00", m))
	}
	for _, c := range []struct {
		tmpl    string
		unknown bool // names a group re lacks
	}{
		{tmpl: ""}, {tmpl: "$1"}, {tmpl: "/$1$2"}, {tmpl: "/nobody"}, {tmpl: "$1/$2/nobody"}, {tmpl: "$0"},
		{tmpl: "$$1"}, {tmpl: "a$"}, {tmpl: "$-x"}, {tmpl: "${a}b"}, {tmpl: "${b_1}"}, {tmpl: "${}"}, {tmpl: "${a"},
		{tmpl: "${a-b}"}, {tmpl: "$$$1"}, {tmpl: "%$1%"},
		{tmpl: "$ab", unknown: true}, {tmpl: "x$3y", unknown: true}, {tmpl: "$9", unknown: true},
	} {
		runs := templateRuns(c.tmpl)
		sep := "\x00"
		if c.unknown {
			sep = ""
		}
		if got, want := strings.Join(runs, sep), expand(c.tmpl); got != want {
			t.Errorf("templateRuns(%q) = %q, Expand gives %q", c.tmpl, runs, want)
		}
	}
}
