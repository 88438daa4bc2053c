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

// A splitMode says how a reference is divided into its parts.
type splitMode uint8

const (
	// splitRFC3986 is RFC 3986 Appendix B, which RFC 2396 Appendix B
	// shares: a scheme is the text before the first ':' when no '/', '?'
	// or '#' precedes it (whether it is a valid scheme is checked later),
	// and an authority after "//" runs to the next '/', '?' or '#'.
	splitRFC3986 splitMode = iota
	// splitOrigin reads an origin-form request target: "//" starts a path.
	splitOrigin
	// splitRFC1808 is RFC 1808 §2.4, for RFC 1738's relative URLs, as
	// Resolve reads them: a scheme is a run of scheme characters before a
	// ':' that is not the first byte (§2.4.2), and the net_loc runs to the
	// next '/' (§2.4.3), so it may hold '?'; the params after the path's
	// first ';' are split off it (§2.4.5).
	splitRFC1808
	// splitRFC1738 is how Check reads a URL under RFC 1738: as RFC 1808,
	// except that the params stay in the path, whose grammar the scheme
	// rules check, and that a '?' in the net_loc stays in it only when an '@'
	// follows, where RFC 1738's user or password, which allow '?', hold
	// it. hostport cannot hold a '?', so one with no '@' after it starts a
	// query, and the scheme grammars report what is wrong with it ("an
	// http URL needs '/' before the search part").
	splitRFC1738
)

// split divides s into its parts by mode m and records them in p, which is
// zero. It is the one reading of a reference that Check and Resolve share:
// RFC 3986 Appendix B (which RFC 2396 Appendix B shares) or RFC 1808 §2.4.
// Whether a scheme so found is valid is for the caller to say
// (schemeValid): Appendix B splits, it does not validate.
func split(s string, m splitMode, p *parts) {
	i := 0
	if m >= splitRFC1808 {
		for j := 0; j < len(s); j++ {
			if s[j] == ':' {
				if j > 0 {
					p.scheme = span{0, j, true}
					i = j + 1
				}
				break
			}
			if classes[RFC1738][s[j]]&bitScheme == 0 {
				break
			}
		}
	} else {
		for j := 0; j < len(s); j++ {
			if d := delims[s[j]]; d&(delimColon|delimEnd) != 0 {
				if d == delimColon && j > 0 {
					p.scheme = span{0, j, true}
					i = j + 1
				}
				break
			}
		}
	}
	if m != splitOrigin && strings.HasPrefix(s[i:], "//") {
		i = splitNetLoc(s, i+2, m, p)
	}
	// The path runs to the first '?' or '#', the query to the first '#'.
	e := len(s)
	if h := strings.IndexByte(s[i:], '#'); h >= 0 {
		e = i + h
		p.fragment = span{e + 1, len(s), true}
	}
	if q := strings.IndexByte(s[i:e], '?'); q >= 0 {
		p.query = span{i + q + 1, e, true}
		e = i + q
	}
	p.path = span{i, e, true}
	if m == splitRFC1808 {
		// RFC 1808 §2.4.5: the params follow the first ';' of the path.
		if j := strings.IndexByte(s[i:e], ';'); j >= 0 {
			p.path.end = i + j
			p.params = span{i + j + 1, e, true}
		}
	}
}

// splitNetLoc splits the authority that starts at s[a], after "//", into
// p by mode m, and returns where it ends.
func splitNetLoc(s string, a int, m splitMode, p *parts) int {
	e, seen, dns := scanAuthority(s, a)
	if m >= splitRFC1808 && e < len(s) && s[e] == '?' {
		end := e
		for end < len(s) && s[end] != '/' && s[end] != '#' {
			end++
		}
		if m == splitRFC1808 || strings.IndexByte(s[e:end], '@') >= 0 {
			seen |= delimAuth
			if strings.IndexByte(s[e:end], '{') >= 0 || strings.IndexByte(s[e:end], '%') >= 0 {
				seen |= authPh
			}
			e = end
		}
	}
	p.authority = span{a, e, true}
	p.authPh = seen&authPh != 0
	if seen&(delimColon|delimAuth) == 0 {
		p.host = span{a, e, true} // the common case: a host alone
		p.hostDNS = dns
	} else {
		splitAuthority(s, a, e, p)
	}
	return e
}

// scanAuthority finds the end e of the authority that starts at s[a]: the
// next '/', '?', '#' or the end of s. seen holds the delims bits of the
// '@', ':' and '[' in s[a:e], and authPh if it holds a '{' or a '%'; dns
// reports whether s[a:e] is a valid DNS name (see dnsNameValid), found in
// the same pass.
func scanAuthority(s string, a int) (e int, seen uint8, dns bool) {
	e, ls := a, a // ls: where the current DNS label starts
	dns = true    // s[a:e] may be the start of a valid DNS name
scan:
	for ; e < len(s); e++ {
		d := authBytes[s[e]]
		if d == authAlnum {
			continue // the common case, one test
		}
		switch d {
		case authHyphen:
			dns = dns && e > ls
		case authDot:
			dns = dns && e > ls && e-ls <= 63 && s[e-1] != '-'
			ls = e + 1
		case authEnd:
			break scan
		default:
			dns = false
			seen |= d & (delimColon | delimAuth | authPh)
		}
	}
	// The last label, and the length of the whole name.
	dns = dns && e-a <= 253 && ls < e && e-ls <= 63 && s[e-1] != '-' && isAlpha(s[ls])
	return e, seen, dns
}

// dnsNameValid reports whether name is a valid DNS host name whose top
// label starts with a letter: labels of letters, digits and '-' (RFC 1123
// §2.1), 1–63 bytes, not starting or ending with '-'; at most 253 bytes.
// It is the fast path of dnsName, which says what is wrong (or checks a
// dotted IPv4 address).
func dnsNameValid(name string) bool {
	e, _, dns := scanAuthority(name, 0)
	return dns && e == len(name)
}

// authBytes classifies the bytes of an authority, so that one pass finds
// its end and whether it is a host alone that is a valid DNS name.
var authBytes = func() (t [256]uint8) {
	for i := range t {
		t[i] = authOther
	}
	// Not isAlpha: classes is filled by an init function, which runs
	// after package variables are initialized.
	for b := 'a'; b <= 'z'; b++ {
		t[b], t[b-'a'+'A'] = authAlnum, authAlnum
	}
	for b := '0'; b <= '9'; b++ {
		t[b] = authAlnum
	}
	t['-'], t['.'] = authHyphen, authDot
	t['{'], t['%'] = authOther|authPh, authOther|authPh
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
	authPh     = 1 << 6 // with authOther: '{' or '%', which may start a placeholder
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
