package servers

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestServer(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	defer srv.Close()
	http.Get(srv.URL + "/api/items")
	http.Get(srv.URL + "/search?q=a b") // want `http\.Get: space is not allowed in a query`
	http.Get(srv.URL)
	tls := httptest.NewTLSServer(http.NotFoundHandler())
	tls.Client().Get(tls.URL + "/x|y")    // the client escapes the path: the test's own
	tls.Client().Get(tls.URL + "/?q=x y") // want `http\.Client\.Get: space is not allowed in a query`
	http.NewRequest("GET", tls.URL+"/ok", nil)
}

func get(t *testing.T, s *httptest.Server) {
	http.Get(s.URL + "/{id}") // want `http\.Get: unfilled placeholder`
	http.Get(s.URL + "/v1")
}
