package analyzer_test

import (
	"bufio"
	"crypto/tls"
	"crypto/x509"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"testing"
)

// TestServerRequestURL runs real servers to show what the hostname check
// says of a handler's r.URL: Scheme and Host are empty and User is nil,
// over TLS too, while r.Host holds the host, also for a proxy's
// absolute-form request (so that the fix r.URL.Host → r.Host is right
// there too).
func TestServerRequestURL(t *testing.T) {
	type seen struct {
		scheme, host, reqHost string
		user                  *url.Userinfo
		tls                   bool
	}
	got := make(chan seen, 1)
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got <- seen{r.URL.Scheme, r.URL.Host, r.Host, r.URL.User, r.TLS != nil}
	})
	for _, srv := range []*httptest.Server{httptest.NewServer(h), httptest.NewTLSServer(h)} {
		u, _ := url.Parse(srv.URL + "/x")
		u.User = url.UserPassword("user", "secret")
		resp, err := srv.Client().Get(u.String())
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		s := <-got
		if s.scheme != "" || s.host != "" || s.user != nil {
			t.Errorf("%s: handler saw r.URL scheme %q host %q user %v, want all empty", srv.URL, s.scheme, s.host, s.user)
		}
		if want := u.Host; s.reqHost != want {
			t.Errorf("%s: r.Host = %q, want %q", srv.URL, s.reqHost, want)
		}
		if s.tls != strings.HasPrefix(srv.URL, "https:") {
			t.Errorf("%s: r.TLS set = %v", srv.URL, s.tls)
		}
		srv.Close()
	}

	// A proxy's request: the request line names the URL whole.
	srv := httptest.NewServer(h)
	defer srv.Close()
	conn, err := net.Dial("tcp", srv.Listener.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	fmt.Fprintf(conn, "GET http://backend.example:8080/x HTTP/1.1\r\nHost: other.example\r\nConnection: close\r\n\r\n")
	if _, err := http.ReadResponse(bufio.NewReader(conn), nil); err != nil {
		t.Fatal(err)
	}
	s := <-got
	if s.host != "backend.example:8080" || s.reqHost != s.host {
		t.Errorf("proxy request: r.URL.Host %q, r.Host %q; want both backend.example:8080", s.host, s.reqHost)
	}
}

// TestSchemeOnlyCopyRedirect runs a handler that redirects to HTTPS with a
// copy of r.URL given only a scheme (schemeOnlyCopy): the Location it
// sends names no host, which the client cannot follow; with the copy's
// Host set from r.Host it can.
func TestSchemeOnlyCopyRedirect(t *testing.T) {
	for _, setHost := range []bool{false, true} {
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			u := *r.URL
			u.Scheme = "https"
			if setHost {
				u.Host = r.Host
			}
			http.Redirect(w, r, u.String(), http.StatusMovedPermanently)
		}))
		c := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
		resp, err := c.Get(srv.URL + "/a/b")
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		loc, err := resp.Location()
		switch {
		case !setHost && (err != nil || loc.Host != "" || resp.Header.Get("Location") != "https:///a/b"):
			t.Errorf("copy without host: Location %q (host %q, %v), want \"https:///a/b\" with no host", resp.Header.Get("Location"), loc, err)
		case setHost && (err != nil || loc.Host != strings.TrimPrefix(srv.URL, "http://")):
			t.Errorf("copy with r.Host: Location %q, want the server's host", resp.Header.Get("Location"))
		}
		srv.Close()
	}
}

// TestServerNameWithPort runs a TLS handshake with u.Host and with
// u.Hostname() as the ServerName: the port makes verification fail.
func TestServerNameWithPort(t *testing.T) {
	srv := httptest.NewUnstartedServer(http.HandlerFunc(func(http.ResponseWriter, *http.Request) {}))
	srv.Config.ErrorLog = log.New(io.Discard, "", 0) // the failed handshakes
	srv.StartTLS()
	defer srv.Close()
	pool := x509.NewCertPool()
	pool.AddCert(srv.Certificate())
	u, _ := url.Parse("https://example.com:8443/") // httptest's certificate names example.com
	dial := func(name string) error {
		c, err := tls.Dial("tcp", srv.Listener.Addr().String(), &tls.Config{ServerName: name, RootCAs: pool})
		if err == nil {
			c.Close()
		}
		return err
	}
	if err := dial(u.Host); err == nil {
		t.Errorf("ServerName %q: handshake succeeded, want a verification error", u.Host)
	}
	if err := dial(u.Hostname()); err != nil {
		t.Errorf("ServerName %q: %v", u.Hostname(), err)
	}
	if err := srv.Certificate().VerifyHostname(u.Host); err == nil {
		t.Errorf("VerifyHostname(%q) succeeded", u.Host)
	}
}

