package analyzer_test

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

// TestComponentTargetOracle runs net/http on what componentTargetCheck
// says: a url.URL's components given to a client make no request, while
// the whole URL reaches the server.
func TestComponentTargetOracle(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
	defer srv.Close()
	u, err := url.Parse(srv.URL + "/x/y?q=1#frag")
	if err != nil {
		t.Fatal(err)
	}
	for name, text := range map[string]string{
		"u.Path":                   u.Path,
		"u.EscapedPath()":          u.EscapedPath(),
		"u.RequestURI()":           u.RequestURI(),
		"u.Host":                   u.Host,
		"u.Host + u.RequestURI()":  u.Host + u.RequestURI(),
		"u.Hostname() + u.Path":    u.Hostname() + u.Path,
		"u.RawQuery, u.Fragment":   u.RawQuery + u.Fragment,
		"r.URL.RequestURI() again": (&url.URL{Path: u.Path, RawQuery: u.RawQuery}).RequestURI(),
	} {
		if resp, err := srv.Client().Get(text); err == nil {
			resp.Body.Close()
			t.Errorf("%s (%q): GET succeeded, want an error", name, text)
		}
	}
	resp, err := srv.Client().Get(u.String())
	if err != nil {
		t.Fatalf("the whole URL %q: %v", u, err)
	}
	resp.Body.Close()
}
