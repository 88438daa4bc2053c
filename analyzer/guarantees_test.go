package analyzer_test

import (
	"net/url"
	"path"
	"path/filepath"
	"strings"
	"testing"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
)

func TestGuarantees(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "guarantees", "guarantees/named", "guarantees/namedoff", "guarantees/download", "guarantees/downloaduse")
}

// TestNoAuthorityOracle runs the functions whose rows say NoAuthority
// (the path cleaners, Base and Dir, the escapers, url.URL.Hostname) on
// bases of every form: their result never holds "//", so parsed as a URL
// it has no host.
func TestNoAuthorityOracle(t *testing.T) {
	bases := []string{"https://api.example.com", "https://api.example.com/v1/", "http://[::1]:8080", "//cdn.example.com",
		"HTTP://X//", "s3://bucket/key", "https:///x", "https:", "", "/", "api.example.com"}
	for _, base := range bases {
		for _, got := range []string{path.Join(base, "users"), path.Join(base), filepath.Join(base, "users"), path.Clean(base), filepath.Clean(base + "//x"),
			path.Base(base + "//"), path.Dir(base + "//x"), filepath.Base(base), filepath.Dir(base + "//x"),
			url.QueryEscape(base), url.PathEscape(base), url.Values{base: {base}}.Encode(), hostnameOf(base)} {
			if strings.Contains(got, "//") {
				t.Errorf("%q holds \"//\"", got)
			}
			if u, err := url.Parse(got); err == nil && u.Host != "" {
				t.Errorf("%q parsed has host %q", got, u.Host)
			}
			// Parsed and written back (parsedText): still no "//".
			if u, err := url.Parse(got); err == nil && strings.Contains(u.String(), "//") {
				t.Errorf("%q parsed is written %q", got, u.String())
			}
		}
		// What the check reads after the cleaned text: a byte other than
		// '/' or ':' cannot make it a scheme and "//".
		for _, rest := range []string{"?q=1", "#x", "x", ".json"} {
			if u, err := url.Parse(path.Join(base, "v1") + rest); err == nil && u.Host != "" {
				t.Errorf("%q + %q parsed has host %q", path.Join(base, "v1"), rest, u.Host)
			}
		}
	}
	for _, name := range []string{"path.Join", "path.Clean", "path/filepath.Join", "path/filepath.Clean", "path.Base", "path.Dir",
		"path/filepath.Base", "path/filepath.Dir", "net/url.QueryEscape", "net/url.PathEscape", "net/url.Values.Encode", "net/url.URL.Hostname"} {
		if !flow.FuncOf(name).NoAuthority {
			t.Errorf("%s: no NoAuthority row", name)
		}
	}
}

// hostnameOf is url.URL.Hostname of s parsed, or s when it does not
// parse.
func hostnameOf(s string) string {
	u, err := url.Parse(s)
	if err != nil {
		return s
	}
	return u.Hostname()
}

func TestCutset(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "cutset")
}

func TestSchemeGuard(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "schemeguard")
}

func TestFlagDefault(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "flagdefault", "flagdefault/agent")
}