// TestSplitHostPortByHand splits a real IPv6 peer address as the hostname
// check's reports say: by hand at ':' and with net.SplitHostPort.
func TestSplitHostPortByHand(t *testing.T) {
	ln, err := net.Listen("tcp", "[::1]:0")
	if err != nil {
		t.Skipf("no IPv6 loopback: %v", err)
	}
	got := make(chan string, 1)
	srv := &httptest.Server{Listener: ln, Config: &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got <- r.RemoteAddr
	})}}
	srv.Start()
	defer srv.Close()
	resp, err := http.Get(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	addr := <-got
	if byHand := strings.Split(addr, ":")[0]; byHand != "[" {
		t.Errorf("strings.Split(%q, \":\")[0] = %q", addr, byHand)
	}
	if byHand, _, _ := strings.Cut(addr, ":"); byHand == "::1" {
		t.Errorf("strings.Cut gave the host")
	}
	if host, _, err := net.SplitHostPort(addr); err != nil || host != "::1" {
		t.Errorf("net.SplitHostPort(%q) = %q, %v", addr, host, err)
	}
}

// TestPortSplitByHand gives a listener's real IPv6 address to the split
// the hostname check reports where the part after the ':' is parsed as
// a port: the split refuses the address (three parts, or a port that is
// not a number), which net.SplitHostPort reads, and the host it reads
// listens.
func TestPortSplitByHand(t *testing.T) {
	ln, err := net.Listen("tcp", "[::1]:0")
	if err != nil {
		t.Skipf("no IPv6 loopback: %v", err)
	}
	defer ln.Close()
	addr := ln.Addr().String()
	if parts := strings.Split(addr, ":"); len(parts) == 2 {
		t.Errorf("strings.Split(%q, \":\") = %q: two parts", addr, parts)
	}
	if _, p, _ := strings.Cut(addr, ":"); func() bool { _, err := strconv.Atoi(p); return err == nil }() {
		t.Errorf("strings.Cut(%q, \":\") gave a port %q", addr, p)
	}
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := strconv.ParseUint(port, 10, 16); err != nil {
		t.Errorf("net.SplitHostPort(%q) port %q: %v", addr, port, err)
	}
	c, err := net.Dial("tcp", net.JoinHostPort(host, port))
	if err != nil {
		t.Fatalf("dial %s %s: %v", host, port, err)
	}
	c.Close()
}

// TestSplitHostFixes runs the hand splits the hostname check fixes and
// their fixes on the hosts a correct program sees, from a real server's
// r.Host and r.RemoteAddr and from url.Parse: wherever the text holds no
// IPv6 address the fix gives what the split gave (a host with no port
// kept whole, as the split kept it, where net.SplitHostPort alone would
// fail), and for an IPv6 address the address the split cut apart.
func TestSplitHostFixes(t *testing.T) {
	split := func(s string) string { return strings.Split(s, ":")[0] }
	fixed := func(s string) string {
		host := s
		if h, _, err := net.SplitHostPort(s); err == nil {
			host = h
		}
		return host
	}
	type seen struct{ host, remote string }
	got := make(chan seen, 1)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got <- seen{r.Host, r.RemoteAddr}
	}))
	defer srv.Close()
	var texts []string
	for _, host := range []string{"example.com", "example.com:8080", "127.0.0.1", "127.0.0.1:80", "localhost:", "[::1]:8080", "[fe80::1%25en0]:443"} {
		conn, err := net.Dial("tcp", srv.Listener.Addr().String())
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(conn, "GET / HTTP/1.1\r\nHost: %s\r\nConnection: close\r\n\r\n", host)
		resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		conn.Close()
		s := <-got
		texts = append(texts, s.host, s.remote)
	}
	for _, text := range texts {
		ipv6 := strings.HasPrefix(text, "[")
		switch {
		case !ipv6 && fixed(text) != split(text):
			t.Errorf("%q: the fix gives %q, the split %q", text, fixed(text), split(text))
		case ipv6 && net.ParseIP(strings.Split(fixed(text), "%")[0]) == nil:
			t.Errorf("%q: the fix gives %q, no IPv6 address", text, fixed(text))
		}
	}
	for _, raw := range []string{"https://example.com/", "https://example.com:8443/x", "http://127.0.0.1:80/", "http://localhost:/", "https://[::1]:8443/", "https://[::1]/"} {
		u, err := url.Parse(raw)
		if err != nil {
			t.Fatal(err)
		}
		ipv6 := strings.HasPrefix(u.Host, "[")
		if !ipv6 && u.Hostname() != split(u.Host) {
			t.Errorf("%q: Hostname() gives %q, the split %q", raw, u.Hostname(), split(u.Host))
		}
		if ipv6 && (u.Hostname() != "::1" || split(u.Host) == "::1") {
			t.Errorf("%q: Hostname() gives %q, the split %q", raw, u.Hostname(), split(u.Host))
		}
	}
}

