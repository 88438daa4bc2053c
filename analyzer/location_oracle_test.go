package analyzer_test

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

// TestLocationHeaderOracle runs net/http on what the Location sink says:
// a Location written with Header.Set reaches the client as it is, and a
// client that follows a reference with a space in its query sends an
// invalid request line, which the server refuses (400) before any handler
// runs; the escaped reference reaches the handler.
func TestLocationHeaderOracle(t *testing.T) {
	reached := make(chan string, 2)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/raw":
			w.Header().Set("Location", "/docs?q=a b")
			w.WriteHeader(http.StatusFound)
		case "/escaped":
			w.Header().Set("Location", "/docs?q=a+b")
			w.WriteHeader(http.StatusFound)
		default:
			reached <- r.URL.RawQuery
		}
	}))
	defer srv.Close()

	c := srv.Client()
	c.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	resp, err := c.Get(srv.URL + "/raw")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if got := resp.Header.Get("Location"); got != "/docs?q=a b" {
		t.Errorf("Location = %q, want it as written", got)
	}

	c.CheckRedirect = nil
	resp, err = c.Get(srv.URL + "/raw")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusBadRequest {
		t.Errorf("following a Location with a space: status %d, want 400", resp.StatusCode)
	}
	resp, err = c.Get(srv.URL + "/escaped")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || <-reached != "q=a+b" {
		t.Errorf("following the escaped Location: status %d", resp.StatusCode)
	}
	select {
	case q := <-reached:
		t.Errorf("a handler ran for %q", q)
	default:
	}
}
