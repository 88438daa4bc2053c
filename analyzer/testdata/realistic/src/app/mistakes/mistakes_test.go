package mistakes

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

func TestJoin(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	defer srv.Close()
	// case: mistakes bug server-url-missing-slash
	http.Get(srv.URL + "api/items") // want `/|slash|host|port`
	// case: mistakes valid server-url-slash
	http.Get(srv.URL + "/api/items")
	// endcase
}

// case: mistakes valid test-parse-after-expect-error
func TestParseProxy(t *testing.T) {
	_, err := url.Parse("http://[::1")
	if err == nil {
		t.Fatal("want an error for an unclosed bracket")
	}
	u, err := url.Parse("http://proxy.example.com:3128/ pac") // accepted: the test's own URL
	if err != nil {
		t.Fatal(err)
	}
	_ = u
}

// case: mistakes valid test-parse-expect-error-twice
func TestParseRejects(t *testing.T) {
	_, err := url.Parse("http://[::1")
	if err == nil {
		t.Fatal("want an error for an unclosed bracket")
	}
	_, err = url.Parse("http://proxy.example.com:port/")
	if err == nil {
		t.Fatal("want an error for a named port")
	}
}