// TestJoinHostPortOfHost shows what the hostname check says of a URL's
// Host given to net.JoinHostPort where the URL names no port: the Host
// keeps the brackets, and the join brackets it again, which neither
// net.SplitHostPort nor url.Parse reads; Hostname() joins right. A host
// name field is another matter: x509 reads "[::1]" as the address, so a
// split's fallback given to ServerName alone is not reported.
func TestJoinHostPortOfHost(t *testing.T) {
	u, err := url.Parse("redis://[::1]")
	if err != nil {
		t.Fatal(err)
	}
	if u.Port() != "" || u.Host != "[::1]" {
		t.Fatalf("Host %q Port %q, want [::1] and no port", u.Host, u.Port())
	}
	if _, _, err := net.SplitHostPort(u.Host); err == nil {
		t.Fatal("net.SplitHostPort of a Host without a port succeeded")
	}
	joined := net.JoinHostPort(u.Host, "6379")
	if joined != "[[::1]]:6379" {
		t.Errorf("net.JoinHostPort(u.Host) = %q", joined)
	}
	if _, _, err := net.SplitHostPort(joined); err == nil {
		t.Errorf("net.SplitHostPort(%q) succeeded", joined)
	}
	if _, err := url.Parse("https://" + joined + "/"); err == nil {
		t.Errorf("url.Parse of %q succeeded", joined)
	}
	if got := net.JoinHostPort(u.Hostname(), "6379"); got != "[::1]:6379" {
		t.Errorf("net.JoinHostPort(u.Hostname()) = %q", got)
	}
	srv := httptest.NewTLSServer(http.HandlerFunc(func(http.ResponseWriter, *http.Request) {}))
	defer srv.Close()
	if err := srv.Certificate().VerifyHostname(u.Host); err != nil {
		t.Errorf("VerifyHostname(%q): %v", u.Host, err)
	}
}

// TestListenOnHost shows what the hostname check says of a URL's Host
// given as a listen address: where the URL leaves out its scheme's
// default port, the Host has none, and the listener fails.
func TestListenOnHost(t *testing.T) {
	u, err := url.Parse("http://localhost/callback")
	if err != nil {
		t.Fatal(err)
	}
	if u.Host != "localhost" {
		t.Fatalf("Host = %q", u.Host)
	}
	if ln, err := net.Listen("tcp", u.Host); err == nil || !strings.Contains(err.Error(), "missing port in address") {
		if ln != nil {
			ln.Close()
		}
		t.Errorf("net.Listen(%q): %v, want missing port in address", u.Host, err)
	}
	srv := &http.Server{Addr: u.Host}
	if err := srv.ListenAndServe(); err == nil || !strings.Contains(err.Error(), "missing port in address") {
		srv.Close()
		t.Errorf("http.Server{Addr: %q}.ListenAndServe: %v, want missing port in address", u.Host, err)
	}
	ln, err := net.Listen("tcp", net.JoinHostPort(u.Hostname(), "0"))
	if err != nil {
		t.Fatal(err)
	}
	ln.Close()
}

// TestCookieDomainWithPort runs net/http's cookie writer on a Domain with
// a port and on one in IPv6 brackets, as u.Host and r.Host hold them: it
// drops the attribute (the cookie becomes a host-only cookie of whichever
// host answered), while the host name alone is kept.
func TestCookieDomainWithPort(t *testing.T) {
	for _, tc := range []struct {
		domain string
		kept   bool
	}{
		{"example.com:8443", false},
		{"[::1]", false},
		{"[::1]:8080", false},
		{"example.com", true},
		{"192.0.2.1", true},
	} {
		rec := httptest.NewRecorder()
		http.SetCookie(rec, &http.Cookie{Name: "session", Value: "x", Domain: tc.domain})
		got := rec.Header().Get("Set-Cookie")
		if kept := strings.Contains(got, "Domain="); kept != tc.kept {
			t.Errorf("Domain %q: Set-Cookie %q keeps the domain: %v, want %v", tc.domain, got, kept, tc.kept)
		}
	}
}
