package analyzer

import (
	"net/url"
	"regexp"
	"testing"
)

// TestEndsOutsideBrackets runs each regexp on the Host url.Parse gives
// for URLs of IPv6 addresses, with and without a port: one the hostname
// check takes as proof of a host name matches none of them, and each
// one it does not take matches one (the proof is needed).
func TestEndsOutsideBrackets(t *testing.T) {
	var hosts []string
	for _, raw := range []string{"http://[::1]/", "http://[::1]:8080/", "https://[2001:db8::7]:443/x", "http://[fe80::1%25en0]:80/", "http://[::ffff:10.0.0.1]:9000/"} {
		u, err := url.Parse(raw)
		if err != nil {
			t.Fatal(err)
		}
		hosts = append(hosts, u.Host)
	}
	for _, tc := range []struct {
		pattern string
		proves  bool
	}{
		{`^[a-z0-9-]+\.store\.example\.net(:[0-9]+)?$`, true},
		{`([a-z0-9-]+-[0-9]+\.)(svc\.[a-z-1]+)\.(example\.com)(:[0-9]+){0,1}$`, true},
		{`\.example\.com:\d+$`, true},
		{`^[a-z.]+:[0-9]*$`, true},
		{`^.+:[0-9]+$`, false},
		{`^[0-9a-f:\[\]]+$`, false},
		{`[a-z0-9.:\]]+$`, false},
		{`^.*(:[0-9]+)?$`, false},
		{`\d$`, false},
		{`:80$`, false},
		{`^[^/]+$`, false},
	} {
		re := regexp.MustCompile(tc.pattern)
		matched := ""
		for _, h := range hosts {
			if re.MatchString(h) {
				matched = h
			}
		}
		if got := endsOutsideBrackets(tc.pattern); got != tc.proves {
			t.Errorf("endsOutsideBrackets(%q) = %v, want %v", tc.pattern, got, tc.proves)
		}
		if tc.proves && matched != "" {
			t.Errorf("%q proves a host name but matches %q", tc.pattern, matched)
		}
		if !tc.proves && matched == "" {
			t.Errorf("%q matches none of the IPv6 hosts: the case shows nothing", tc.pattern)
		}
	}
}
