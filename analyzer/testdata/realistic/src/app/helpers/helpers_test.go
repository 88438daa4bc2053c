package helpers

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

func TestServer(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	defer srv.Close()
	// case: helpers bug httptest-server-url
	http.Get(srv.URL + "/api/items?filter=a b") // want `space`
	// case: helpers valid httptest-server-url-ok
	http.Get(srv.URL + "/api/items?filter=a+b")
	// case: helpers valid httptest-server-url-parse
	if _, err := url.Parse(srv.URL); err != nil {
		t.Fatal(err)
	}
	// endcase
}
