package sinks

import (
	"bufio"
	"context"
	"errors"
	"maps"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// rejectInputs are URLs on each side of every rule of rejects.go.
var rejectInputs = []string{
	"", "/", "*", "/path?q=1", "?q=1", "#frag", "path", "localhost", "localhost:8080", "127.0.0.1:8080",
	"http://example.com/", "https://example.com/a b", "http://example.com/a%zz", "http://exa mple.com/",
	"http://[::1]:8080/", "http://[::1/", "http://::1:8080/", "http://example.com:port/", "http://example.com:99999/",
	"http:///path", "http://", "https:", "ftp://example.com/", "HTTP://example.com/", "ws://example.com/",
	"mailto:user@example.com", "file:///etc/hosts", "http://user:pa ss@example.com/", "http://user@example.com/",
	"http://example.com/\x7f", "http://example.com/\n", "http://example.com/\r\nHost: x", "http://example.com/?q=a b",
	"http://example.com/#a b", "http://example.com/%", "http://%41/", "http://a_b.example.com/", "//example.com/path",
	"http://example.com/{id}", "/files/a%20b", "1http://example.com/", ":8080", "http://300.1.1.1/", "\thttp://example.com/",
}

// TestRejections runs each standard sink of rejections on inputs and
// checks that the predicate says what the sink does.
func TestRejections(t *testing.T) {
	inputs := append(rejectInputs, validityInputs(t)...)
	real := map[string]func(string) bool{
		"net/url.Parse":           func(s string) bool { return parseFails(s) },
		"net/url.ParseRequestURI": func(s string) bool { return RejectsNonRequestURI.Matches(s) },
		"net/http.NewRequest": func(s string) bool {
			_, err := http.NewRequest("GET", s, nil)
			return err != nil
		},
		"net/http.Get":                 clientRefuses,
		"net/http/httptest.NewRequest": httptestPanics,
	}
	for key, sinkRejects := range real {
		rej, ok := Rejections(key)
		if !ok {
			t.Fatalf("no rejection for %s", key)
		}
		for _, s := range inputs {
			if got, want := rej.Matches(s), sinkRejects(s); got != want {
				t.Errorf("%s(%q): predicate says rejected=%v, the sink %v", key, s, got, want)
			}
		}
	}
	// Every sink that refuses URLs is tested on the real thing, or
	// shares the rejection of one that is.
	for key, rej := range rejections() {
		if _, ok := real[key]; !ok && !slices.ContainsFunc(slices.Collect(maps.Keys(real)), func(k string) bool { r, _ := Rejections(k); return r == rej }) {
			t.Errorf("rejection of %s is tested on no sink", key)
		}
	}
}

// clientRefuses reports whether http.Client fails on s before it
// connects: its dialer checks the address as net.Dial does before any
// I/O (net.LookupPort takes a numeric port without a lookup), then fails,
// which tells a refusal from a connection attempt.
func clientRefuses(s string) bool {
	dialed := false
	dial := func(ctx context.Context, network, addr string) (net.Conn, error) {
		_, port, err := net.SplitHostPort(addr)
		if err != nil {
			return nil, err
		}
		if _, err := net.LookupPort(network, port); err != nil {
			return nil, err
		}
		dialed = true
		return nil, errNoDial
	}
	c := &http.Client{Transport: &http.Transport{DialContext: dial, DialTLSContext: dial}}
	_, err := c.Get(s)
	return err != nil && !dialed
}

func httptestPanics(s string) (panicked bool) {
	defer func() { panicked = recover() != nil }()
	httptest.NewRequest("GET", s, nil)
	return false
}

// validityInputs returns the quoted URLs of rfc's validity tables.
func validityInputs(t *testing.T) []string {
	files, _ := filepath.Glob(filepath.Join("..", "..", "..", "rfc", "testdata", "validity", "*.tsv"))
	if len(files) == 0 {
		t.Fatal("no validity tables")
	}
	var out []string
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			for _, field := range strings.Split(sc.Text(), "\t") {
				if s, err := strconv.Unquote(field); err == nil && strings.HasPrefix(field, `"`) {
					out = append(out, s)
				}
			}
		}
		f.Close()
	}
	return out
}

var errNoDial = errors.New("no dial in tests")

// TestBadOnWire sends each input with a client to a server and holds
// BadOnWire to the status the server answers: 400 for a request line that
// the query's space splits.
func TestBadOnWire(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
	defer srv.Close()
	for _, tail := range []string{"/", "/a b", "/?q=a b", "/?q=a+b", "/?q=a%20b", "/a b?q=1#f g", "/?q=x#a b", "/?q=<a>", "/?ids[]=1&q={\"a\":1}"} {
		resp, err := http.Get(srv.URL + tail)
		if err != nil {
			t.Fatalf("%s: %v", tail, err)
		}
		resp.Body.Close()
		if got, want := BadOnWire(srv.URL+tail), resp.StatusCode == http.StatusBadRequest; got != want {
			t.Errorf("BadOnWire(%q) = %v, the server answered %d", tail, got, resp.StatusCode)
		}
	}
}
