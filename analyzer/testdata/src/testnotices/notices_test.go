package testnotices

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

// The sink refuses the URL and the test reads the error: the test fails
// by itself, so there is nothing to report.
func TestParseFailsLoudly(t *testing.T) {
	u, err := url.Parse("http://[::1/")
	if err != nil {
		t.Fatal(err)
	}
	_ = u
}

func TestRequestFailsLoudly(t *testing.T) {
	req, err := http.NewRequest("GET", "http://example.com:port/", nil)
	if err != nil {
		t.Fatal(err)
	}
	_ = req
}

func TestGetWithoutHost(t *testing.T) {
	resp, err := http.Get("http:///health")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

func must(u *url.URL, err error) *url.URL {
	if err != nil {
		panic(err)
	}
	return u
}

func TestMust(t *testing.T) {
	_ = must(url.Parse("http://example.com/%zz"))
}

// httptest.NewRequest panics on a target it cannot read.
func TestHTTPTestPanics(t *testing.T) {
	rec := httptest.NewRecorder()
	http.NotFoundHandler().ServeHTTP(rec, httptest.NewRequest("GET", "/search?q=go lang", nil))
}

// The sink accepts the URL: the grammar is the test's own business (a
// lone '%' may be what it means to send), a placeholder that nothing fills
// is not.
func TestAcceptedSilently(t *testing.T) {
	_, err := url.Parse("http://example.com/search?q=100%")
	if err != nil {
		t.Fatal(err)
	}
	rec := httptest.NewRecorder()
	http.NotFoundHandler().ServeHTTP(rec, httptest.NewRequest("GET", "/items/${id}", nil)) // want `unexpanded variable`
}

// The error is dropped: the test goes on with a nil URL or request.
func TestErrorDropped(t *testing.T) {
	u, _ := url.Parse("scheme://12345:token/?x") // want `url\.Parse: .*port`
	_ = u
	url.Parse("http://[::1/")                    // want `url\.Parse: .*`
	_, _ = url.Parse("http://example.com:port/") // want `url\.Parse: .*port`
}

// A helper that reads the error notices it for every caller.
func get(t *testing.T, s string) *http.Response {
	resp, err := http.Get(s)
	if err != nil {
		t.Fatal(err)
	}
	return resp
}

func TestHelper(t *testing.T) {
	get(t, "http://example.com:99999/")
	get(t, "http://example.com/${a}") // want `testnotices\.get: unexpanded variable`
}

// A helper named for bad input takes deliberate bad URLs.
func testBadOptions(t *testing.T, f func()) {
	defer func() { recover() }()
	f()
}

func runCase(t *testing.T, f func()) { f() }

func TestRedirects(t *testing.T) {
	rec := httptest.NewRecorder()
	req := httptest.NewRequest("GET", "/", nil)
	testBadOptions(t, func() { http.Redirect(rec, req, "/next/${page}", http.StatusFound) })
	runCase(t, func() { http.Redirect(rec, req, "/next/${page}", http.StatusFound) }) // want `http\.Redirect: unexpanded variable`
}

// A router's test sends its route patterns (":id", "{id}") and the
// server's bracketed query keys on purpose; a client sending "{id}" to a
// server does not.
func TestRouterInputs(t *testing.T) {
	mux := http.NewServeMux()
	for _, target := range []string{"/users/:id/events", "/search?ids[]=1&filter[name]=x"} {
		mux.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("GET", target, nil))
	}
	mux.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("GET", "/users/{id}/events", nil))
	srv := httptest.NewServer(mux)
	defer srv.Close()
	http.Get(srv.URL + "/users/{id}/events") // want `unfilled placeholder`
}

// An example leaves some URLs for the reader to fill in.
func TestElided(t *testing.T) {
	http.Get("...")
	http.Get("YOUR_SERVER_URL")
	http.Get("SERVER") // want `http\.Get: `
}

// The error's text is what a row expects: err.Error() with no nil check
// panics where the sink accepts the URL, so the test means the failure.
func TestRowMessages(t *testing.T) {
	rows := map[string]struct {
		in, msg string
	}{
		"percent": {
			in: "%",
			msg: func() string {
				_, err := url.Parse("%")
				return err.Error()
			}(),
		},
	}
	for _, r := range rows {
		if _, err := url.Parse(r.in); err == nil || err.Error() != r.msg {
			t.Errorf("%s: got %v", r.in, err)
		}
	}
}
