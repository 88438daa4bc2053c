package main

import (
	"slices"
	"testing"
)

func TestLeadingFlags(t *testing.T) {
	for _, tc := range []struct{ args, want []string }{
		{[]string{"-vettool=/x/urlvet", "-rfc=1234", "./..."}, []string{"-vettool=/x/urlvet", "-rfc=1234"}},
		{[]string{"-tags", "a,b", "-rfc", "1234", "./..."}, []string{"-tags", "a,b", "-rfc", "1234"}},
		{[]string{"-json", "-literals", "./p", "-rfc=1"}, []string{"-json", "-literals"}},
		{[]string{"-rfc=1", "--", "-p"}, []string{"-rfc=1"}},
		{[]string{"./..."}, []string{}},
	} {
		if got := leadingFlags(tc.args); !slices.Equal(got, tc.want) {
			t.Errorf("leadingFlags(%q) = %q, want %q", tc.args, got, tc.want)
		}
	}
}
