package analyzer

import (
	"net/url"
	"path"
	"path/filepath"
	"testing"
)

// TestAbsoluteURLPrefix runs path.Join, filepath.Join and path.Clean on
// the first elements the path-join check looks at: where it reports,
// each of them loses the URL's host; where it does not, none does.
func TestAbsoluteURLPrefix(t *testing.T) {
	for _, s := range []string{
		"https://api.example.com", "https://api.example.com/v1/", "http://127.0.0.1:8080",
		"s3://bucket/key", "git+ssh://git@example.com/repo", "HTTPS://API.EXAMPLE.COM//v1",
		"file:///var/data", "/v1/users", "api.example.com", "mirror", "https:/x",
		"https://", "file://host/share",
	} {
		u, err := url.Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		lost := false
		for _, got := range []string{path.Join(s, "users"), filepath.ToSlash(filepath.Join(s, "users")), path.Clean(s)} {
			g, err := url.Parse(got)
			if err != nil || g.Host != u.Host {
				lost = true
			}
		}
		if reported := absoluteURLPrefix(s) >= 0; reported != lost {
			t.Errorf("%q: reported %v, but the joins lose the host: %v", s, reported, lost)
		}
	}
}
