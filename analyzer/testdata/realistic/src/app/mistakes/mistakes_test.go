package mistakes

import (
	"net/http"
	"net/http/httptest"
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
