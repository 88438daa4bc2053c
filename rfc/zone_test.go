package rfc

import (
	"net/url"
	"strings"
	"testing"
)

// TestHostZoneDecoded runs net/url on hosts with a zone identifier in
// url.URL.Host: the field holds the zone decoded, so '%' alone is what
// String writes as %25 and url.Parse gives back, and a "%25" written in the
// field is encoded twice. The checker reports exactly the hosts that do not
// come back with the zone intended, and its fix makes them come back.
func TestHostZoneDecoded(t *testing.T) {
	for _, tc := range []struct {
		host, zone string // zone: the zone meant
	}{
		{"[fe80::1%en0]:8080", "en0"},
		{"[fe80::1%25en0]:8080", "en0"},
		{"[fe80::1%eth0]", "eth0"},
		{"[fe80::1%25eth0]", "eth0"},
	} {
		u := &url.URL{Scheme: "http", Host: tc.host, Path: "/"}
		back, err := url.Parse(u.String())
		if err != nil {
			t.Fatalf("url.Parse(%q): %v", u.String(), err)
		}
		right := strings.Contains(back.Host, "%"+tc.zone+"]")
		vs := Check(tc.host, Options{Target: HostPort})
		if right != (len(vs) == 0) {
			t.Errorf("%q: String %q, round trip host %q; violations %v", tc.host, u.String(), back.Host, vs)
		}
		if right {
			continue
		}
		if len(vs) != 1 || !vs[0].Fixable {
			t.Fatalf("%q: want one fixable violation, got %v", tc.host, vs)
		}
		fixed := tc.host[:vs[0].Start] + vs[0].Replacement + tc.host[vs[0].End:]
		u.Host = fixed
		back, err = url.Parse(u.String())
		if err != nil || !strings.Contains(back.Host, "%"+tc.zone+"]") {
			t.Errorf("%q fixed to %q: String %q, round trip host %v (%v)", tc.host, fixed, u.String(), back, err)
		}
		if vs := Check(fixed, Options{Target: HostPort}); len(vs) != 0 {
			t.Errorf("%q fixed to %q: still %v", tc.host, fixed, vs)
		}
	}
}
