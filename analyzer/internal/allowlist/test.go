package allowlist

import (
	"net/url"
	"regexp"
	"strings"

	"golang.org/x/net/publicsuffix"
)

// An Op is the string test that code applies.
type Op uint8

const (
	HasPrefix Op = iota // strings.HasPrefix(s, Lit)
	HasSuffix           // strings.HasSuffix(s, Lit)
	Contains            // strings.Contains(s, Lit)
	Match               // regexp.MatchString(Lit, s): Lit is a pattern
	// FirstByte: s[0] == Lit[0], and s[1] is none of the bytes of Lit[1:]
	// (s[0] == '/' && s[1] != '/' is Lit "//").
	FirstByte
)

// A Subject is what the tested string holds.
type Subject uint8

const (
	URL    Subject = iota // a whole URL, as a client or a redirect takes it
	Host                  // a host name, as url.URL.Hostname gives it
	Target                // a redirect target that the code means to keep on its own site
	// Origin: a request's Origin header, scheme://host[:port] with no
	// path, userinfo or query (RFC 6454 §7), as a browser sends it.
	Origin
)

// A Test is a string test applied to a URL, a host name or a target.
type Test struct {
	Op      Op
	Subject Subject
	Lit     string // the prefix, suffix, substring or pattern
}

// Accepts reports whether s passes the test. A pattern that does not
// compile accepts nothing.
func (t Test) Accepts(s string) bool {
	switch t.Op {
	case HasPrefix:
		return strings.HasPrefix(s, t.Lit)
	case HasSuffix:
		return strings.HasSuffix(s, t.Lit)
	case Contains:
		return strings.Contains(s, t.Lit)
	case Match:
		re, err := regexp.Compile(t.Lit)
		return err == nil && re.MatchString(s)
	case FirstByte:
		if t.Lit == "" || s == "" || s[0] != t.Lit[0] {
			return false
		}
		return len(s) < 2 || strings.IndexByte(t.Lit[1:], s[1]) < 0
	}
	return false
}

// attacker is the host every bypass names: a name of the reserved .test
// domain (RFC 2606), a site of its own.
const attacker = "attacker.test"

// HostOf returns the host a string that passed a test of the subject
// names: the host name of a URL or a target (resolved as a client resolves
// a redirect's Location against its request), the string itself for a host.
// It returns "" where the string names no host. A target is read as a
// browser resolves a Location: a '\' before the query is a '/' (the WHATWG
// URL standard's reading of http and https), so "/\h/" names h.
func HostOf(subject Subject, s string) string {
	if subject == Host {
		return strings.ToLower(s)
	}
	if subject == Target {
		s = BrowserTarget(s)
	}
	if subject == Origin && !strings.Contains(s, "://") {
		s = "https://" + s // a host name a pattern of origins names alone
	}
	u, err := url.Parse(s)
	if err != nil {
		return ""
	}
	return strings.ToLower(u.Hostname())
}

// BrowserTarget returns a redirect target as a browser reads it: each
// '\' before the query or the fragment is a '/'.
func BrowserTarget(s string) string {
	end := strings.IndexAny(s, "?#")
	if end < 0 {
		end = len(s)
	}
	return strings.ReplaceAll(s[:end], `\`, "/") + s[end:]
}

// site returns the registrable domain of a host name ("example.com" for
// "api.example.com"), or the host itself where it has none (an IP
// address, a public suffix, localhost).
func site(host string) string {
	host = strings.TrimSuffix(strings.ToLower(host), ".")
	if s, err := publicsuffix.EffectiveTLDPlusOne(host); err == nil {
		return s
	}
	return host
}

// otherSite reports whether host names a site other than intended's.
func otherSite(host, intended string) bool {
	return host != "" && site(host) != site(intended)
}

// isHostName reports whether s is a host name that an allow-list may
// mean: localhost, or a name of two labels or more under a suffix of
// the public suffix list's ICANN section. Names under private or unknown
// suffixes (corp.internal) are left out: what their owners allow is not
// known.
func isHostName(s string) bool {
	s = strings.ToLower(s)
	if s == "localhost" {
		return true
	}
	if s == "" || strings.Trim(s, "abcdefghijklmnopqrstuvwxyz0123456789-.") != "" {
		return false
	}
	suffix, icann := publicsuffix.PublicSuffix(s)
	return icann && suffix != s && !strings.HasPrefix(s, ".") && !strings.Contains(s, "..")
}
