package analyzer

import (
	"net/url"
	"strings"
	"testing"

	"github.com/urlvet/urlvet/rfc"
)

// TestDropped resolves each reference against each base with
// (*url.URL).ResolveReference and rfc.Resolve: the two agree, what
// dropped says is lost is lost, and with the fix (a '/' at the end of the
// base, or none at the start of the reference) the base path is kept.
func TestDropped(t *testing.T) {
	bases := []string{
		"https://api.example.com/v1", "https://api.example.com/v1/", "https://host/prefix/",
		"https://git.example.com/gitlab", "https://api.example.com", "https://api.example.com/",
		"https://docs.example.com/guide/index.html", "http://127.0.0.1:8080/api/v2", "https://harbor.example.com/api/v2.0",
	}
	refs := []string{
		"chat/completions", "/api/verify", "models", "?page=2", "#top", "../v2/models", "./x",
		"https://cdn.example.com/x.js", "//cdn.example.com/x.js", "", "users/a:b",
	}
	for _, bs := range bases {
		b, err := url.Parse(bs)
		if err != nil {
			t.Fatal(err)
		}
		dir := b.EscapedPath()
		for _, rs := range refs {
			ref, err := url.Parse(rs)
			if err != nil {
				t.Fatal(err)
			}
			got := b.ResolveReference(ref).String()
			if mine, err := rfc.Resolve(bs, rs, rfc.RFC3986); err != nil || mine != got {
				t.Errorf("rfc.Resolve(%q, %q) = %q, %v; ResolveReference gives %q", bs, rs, mine, err, got)
			}
			path := b.ResolveReference(ref).EscapedPath()
			switch dropped(dir, rs) {
			case keptPath:
				if !strings.HasPrefix(rs, ".") && !strings.HasPrefix(path, dir) && ref.Host == "" && ref.Scheme == "" &&
					!isDocument(dir[strings.LastIndexByte(dir, '/')+1:]) {
					t.Errorf("%q against %q gives %q: the base path %q is lost, but not reported", rs, bs, got, dir)
				}
			case lastSegment:
				if strings.HasPrefix(path, dir) {
					t.Errorf("%q against %q gives %q: reported as dropping the last segment", rs, bs, got)
				}
				fixed, _ := url.Parse(bs + "/")
				if p := fixed.ResolveReference(ref).EscapedPath(); !strings.HasPrefix(p, dir+"/") {
					t.Errorf("%q against the fixed %q gives %q", rs, bs+"/", p)
				}
			case replacedPath:
				if strings.HasPrefix(path, strings.TrimSuffix(dir, "/")+"/") {
					t.Errorf("%q against %q gives %q: reported as replacing the base path", rs, bs, got)
				}
				if strings.HasSuffix(dir, "/") {
					fixed, _ := url.Parse(strings.TrimPrefix(rs, "/"))
					if p := b.ResolveReference(fixed).EscapedPath(); !strings.HasPrefix(p, dir) {
						t.Errorf("the fixed %q against %q gives %q", rs[1:], bs, p)
					}
				}
			}
		}
	}
}
