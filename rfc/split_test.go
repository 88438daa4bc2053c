package rfc

import (
	"strings"
	"testing"
)

// TestSplitHostDNS checks that the DNS verdict splitHead reaches while it
// looks for the authority's end is dnsNameValid's, for a host alone.
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
		p := split(s, false)
		if !p.authority.ok || p.userinfo.ok || p.port.ok || p.host != p.authority || strings.HasPrefix(s[p.host.start:], "[") {
			if p.hostDNS {
				t.Errorf("%q: hostDNS set for an authority that is not a host alone", s)
			}
			continue
		}
		n++
		if want := dnsNameValid(s[p.host.start:p.host.end]); p.hostDNS != want {
			t.Errorf("%q: hostDNS = %v, dnsNameValid = %v", s, p.hostDNS, want)
		}
	}
	if n < len(hosts) {
		t.Errorf("only %d hosts alone", n)
	}
}
