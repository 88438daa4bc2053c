package rfc

import (
	"slices"
	"strings"
	"testing"
)

// splitOf returns the parts of s split by mode m.
func splitOf(s string, m splitMode) parts {
	var p parts
	split(s, m, &p)
	return p
}

// dnsNameSlow is dnsNameValid written from its definition, label by label.
func dnsNameSlow(name string) bool {
	if name == "" || len(name) > 253 {
		return false
	}
	labels := strings.Split(name, ".")
	for _, l := range labels {
		if l == "" || len(l) > 63 || l[0] == '-' || l[len(l)-1] == '-' {
			return false
		}
		for i := 0; i < len(l); i++ {
			if b := l[i]; !('a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' || '0' <= b && b <= '9' || b == '-') {
				return false
			}
		}
	}
	top := labels[len(labels)-1]
	return 'a' <= top[0]|0x20 && top[0]|0x20 <= 'z'
}

// TestSplitHostDNS checks the DNS verdict split reaches while it looks
// for the authority's end, for a host alone, and dnsNameValid, against
// dnsNameSlow.
func TestSplitHostDNS(t *testing.T) {
	label63 := strings.Repeat("a", 63)
	name253 := strings.Repeat(label63+".", 3) + strings.Repeat("b", 61)
	hosts := []string{
		"", "a", "a.b", "A.COM", "xn--bcher-kva.example", "a-b.c", "-a.b", "a-.b", "a.-b", "a.b-",
		"a..b", ".a", "a.", "a.b.", "1.2.3.4", "a.1b", "a.b1", "a_b.c", "a%41.b", "é.com",
		label63 + ".com", label63 + "a.com", "com." + label63, "com." + label63 + "a",
		name253, name253 + "b", "a b", "a~b",
	}
	var in []string
	for _, h := range hosts {
		in = append(in, "http://"+h, "http://"+h+"/p?q#f", "//"+h)
	}
	in = append(in, benchInputs(t)...)
	n := 0
	for _, s := range in {
		p := splitOf(s, splitRFC3986)
		if !p.authority.ok || p.userinfo.ok || p.port.ok || p.host != p.authority || strings.HasPrefix(s[p.host.start:], "[") {
			if p.hostDNS {
				t.Errorf("%q: hostDNS set for an authority that is not a host alone", s)
			}
			continue
		}
		n++
		host := s[p.host.start:p.host.end]
		want := dnsNameSlow(host)
		if p.hostDNS != want {
			t.Errorf("%q: hostDNS = %v, want %v", s, p.hostDNS, want)
		}
		if got := dnsNameValid(host); got != want {
			t.Errorf("dnsNameValid(%q) = %v, want %v", host, got, want)
		}
	}
	for _, h := range hosts {
		if got, want := dnsNameValid(h+"/"), false; got != want {
			t.Errorf("dnsNameValid(%q) = %v, want %v", h+"/", got, want)
		}
	}
	if n < len(hosts) {
		t.Errorf("only %d hosts alone", n)
	}
}

// TestSplit checks the parts split finds under each mode, written out as
// text ("-" for an absent part).
func TestSplit(t *testing.T) {
	text := func(s string, sp span) string {
		if !sp.ok {
			return "-"
		}
		return s[sp.start:sp.end]
	}
	tests := []struct {
		in                                                   string
		m                                                    splitMode
		scheme, authority, host, port, path, params, q, frag string
	}{
		{"http://a/b/c/d;p?q#f", splitRFC3986, "http", "a", "a", "-", "/b/c/d;p", "-", "q", "f"},
		{"http://a/b/c/d;p?q#f", splitRFC1808, "http", "a", "a", "-", "/b/c/d", "p", "q", "f"},
		{"http://a/b/c/d;p?q#f", splitRFC1738, "http", "a", "a", "-", "/b/c/d;p", "-", "q", "f"},
		{"", splitRFC3986, "-", "-", "-", "-", "", "-", "-", "-"},
		{"a?b#c?d#e", splitRFC3986, "-", "-", "-", "-", "a", "-", "b", "c?d#e"},
		{"//u@h:80?q", splitRFC3986, "-", "u@h:80", "h", "80", "", "-", "q", "-"},
		{":x", splitRFC3986, "-", "-", "-", "-", ":x", "-", "-", "-"},
		{"a_b:c", splitRFC3986, "a_b", "-", "-", "-", "c", "-", "-", "-"},
		{"a_b:c", splitRFC1808, "-", "-", "-", "-", "a_b:c", "-", "-", "-"},
		{"1a:b", splitRFC1808, "1a", "-", "-", "-", "b", "-", "-", "-"},
		{"/x:y?z", splitRFC3986, "-", "-", "-", "-", "/x:y", "-", "z", "-"},
		{"//h/p", splitOrigin, "-", "-", "-", "-", "//h/p", "-", "-", "-"},
		{"//h?x/p", splitRFC1808, "-", "h?x", "h?x", "-", "/p", "-", "-", "-"},
		{"//h?x/p", splitRFC1738, "-", "h", "h", "-", "", "-", "x/p", "-"},
		{"ftp://u?p@h/p", splitRFC1738, "ftp", "u?p@h", "h", "-", "/p", "-", "-", "-"},
		{"http://[::1]:8080/p", splitRFC3986, "http", "[::1]:8080", "[::1]", "8080", "/p", "-", "-", "-"},
	}
	for _, tt := range tests {
		p := splitOf(tt.in, tt.m)
		got := []string{text(tt.in, p.scheme), text(tt.in, p.authority), text(tt.in, p.host), text(tt.in, p.port),
			text(tt.in, p.path), text(tt.in, p.params), text(tt.in, p.query), text(tt.in, p.fragment)}
		want := []string{tt.scheme, tt.authority, tt.host, tt.port, tt.path, tt.params, tt.q, tt.frag}
		if !slices.Equal(got, want) {
			t.Errorf("split(%q, %d) = %q, want %q", tt.in, tt.m, got, want)
		}
	}
}
