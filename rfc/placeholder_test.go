package rfc

import (
	"net/url"
	"strings"
	"testing"
)

func TestPlaceholders(t *testing.T) {
	http := Options{Target: HTTP}
	runCases(t, []checkCase{
		{in: "https://api.example.com/v1/users/{id}", want: []string{"placeholder@33-37"}},
		{in: "https://api.example.com/v1/users/{id}", opts: http, want: []string{"placeholder@33-37"}},
		{in: "https://x/u/{id:[0-9]+}/posts", want: []string{"placeholder@12-23"}},
		{in: "https://x/files/{path...}", want: []string{"placeholder@16-25"}},
		{in: "https://api.github.com/user/repos{?type,page}", want: []string{"placeholder@33-45"}},
		{in: "https://x/?token={token}", want: []string{"placeholder@17-24"}},
		{in: "https://x/users/{{.ID}}", want: []string{"placeholder@16-23"}},
		{in: "https://x/users/{{ .ID }}/a", want: []string{"placeholder@16-25"}},
		{in: "${BASE_URL}/api/v1", want: []string{"placeholder@0-11"}},
		{in: "https://${HOST}/api", opts: http, want: []string{"placeholder@8-15"}},
		{in: "/api/v2/silence/${tc.sid}", want: []string{"placeholder@16-25"}},
		{in: "https://x/${a.b.c}/d", want: []string{"placeholder@10-18"}},
		{in: "https://{host}:{port}/api", opts: http, want: []string{"placeholder@8-14", "placeholder@15-21"}},
		{in: "https://x/users/:id", want: []string{"placeholder@16-19"}},
		{in: "https://x/users/:user_id/posts?x=1", want: []string{"placeholder@16-24"}},
		{in: "/users/:id", opts: Options{Target: Request}, want: []string{"placeholder@7-10"}},
		{in: "https://x/search?q=%s", want: []string{"placeholder@19-21"}},
		{in: "http://localhost:%d/health", opts: http, want: []string{"placeholder@17-19"}},
		{in: "/v1/%s/items", opts: Options{Target: RawPath}, want: []string{"placeholder@4-6"}},
		{in: "/users/{id}", opts: Options{Target: DecodedPath}, want: []string{"placeholder@7-11"}},
		{in: "id={id}", opts: Options{Target: RawQuery}, want: []string{"placeholder@3-7"}},
		{in: "{host}:8080", opts: Options{Target: HostPort}, want: []string{"placeholder@0-6"}},

		// Not placeholders.
		{in: "https://x/?q=%de"},     // a valid escape
		{in: "https://x/a:b/:8080"},  // ':' then digits
		{in: "https://[::1]:8080/x"}, // IPv6 and port
		{in: "urn:isbn:0451450523"},  // no '/' before ':'
		{in: "https://x/?q={\"a\":1}", want: []string{"char@13-14", "char@14-15", "char@16-17", "char@19-20"}}, // JSON
		{in: "https://x/graphql?query={viewer{login}}", want: []string{"char@24-25", "char@31-32", "char@37-38", "char@38-39"}},
		{in: "https://x/?q={}", want: []string{"char@13-14", "char@14-15"}},
		{in: "https://x/?q={1}", want: []string{"char@13-14", "char@15-16"}},
		{in: "https://x/?p=50%", want: []string{"escape@15-16"}},

		// Holes: the value is unknown where the placeholder would be.
		{in: "https://x/users/{}", opts: Options{Holes: []int{17}}, want: []string{"char@16-17", "char@17-18"}},
		{in: "https://x/users/:", opts: Options{Holes: []int{17}}},
		{in: "https://x/users/:a", opts: Options{Holes: []int{18}}},
		{in: "oci:///:latest", opts: Options{Holes: []int{6, 7}}}, // oci://%s/%s:latest
		// An action after a segment a value fills, written with its '/'.
		{in: "/api/hubs//:send?api-version=1", opts: Options{Holes: []int{0, 10}}},                                                  // %s/api/hubs/%s/:send?api-version=1
		{in: "https://x/v1/queues//:purge", opts: Options{Holes: []int{20}}},                                                        // .../queues/%s/:purge
		{in: "https://x/v1/queues//:purge/x", opts: Options{Holes: []int{20}}, want: []string{"placeholder@21-27"}},                 // not the last segment
		{in: "https://x/v1/queues//:purge", opts: Options{Holes: []int{20}, Joins: []int{21}}, want: []string{"placeholder@21-27"}}, // ":purge" joined to the '/'
		{in: "https://x/v1/queues/a/:purge", want: []string{"placeholder@22-28"}},                                                   // a constant segment
		{in: "https:///:send", opts: Options{Holes: []int{8}}, want: []string{"placeholder@9-14"}},                                  // after the host
		{in: "https://x/?q=%", opts: Options{Holes: []int{14}}},
		{in: "https://x/users/{id}", opts: Options{Holes: []int{10}}, want: []string{"placeholder@16-20"}},
	})
	for _, tc := range []struct{ in, msg string }{
		{"https://x/?q=%s", "never formatted"},
		{"https://x/{{.ID}}", "template"},
		{"https://x/${X}", "os.ExpandEnv"},
		{"https://x/${tc.id}", "never expands"},
		{"https://x/:id", "route parameter"},
		{"https://x/{id}", "unfilled placeholder"},
	} {
		vs := Check(tc.in, Options{})
		if len(vs) != 1 || !strings.Contains(vs[0].Message, tc.msg) || vs[0].Fixable {
			t.Errorf("Check(%q) = %+v, want one unfixable violation saying %q", tc.in, vs, tc.msg)
		}
	}
}

// TestZoneNetURL checks RFC 6874 zone identifiers against url.Parse: the
// form urlvet accepts parses, and the host keeps the zone.
func TestZoneNetURL(t *testing.T) {
	for _, s := range []string{"http://[fe80::1%25en0]/", "http://[fe80::1%25en%2D0]:8080/x", "http://[::1%25lo]/"} {
		if vs := Check(s, Options{}); len(vs) != 0 {
			t.Errorf("Check(%q) = %v", s, vs)
		}
		u, err := url.Parse(s)
		if err != nil || !strings.Contains(u.Hostname(), "%") {
			t.Errorf("url.Parse(%q) = %v, %v", s, u, err)
		}
	}
	for _, s := range []string{"http://[fe80::1%en0]/", "http://[fe80::1%25]/"} {
		if vs := Check(s, Options{}); len(vs) != 1 || vs[0].Check != CheckIPv6 {
			t.Errorf("Check(%q) = %v", s, vs)
		}
		if _, err := url.Parse(s); err == nil {
			t.Errorf("url.Parse(%q) accepts it", s)
		}
	}
	vs := Check("http://[fe80::1%en0]/", Options{})
	if len(vs) != 1 || !vs[0].Fixable || vs[0].Replacement != "%25" {
		t.Fatalf("no %%25 fix: %+v", vs)
	}
	fixed := "http://[fe80::1" + vs[0].Replacement + "en0]/"
	if _, err := url.Parse(fixed); err != nil {
		t.Errorf("fixed %q: %v", fixed, err)
	}
}
