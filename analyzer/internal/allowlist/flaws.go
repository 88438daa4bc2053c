package allowlist

import (
	"net/url"
	"strings"
)

// A Rule names a flaw of a test.
type Rule uint8

const (
	// PrefixStopsAtHost: a prefix that ends right after the host
	// ("https://example.com") passes "https://example.com.attacker.test/"
	// and "https://example.com@attacker.test/".
	PrefixStopsAtHost Rule = iota + 1
	// HostPrefix: a host name tested by its prefix passes
	// "example.com.attacker.test".
	HostPrefix
	// SuffixWithoutDot: a host name tested for a suffix without its
	// leading '.' passes "attackerexample.com".
	SuffixWithoutDot
	// ContainsHost: a host name looked for anywhere in a URL passes
	// "https://attacker.test/?example.com".
	ContainsHost
	// RegexpDot: an unescaped '.' in a host name matches any character.
	RegexpDot
	// RegexpNoStart: a pattern without '^' matches a host anywhere in
	// the input.
	RegexpNoStart
	// RegexpNoEnd: nothing after the host ends it ('$', '/', ':'), so
	// the host may go on.
	RegexpNoEnd
	// RegexpAltAnchor: in "^a|b" the anchor binds to the first
	// alternative only.
	RegexpAltAnchor
	// SlashOnly: a target checked only for its leading '/' passes
	// "//attacker.test/", which a client follows to another host.
	SlashOnly
	// SlashNoBackslash: a target checked for its leading '/' and for a
	// second byte other than '/', but not '\', passes "/\attacker.test/",
	// which a browser follows to another host.
	SlashNoBackslash
)

// String returns the rule's short name.
func (r Rule) String() string {
	switch r {
	case PrefixStopsAtHost:
		return "prefix ends at the host"
	case HostPrefix:
		return "host tested by its prefix"
	case SuffixWithoutDot:
		return "host suffix without its leading '.'"
	case ContainsHost:
		return "host looked for anywhere"
	case RegexpDot:
		return "unescaped '.' in a host name"
	case RegexpNoStart:
		return "pattern not anchored at its start"
	case RegexpNoEnd:
		return "pattern does not end the host"
	case RegexpAltAnchor:
		return "anchor binds to the first alternative only"
	case SlashOnly:
		return "target checked for '/' alone"
	case SlashNoBackslash:
		return "target's second byte not checked for '\\'"
	}
	return "unknown"
}

// A Flaw is a weakness of a test, with an input that proves it.
type Flaw struct {
	Rule Rule
	// Start and End are the bytes of the test's Lit the flaw is at;
	// Start == End is the point where something is missing.
	Start, End int
	// Host is the host the test means to allow ("" for a target, which
	// means the code's own site).
	Host string
	// Bypass passes the test and names another site than Host.
	Bypass string
	// Fix replaces Lit[Start:End] where that is certain to mean what the
	// test means; "" where no replacement is. A prefix that ends at the
	// host has none: with a '/' added it refuses the bare origin
	// ("https://example.com"), which a correct program may accept.
	Fix string
}

// Flaws returns the flaws of the test, each with a bypass that the test
// was run on: it passes the test, and HostOf gives a host of another site
// than the one the test names. A test that names no host (a prefix "/api/",
// a pattern of paths) has no flaws.
func (t Test) Flaws() []Flaw {
	switch t.Op {
	case HasPrefix:
		return t.prefixFlaws()
	case HasSuffix:
		return t.suffixFlaws()
	case Contains:
		return t.containsFlaws()
	case Match:
		return t.patternFlaws()
	case FirstByte:
		return t.firstByteFlaws()
	}
	return nil
}

