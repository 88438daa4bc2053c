package pathjoinserver

import "net/http/httptest"

// serveLocally points the flag at a local server (a helper its tests
// and a demo mode share).
func serveLocally() *httptest.Server {
	srv := httptest.NewServer(nil)
	flags.baseURL = srv.URL + "/payloads"
	return srv
}
