// Package direct holds what urlvet follows without deeper value flow:
// literals and named constants at the sink.
package direct

import (
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
)

// case: direct bug const-trailing-space
const apiBase = "https://api.example.com/v2 " // want `space`

func users() (*http.Response, error) { return http.Get(apiBase + "/users") }

// case: direct valid const-health
const healthURL = "http://localhost:8080/healthz"

func health() (*http.Response, error) { return http.Get(healthURL) }

// case: direct bug literal-bad-port
func adminURL() (*url.URL, error) { return url.Parse("https://admin.example.com:8443a/") } // want `port`

// case: direct valid handler-request
func newListRequest() (*http.Request, error) {
	return http.NewRequest(http.MethodGet, "/api/v1/items?limit=10", nil)
}

// endcase

func loginRedirect(w http.ResponseWriter, r *http.Request) {
	// case: direct bug redirect-space-in-query
	http.Redirect(w, r, "/login?next=/home page", http.StatusFound) // want `space`
	// case: direct valid redirect-escaped
	http.Redirect(w, r, "/login?next=%2Fhome", http.StatusFound)
	// endcase
}

// case: direct bug request-uri-percent
func searchTarget() (*url.URL, error) { return url.ParseRequestURI("/search?q=100%") } // want `escape`

// case: direct valid mailto
func contact() (*url.URL, error) { return url.Parse("mailto:ops@example.com") }

// case: direct bug post-space
func upload(body io.Reader) (*http.Response, error) {
	return http.Post("http://files.example.com/upload file", "application/octet-stream", body) // want `space`
}

// case: direct valid httptest-target
func probe(h http.Handler) int {
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/v1/users?id=7", nil))
	return rec.Code
}