// firstByteFlaws judges a target tested byte by byte: s[0] == '/', and
// s[1] none of some bytes. What the test means is the code's own site.
func (t Test) firstByteFlaws() []Flaw {
	if t.Subject != Target || t.Lit == "" || t.Lit[0] != '/' {
		return nil
	}
	for _, c := range []struct {
		rule   Rule
		bypass string
	}{{SlashOnly, "//" + attacker + "/"}, {SlashNoBackslash, `/\` + attacker + "/"}} {
		if t.Accepts(c.bypass) && HostOf(Target, c.bypass) == attacker {
			return []Flaw{{Rule: c.rule, Start: 0, End: len(t.Lit), Bypass: c.bypass}}
		}
	}
	return nil
}

// proved returns the first candidate that passes the test and names a site
// other than intended's, or "".
func (t Test) proved(intended string, candidates ...string) string {
	for _, c := range candidates {
		if t.Accepts(c) && otherSite(HostOf(t.Subject, c), intended) {
			return c
		}
	}
	return ""
}

func (t Test) prefixFlaws() []Flaw {
	switch t.Subject {
	case URL, Origin:
		u, err := url.Parse(t.Lit)
		if err != nil || u.Scheme == "" || u.Opaque != "" || !isHostName(u.Hostname()) {
			return nil
		}
		if u.Path != "" || u.RawQuery != "" || u.ForceQuery || u.Fragment != "" || strings.HasSuffix(t.Lit, "#") {
			return nil
		}
		host := strings.ToLower(u.Hostname())
		cands := []string{t.Lit + "." + attacker + "/", t.Lit + "@" + attacker + "/"}
		if t.Subject == Origin {
			cands = []string{t.Lit + "." + attacker} // no path, no userinfo
		}
		b := t.proved(host, cands...)
		if b == "" {
			return nil
		}
		return []Flaw{{Rule: PrefixStopsAtHost, Start: len(t.Lit), End: len(t.Lit), Host: host, Bypass: b}}
	case Host:
		if !isHostName(t.Lit) {
			return nil
		}
		if b := t.proved(t.Lit, t.Lit+"."+attacker); b != "" {
			return []Flaw{{Rule: HostPrefix, Start: len(t.Lit), End: len(t.Lit), Host: strings.ToLower(t.Lit), Bypass: b}}
		}
	case Target:
		if t.Lit != "/" {
			return nil
		}
		// What the test means is the code's own site: a target that
		// names any host escapes it.
		b := "//" + attacker + "/"
		if t.Accepts(b) && HostOf(Target, b) == attacker {
			return []Flaw{{Rule: SlashOnly, Start: 0, End: len(t.Lit), Bypass: b}}
		}
	}
	return nil
}

func (t Test) suffixFlaws() []Flaw {
	if t.Subject == Target || strings.HasPrefix(t.Lit, ".") || !isHostName(t.Lit) {
		return nil
	}
	cand := "attacker" + t.Lit
	if t.Subject == URL || t.Subject == Origin {
		cand = "https://" + cand
	}
	if b := t.proved(t.Lit, cand); b != "" {
		return []Flaw{{Rule: SuffixWithoutDot, Start: 0, End: 0, Host: strings.ToLower(t.Lit), Bypass: b}}
	}
	return nil
}

func (t Test) containsFlaws() []Flaw {
	host := t.Lit
	if u, err := url.Parse(t.Lit); err == nil && u.Scheme != "" && u.Host != "" {
		host = u.Hostname()
	}
	if t.Subject == Target || !isHostName(host) {
		return nil
	}
	var cand string
	switch t.Subject {
	case URL:
		cand = "https://" + attacker + "/?" + t.Lit
	case Host:
		cand = t.Lit + "." + attacker
	case Origin:
		// An origin has no path or query to hide the name in: the
		// name goes on into another host.
		cand = t.Lit + "." + attacker
		if host == t.Lit {
			cand = "https://" + cand
		}
	}
	if b := t.proved(host, cand); b != "" {
		return []Flaw{{Rule: ContainsHost, Start: 0, End: len(t.Lit), Host: strings.ToLower(host), Bypass: b}}
	}
	return nil
}
