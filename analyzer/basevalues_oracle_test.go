package analyzer

import (
	"fmt"
	"net/url"
	"strings"
	"testing"

	"github.com/urlvet/urlvet/rfc"
)

// TestBaseValuesOracle runs the standard library on the base values of
// the basevalues fixtures and realistic cases, each joined as its code
// joins it, and checks urlvet's judgement against what comes out: a join
// is reported (rfc.Check's join violation) exactly when the path url.Parse
// reads holds an empty segment or lost the '/' between base and path; a
// resolution is reported (dropped) exactly when ResolveReference, and
// URL.Parse alike, lose part of the base path.
func TestBaseValuesOracle(t *testing.T) {
	joins := []struct {
		base, how, elem string
		bug             bool
	}{
		{"https://gw.internal/v1/", "+", "/items", true},
		{"https://billing.example.com/api", "+", "invoices", true},
		{"https://forge.example.com/api/v3", "+", "users/", true},
		{"https://blobs.example.com/artifacts/", "%s/%s", "key", true},
		{"http://localhost:9090/", "%s%s", "/api/v1/query", true},
		{"https://upload.staging.example.com/", "+", "/v1/files", true},
		{"https://hooks.example.com/services/", "+", "/T000/B000", true},
		{"http://127.0.0.1:9090/", "+", "/api/v1/targets", true},
		{"https://registry.example.com/v2/", "+", "/_catalog", true},
		{"https://mirror.example.com/pub", "+", "/index.json", false}, // trimmed by the option
		{"https://tracker.example.com/rest/api/2/", "+", "issue/", false},
		{"https://objects.example.com/releases", "%s/%s", "key", false},
		{"http://localhost:9200", "+", "/_cluster/health", false}, // trimmed at the join
		{"https://charts.example.com/charts/", "+", "index.yaml", false},
		{"https://notify.example.com", "+", "/v1/messages", false},
		{"https://eu.hooks.example.com/services", "+", "/T000/B000", false},
		{"https://search.example.com/v2", "+", "/query", false},
	}
	for _, j := range joins {
		var s string
		switch j.how {
		case "+", "%s%s":
			s = j.base + j.elem
		case "%s/%s":
			s = fmt.Sprintf("%s/%s", j.base, j.elem)
		}
		u, err := url.Parse(s)
		if err != nil {
			t.Fatalf("url.Parse(%q): %v", s, err)
		}
		broken := strings.Contains(u.Path, "//") || !strings.Contains(u.Path, strings.Trim(j.elem, "/"))
		b, _ := url.Parse(j.base)
		if seg := b.Path[strings.LastIndexByte(b.Path, '/')+1:]; seg != "" && !strings.Contains(u.Path, seg+"/") {
			broken = true // the base's last segment and the path are one segment
		}
		at := len(j.base)
		if j.how == "%s/%s" {
			at++ // the format's '/' after the base: its own literal
		}
		reported := false
		for _, v := range rfc.Check(s, rfc.Options{Target: rfc.HTTP, Joins: []int{at}}) {
			reported = reported || v.Check == rfc.CheckJoin
		}
		if j.how == "%s/%s" && strings.HasSuffix(j.base, "/") {
			// The base's '/' and the format's are joined where the base
			// ends: the join urlvet sees.
			for _, v := range rfc.Check(s, rfc.Options{Target: rfc.HTTP, Joins: []int{len(j.base)}}) {
				reported = reported || v.Check == rfc.CheckJoin
			}
		}
		if broken != j.bug || reported != j.bug {
			t.Errorf("%q %s %q = %q (path %q): broken %v, reported %v, want %v", j.base, j.how, j.elem, s, u.Path, broken, reported, j.bug)
		}
	}

	resolutions := []struct {
		base, ref string
		bug       bool
	}{
		{"https://git.example.com/api/v4/", "/projects", true},
		{"https://vault.example.com/v1/", "/secret/data/app", true},
		{"https://ci.example.com/jenkins", "job/build", true},
		{"https://git.example.com/api/v1/", "/repos", true},
		{"https://git.example.com/api/v4/", "groups", false},
		{"https://consul.example.com", "/v1/status/leader", false},
		{"https://root.example.com", "/health", false},
		{"https://git.example.com/api/v1/", "users", false},
	}
	for _, r := range resolutions {
		b, err := url.Parse(r.base)
		if err != nil {
			t.Fatal(err)
		}
		ref, _ := url.Parse(r.ref)
		got := b.ResolveReference(ref)
		parsed, err := b.Parse(r.ref)
		if err != nil || parsed.String() != got.String() {
			t.Fatalf("%q.Parse(%q) = %v, %v; ResolveReference gives %v", r.base, r.ref, parsed, err, got)
		}
		lost := !strings.HasPrefix(got.Path, strings.TrimSuffix(b.Path, "/")+"/") && b.Path != "" && b.Path != "/"
		reported := dropped(b.EscapedPath(), r.ref) != keptPath
		if mine, err := rfc.Resolve(r.base, r.ref, rfc.RFC3986); err != nil || mine != got.String() {
			t.Errorf("rfc.Resolve(%q, %q) = %q, %v; net/url gives %q", r.base, r.ref, mine, err, got)
		}
		if lost != r.bug || reported != r.bug {
			t.Errorf("%q against %q = %q: base path lost %v, reported %v, want %v", r.ref, r.base, got, lost, reported, r.bug)
		}
	}

	// url.JoinPath keeps the base path and puts one '/' at each join,
	// whatever the base ends with: it is the fix, never reported.
	for _, base := range []string{"https://nexus.example.com/repository/", "https://nexus.example.com/repository"} {
		got, err := url.JoinPath(base, "releases", "a b")
		if err != nil || got != "https://nexus.example.com/repository/releases/a%20b" {
			t.Errorf("url.JoinPath(%q, ...) = %q, %v", base, got, err)
		}
	}
}
