package rfc

import (
	"strings"
	"testing"
)

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

// TestSplitHostDNS checks the DNS verdict splitHead reaches while it looks
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
		p := split(s, splitRFC3986)
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
