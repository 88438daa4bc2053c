package rfc

import "strings"

// delims marks the bytes that end a scheme or an authority.
// In an authority, '@' and '[' also need a closer look.
var delims = [256]uint8{':': delimColon, '/': delimEnd, '?': delimEnd, '#': delimEnd, '@': delimAuth, '[': delimAuth}

const (
	delimColon = 1 << iota
	delimEnd
	delimAuth
)

// split divides s into its parts by RFC 3986 Appendix B. A scheme is the
// text before the first ':' when no '/', '?' or '#' precedes it; whether it
// is a valid scheme is checked later. With noAuthority, "//" starts a path
// (an origin-form request target).
func split(s string, noAuthority bool) (p parts) {
	splitHead(s, noAuthority, false, &p)
	i := p.path.start
	e := i
	for e < len(s) && s[e] != '?' && s[e] != '#' {
		e++
	}
	p.path = span{i, e, true}
	if e < len(s) && s[e] == '?' {
		q := e + 1
		e = q
		for e < len(s) && s[e] != '#' {
			e++
		}
		p.query = span{q, e, true}
	}
	if e < len(s) {
		p.fragment = span{e + 1, len(s), true}
	}
	return p
}

// splitHead finds the scheme and authority of s and records them in p,
// which is zero; p.path.start is where the path begins, the rest is left
// to the caller. Filling the caller's parts saves copying them.
//
// With userQuery (RFC 1738), a '?' followed by an '@' before the next '/'
// or '#' stands in the user or password: RFC 1738's user and password
// allow '?', and RFC 1808 §2.4.3 ends the net_loc at the next '/' only.
// A '?' with no '@' after it cannot be in hostport, so it starts a query.
func splitHead(s string, noAuthority, userQuery bool, p *parts) {
	i := 0
	for j := 0; j < len(s); j++ {
		if d := delims[s[j]]; d&(delimColon|delimEnd) != 0 {
			if d == delimColon && j > 0 {
				p.scheme = span{0, j, true}
				i = j + 1
			}
			break
		}
	}
	if !noAuthority && strings.HasPrefix(s[i:], "//") {
		a := i + 2
		e, ls := a, a  // ls: where the current DNS label starts
		dns := true    // s[a:e] may be the start of a valid DNS name
		var seen uint8 // whether '@', ':' or '[' occur
	scan:
		for ; e < len(s); e++ {
			switch d := authBytes[s[e]]; d {
			case authAlnum:
			case authHyphen:
				dns = dns && e > ls
			case authDot:
				dns = dns && e > ls && e-ls <= 63 && s[e-1] != '-'
				ls = e + 1
			case authEnd:
				break scan
			default:
				dns = false
				seen |= d & (delimColon | delimAuth)
			}
		}
		if userQuery && e < len(s) && s[e] == '?' {
			end := e
			for end < len(s) && s[end] != '/' && s[end] != '#' {
				end++
			}
			if strings.IndexByte(s[e:end], '@') >= 0 {
				e, seen = end, delimAuth
			}
		}
		p.authority = span{a, e, true}
		if seen == 0 {
			p.host = span{a, e, true} // the common case: a host alone
			// The rest of dnsNameValid, for the last label.
			p.hostDNS = dns && e-a <= 253 && ls < e && e-ls <= 63 && s[e-1] != '-' && isAlpha(s[ls])
		} else {
			splitAuthority(s, a, e, p)
		}
		i = e
	}
	p.path.start = i
}

// authBytes classifies the bytes of an authority, so that one pass finds
// its end and whether it is a host alone that is a valid DNS name.
var authBytes = func() (t [256]uint8) {
	for i := range t {
		t[i] = authOther
	}
	for b := range dnsSpecial {
		if dnsSpecial[b] == dnsAlnum {
			t[b] = authAlnum
		}
	}
	t['-'], t['.'] = authHyphen, authDot
	for b, d := range delims {
		switch {
		case d == delimEnd:
			t[b] = authEnd
		case d != 0:
			t[b] = d
		}
	}
	return t
}()

const (
	authAlnum  = 0
	authHyphen = 1 << 3 // above the delims bits, which the other classes keep
	authDot    = 2 << 3
	authEnd    = 3 << 3
	authOther  = 4 << 3
)

// splitAuthority splits s[a:e] into userinfo, host and port. Userinfo ends
// at the last '@' (an earlier '@' is a stray byte in it); an IP literal's
// host runs to its ']', and any text between ']' and ':' stays in the host
// so that the IP literal check reports it.
func splitAuthority(s string, a, e int, p *parts) {
	h := a
	if at := strings.LastIndexByte(s[a:e], '@'); at >= 0 {
		p.userinfo = span{a, a + at, true}
		h = a + at + 1
	}
	he := h
	if h < e && s[h] == '[' {
		he = h + 1
		for he < e && s[he] != ']' {
			he++
		}
		if he < e {
			he++
		}
	}
	if i := strings.IndexByte(s[he:e], ':'); i >= 0 {
		he += i
	} else {
		he = e
	}
	p.host = span{h, he, true}
	if he < e {
		p.port = span{he + 1, e, true}
	}
}
