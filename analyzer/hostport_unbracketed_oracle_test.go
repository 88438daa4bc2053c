package analyzer_test

import (
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"strings"
	"testing"
)

// TestUnbracketedHostOracle runs net/url and net/http on what the
// unbracketed-host rule of hostport says: u.Hostname(), the host of
// net.SplitHostPort and an IP address's String() give an IPv6 address
// with no brackets, and a url.URL whose Host is one writes text that
// url.Parse rejects and an HTTP client cannot send, while the same host
// put back in brackets (the look-alikes) reaches a server listening on
// it. An IPv4 address or a name is the same either way.
func TestUnbracketedHostOracle(t *testing.T) {
	// The URL's text, with no server: what url.Parse and a client make
	// of it.
	for name, h := range unbracketedHosts(t, "http://[2001:db8::7]:8080/x") {
		u := url.URL{Scheme: "http", Host: h, Path: "/x"}
		if _, err := url.Parse(u.String()); err == nil {
			t.Errorf("%s: Host %q: url.Parse(%q) succeeded, want an error", name, h, u.String())
		}
		if resp, err := http.Get(u.String()); err == nil {
			resp.Body.Close()
			t.Errorf("%s: Host %q: GET %q succeeded, want an error", name, h, u.String())
		}
	}
	// An IPv4 address or a name needs no brackets.
	for _, h := range []string{"127.0.0.1", "example.com"} {
		u := url.URL{Scheme: "http", Host: h, Path: "/x"}
		if v, err := url.Parse(u.String()); err != nil || v.Host != h {
			t.Errorf("Host %q: %q parses to %v, %v", h, u.String(), v, err)
		}
	}

	// A server on the IPv6 loopback: the host bracketed again where it
	// holds ':' (the look-alikes) reaches it.
	srv := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
	ln, err := net.Listen("tcp", "[::1]:0")
	if err != nil {
		t.Skipf("no IPv6 loopback: %v", err)
	}
	srv.Listener = ln
	srv.Start()
	defer srv.Close()
	base, err := url.Parse(srv.URL + "/x")
	if err != nil {
		t.Fatal(err)
	}
	for name, h := range unbracketedHosts(t, base.String()) {
		if strings.Contains(h, ":") {
			h = "[" + h + "]"
		}
		u := *base
		u.Host = h + ":" + base.Port()
		resp, err := srv.Client().Get(u.String())
		if err != nil {
			t.Errorf("%s: bracketed %q: %v", name, u.String(), err)
			continue
		}
		resp.Body.Close()
	}
}

// unbracketedHosts returns the host of raw, a URL whose host is an IPv6
// address, as each function the rule names gives it.
func unbracketedHosts(t *testing.T, raw string) map[string]string {
	t.Helper()
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	split, _, err := net.SplitHostPort(u.Host)
	if err != nil {
		t.Fatal(err)
	}
	hosts := map[string]string{
		"u.Hostname()":        u.Hostname(),
		"net.SplitHostPort":   split,
		"net.IP.String()":     net.ParseIP(u.Hostname()).String(),
		"netip.Addr.String()": netip.MustParseAddr(u.Hostname()).String(),
	}
	for name, h := range hosts {
		if !strings.Contains(h, ":") || strings.HasPrefix(h, "[") {
			t.Fatalf("%s gives %q, not an IPv6 address with no brackets", name, h)
		}
	}
	return hosts
}
