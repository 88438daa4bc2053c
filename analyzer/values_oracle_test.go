package analyzer

// What a value is, against a real server: free text written by hand
// arrives as another path or parameter, an identifier arrives as
// written, and a path or a URL meant whole after a base breaks when it is
// escaped. The kinds are those nameKind gives the names used here.

import (
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/urlvet/urlvet/rfc"
)

// TestValueKindsOracle sends each value to an httptest server through
// the default client, by hand and escaped, and reads what the server's
// routes see.
func TestValueKindsOracle(t *testing.T) {
	got := make(chan string, 1)
	mux := http.NewServeMux()
	mux.HandleFunc("GET /branches/{branch}/protection", func(w http.ResponseWriter, r *http.Request) {
		got <- "branch=" + r.PathValue("branch")
	})
	mux.HandleFunc("GET /search", func(w http.ResponseWriter, r *http.Request) {
		got <- "q=" + r.URL.Query().Get("q") + ";page=" + r.URL.Query().Get("page")
	})
	mux.HandleFunc("GET /v1/items/{id}", func(w http.ResponseWriter, r *http.Request) {
		got <- "item=" + r.PathValue("id")
	})
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		got <- "other " + r.URL.EscapedPath()
	})
	srv := httptest.NewServer(mux)
	defer srv.Close()
	send := func(u string) string {
		resp, err := http.Get(u)
		if err != nil {
			return "error"
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		select {
		case s := <-got:
			return s
		default:
			return "none"
		}
	}

	// Free text: by hand it reaches another route or another parameter;
	// escaped, it arrives as written.
	for _, tc := range []struct{ name, value, pre, post, want string }{
		{"branchName", "feature/login", "/branches/", "/protection", "branch=feature/login"},
		{"branch", "fix#12", "/branches/", "/protection", "branch=fix#12"},
		{"searchTerm", "cats & dogs", "/search?q=", "&page=2", "q=cats & dogs;page=2"},
		{"title", "C# tips", "/search?q=", "&page=2", "q=C# tips;page=2"},
		{"email", "a+b@example.com", "/search?q=", "&page=2", "q=a+b@example.com;page=2"},
	} {
		if k := nameKind(tc.name); k != freeText {
			t.Errorf("nameKind(%q) = %d, want free text", tc.name, k)
		}
		esc := url.PathEscape
		if tc.pre == "/search?q=" {
			esc = url.QueryEscape
		}
		if s := send(srv.URL + tc.pre + tc.value + tc.post); s == tc.want {
			t.Errorf("%s %q by hand arrives as written", tc.name, tc.value)
		}
		if s := send(srv.URL + tc.pre + esc(tc.value) + tc.post); s != tc.want {
			t.Errorf("%s %q escaped: the server read %q, want %q", tc.name, tc.value, s, tc.want)
		}
	}

	// Identifiers arrive as written, by hand.
	for _, tc := range []struct{ name, value string }{
		{"requestUUID", "0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9"},
		{"commitSHA", "3f786850e387550fdab836ed7e6dc881de23001b"},
		{"userID", "1234567"},
		{"webhookToken", "T0001-B0002_xyzXYZ"},
	} {
		if k := nameKind(tc.name); k != identText {
			t.Errorf("nameKind(%q) = %d, want an identifier", tc.name, k)
		}
		if s := send(srv.URL + "/v1/items/" + tc.value); s != "item="+tc.value {
			t.Errorf("%s %q by hand: the server read %q", tc.name, tc.value, s)
		}
	}

	// A service's names (accounts, repositories, buckets) are drawn from
	// a URL-safe alphabet: in a path they arrive as written.
	for _, tc := range []struct{ name, value string }{
		{"owner", "octo-org"},
		{"repoName", "my.repo_name-2"},
		{"userName", "jdoe-42"},
		{"bucket", "logs.example-eu"},
	} {
		if k := nameKind(tc.name); k.in(rfc.InPath) != identText {
			t.Errorf("nameKind(%q) in a path = %d, want an identifier", tc.name, k)
		}
		if s := send(srv.URL + "/v1/items/" + tc.value); s != "item="+tc.value {
			t.Errorf("%s %q by hand: the server read %q", tc.name, tc.value, s)
		}
	}

	// A path meant whole after a base: by hand it reaches its route;
	// escaped, its '/' become %2F and it is one segment of no route.
	for _, name := range []string{"apiPath", "CALLBACK_RELATIVE_URI", "nextPageURL"} {
		if k := nameKind(name); k.in(rfc.InPath) != identText {
			t.Errorf("nameKind(%q) in a path = %d, want no report", name, k)
		}
	}
	const whole = "/items/42"
	if s := send(srv.URL + "/v1" + whole); s != "item=42" {
		t.Errorf("a path by hand: the server read %q", s)
	}
	if s := send(srv.URL + "/v1" + url.PathEscape(whole)); s == "item=42" {
		t.Errorf("a path escaped still reaches its route: %q", s)
	}
}

// TestListenURLOracle: a URL parsed only for its listen address may have
// an empty host, which net.Listen reads as every interface; sent as a
// request, the same URL fails.
func TestListenURLOracle(t *testing.T) {
	u, err := url.Parse("http://" + ":0")
	if err != nil || u.Host != ":0" || u.Hostname() != "" {
		t.Fatalf("url.Parse: %v %v", u, err)
	}
	l, err := net.Listen("tcp", u.Host)
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	if a, ok := l.Addr().(*net.TCPAddr); !ok || !a.IP.IsUnspecified() {
		t.Errorf("net.Listen(%q) listens on %v, want every interface", u.Host, l.Addr())
	}
	if _, err := http.Get(u.String()); err == nil {
		t.Errorf("http.Get(%q) succeeded, want an error", u)
	}
}

// fakeRT serves any scheme, as a client's own transport does.
type fakeRT struct{}

func (fakeRT) RoundTrip(r *http.Request) (*http.Response, error) {
	return &http.Response{StatusCode: http.StatusOK, Body: http.NoBody, Request: r}, nil
}

// TestOwnTransportOracle: a client whose Transport is a RoundTripper of
// its own sends a request of any scheme, or a path alone; the default
// client and an *http.Transport refuse one they have not registered.
func TestOwnTransportOracle(t *testing.T) {
	const u = "sock:///v1/info"
	if resp, err := (&http.Client{Transport: fakeRT{}}).Get(u); err != nil || resp.StatusCode != http.StatusOK {
		t.Errorf("a client with its own transport: %v %v", resp, err)
	}
	for _, c := range []*http.Client{http.DefaultClient, {Transport: &http.Transport{}}} {
		if _, err := c.Get(u); err == nil || !strings.Contains(err.Error(), "unsupported protocol scheme") {
			t.Errorf("%v: %v, want unsupported protocol scheme", c.Transport, err)
		}
	}

	// A path alone: the client's own transport serves it as it is; the
	// default client and an *http.Transport refuse it.
	if resp, err := (&http.Client{Transport: fakeRT{}}).Get("/v1/info"); err != nil || resp.Request.URL.String() != "/v1/info" {
		t.Errorf("a path through a client's own transport: %v %v", resp, err)
	}
	for _, c := range []*http.Client{http.DefaultClient, {Transport: &http.Transport{}}} {
		if _, err := c.Get("/v1/info"); err == nil || !strings.Contains(err.Error(), "unsupported protocol scheme") {
			t.Errorf("a path through %v: %v, want unsupported protocol scheme", c.Transport, err)
		}
	}
}
