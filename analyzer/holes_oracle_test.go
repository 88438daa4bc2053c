package analyzer

// What the standard library makes of the URLs hostport and the unescaped
// checks report: the same templates, filled by hand and by the fixes, run
// through url.Parse, net.JoinHostPort and what (*http.Request).Write puts
// on the wire.

import (
	"bufio"
	"bytes"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/urlvet/urlvet/rfc"
)

// TestHostPortOracle: a host formatted by hand before ":port" is wrong
// for an IPv6 address and right for a DNS name or an IPv4 address, which
// the check leaves alone; net.JoinHostPort, its fix, is right for all.
func TestHostPortOracle(t *testing.T) {
	const port = 8080
	for _, host := range []string{"::1", "fe80::1", "2001:db8::8:80"} {
		u, err := url.Parse(fmt.Sprintf("http://%s:%d/", host, port))
		if err == nil && u.Hostname() == host {
			t.Errorf("%s formatted by hand: parsed with host %q, want an error or another host", host, u.Hostname())
		}
	}
	for _, host := range []string{"::1", "fe80::1", "localhost", "127.0.0.1", "api.example.com"} {
		s := fmt.Sprintf("http://%s/", net.JoinHostPort(host, strconv.Itoa(port)))
		u, err := url.Parse(s)
		if err != nil || u.Hostname() != host || u.Port() != strconv.Itoa(port) {
			t.Errorf("JoinHostPort(%q): %s parses as %v %v", host, s, u, err)
		}
	}
	for _, host := range []string{"localhost", "127.0.0.1", "api.example.com"} {
		u, err := url.Parse(fmt.Sprintf("http://%s:%d/", host, port))
		if err != nil || u.Hostname() != host {
			t.Errorf("%s formatted by hand: %v %v", host, u, err)
		}
	}
}

// TestUnescapedOracle: a value written by hand into a path segment or a
// query key or value changes what the request sent says, or makes it
// fail, when it holds a delimiter of its component ('/', '?', '#' and '%'
// in a path; ' ', '&', '#', '+' and '%' in a query); wrapped in the
// escaper the check's fix names, any value arrives as written. The wire
// is what (*http.Request).Write sends, read back by http.ReadRequest as
// a server would.
func TestUnescapedOracle(t *testing.T) {
	templates := []struct {
		comp   rfc.Component
		pre    string
		post   string
		read   func(*http.Request) string // the value a server reads back
		breaks []string
	}{
		{rfc.InPath, "http://api.example.com/users/", "/repos", func(r *http.Request) string {
			// As a router that matches escaped segments (http.ServeMux) reads it.
			seg := strings.Split(r.URL.EscapedPath(), "/")
			if len(seg) != 4 || seg[1] != "users" || seg[3] != "repos" || r.URL.RawQuery != "" {
				return "\x00" + r.URL.String()
			}
			v, err := url.PathUnescape(seg[2])
			if err != nil {
				return "\x00" + seg[2]
			}
			return v
		}, []string{"a/b", "a?b", "a#b", "100%", "a%2Fb"}},
		{rfc.InQueryValue, "http://api.example.com/search?q=", "&page=2", func(r *http.Request) string {
			if q := r.URL.Query(); len(q) == 2 && q.Get("page") == "2" {
				return q.Get("q")
			}
			return "\x00" + r.URL.RawQuery
		}, []string{"a b", "a&b=c", "a#b", "a+b", "100%"}},
		{rfc.InQueryKey, "http://api.example.com/search?", "=1", func(r *http.Request) string {
			q := r.URL.Query()
			for k, v := range q {
				if len(q) == 1 && len(v) == 1 && v[0] == "1" {
					return k
				}
			}
			return "\x00" + r.URL.RawQuery
		}, []string{"a b", "a&b", "a=b", "a#b", "a+b", "100%"}},
	}
	for _, tc := range templates {
		if got := rfc.ComponentAt(tc.pre+tc.post, len(tc.pre)); got != tc.comp {
			t.Fatalf("ComponentAt(%q) = %v, want %v", tc.pre+tc.post, got, tc.comp)
		}
		esc := map[string]func(string) string{"PathEscape": url.PathEscape, "QueryEscape": url.QueryEscape}[escaperOf(tc.comp)]
		for _, v := range tc.breaks {
			if got, err := sent(tc.pre + v + tc.post); err == nil && tc.read(got) == v {
				t.Errorf("%v: %q written by hand arrives as written", tc.comp, v)
			}
		}
		for _, v := range append([]string{"octocat", "v1.2.3", "42", "a-b_c~d", "a b/c?d#e&f=g+h%i"}, tc.breaks...) {
			got, err := sent(tc.pre + esc(v) + tc.post)
			if err != nil || tc.read(got) != v {
				t.Errorf("%v: %q escaped: %v, read back %q", tc.comp, v, err, readOr(got, tc.read))
			}
		}
	}
	// A fragment never reaches the wire; url.Parse fails on a '%' that
	// starts no escape, and reads an escaped one as the fragment's text.
	for _, v := range []string{"a%zz", "100%"} {
		if _, err := url.Parse("http://api.example.com/docs#" + v); err == nil {
			t.Errorf("fragment %q by hand parses", v)
		}
		u, err := url.Parse("http://api.example.com/docs#" + url.PathEscape(v))
		if err != nil || u.Fragment != v {
			t.Errorf("fragment %q escaped: %v %v", v, u, err)
		}
	}
	// Userinfo: a '/', '?' or '#' in a password written by hand ends the
	// authority early and the URL fails or names another host (a '@' is
	// read right: url.Parse splits at the last one); url.UserPassword,
	// which the message names, escapes them.
	for _, pw := range []string{"p/ss", "p?ss", "p:ss#"} {
		u, err := url.Parse("https://user:" + pw + "@api.example.com/")
		if err == nil && u.Hostname() == "api.example.com" {
			if got, _ := u.User.Password(); got == pw {
				t.Errorf("password %q by hand arrives as written", pw)
			}
		}
	}
	for _, pw := range []string{"p@ss", "p/ss", "p?ss", "p:ss#", "p ss%"} {
		b := &url.URL{Scheme: "https", User: url.UserPassword("user", pw), Host: "api.example.com", Path: "/"}
		u, err := url.Parse(b.String())
		if got, _ := u.User.Password(); err != nil || got != pw || u.Hostname() != "api.example.com" {
			t.Errorf("password %q with url.UserPassword: %s %v", pw, b, err)
		}
	}
}

// sent returns the request a server reads for a GET of s.
func sent(s string) (*http.Request, error) {
	req, err := http.NewRequest("GET", s, nil)
	if err != nil {
		return nil, err
	}
	var wire bytes.Buffer
	if err := req.Write(&wire); err != nil {
		return nil, err
	}
	return http.ReadRequest(bufio.NewReader(&wire))
}

func readOr(r *http.Request, read func(*http.Request) string) string {
	if r == nil {
		return "(none)"
	}
	return read(r)
}

// TestResolveAddrOracle: net.ResolveTCPAddr and net.ResolveUDPAddr read
// host:port as a dialer does: an IPv6 host formatted by hand before
// ":port" is refused, net.JoinHostPort's brackets are read, and a DNS
// name or IPv4 address by hand is read as written. No name is looked up:
// every host is an IP literal.
func TestResolveAddrOracle(t *testing.T) {
	for _, host := range []string{"::1", "fe80::1", "2001:db8::8:80"} {
		if a, err := net.ResolveTCPAddr("tcp", host+":8080"); err == nil && a.IP.String() == host && a.Port == 8080 {
			t.Errorf("%s:8080 by hand: ResolveTCPAddr reads %v", host, a)
		}
		if a, err := net.ResolveUDPAddr("udp", fmt.Sprintf("%s:%d", host, 8125)); err == nil && a.IP.String() == host && a.Port == 8125 {
			t.Errorf("%s:8125 by hand: ResolveUDPAddr reads %v", host, a)
		}
		a, err := net.ResolveTCPAddr("tcp", net.JoinHostPort(host, "8080"))
		if err != nil || a.IP.String() != host || a.Port != 8080 {
			t.Errorf("JoinHostPort(%q, 8080): ResolveTCPAddr reads %v, %v", host, a, err)
		}
	}
	if a, err := net.ResolveUDPAddr("udp", "127.0.0.1:8125"); err != nil || a.Port != 8125 {
		t.Errorf("127.0.0.1:8125: %v, %v", a, err)
	}
}
