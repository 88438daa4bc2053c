package rfc

import "math/bits"

// This file holds the one pass that accepts the commonest valid URLs
// before the checker is set up: scheme "://" DNS-name [ ":" port ] path
// [ "?" query ] [ "#" fragment ], every byte of its class, with nothing
// that the checks of mistakes or placeholders look for. A URL it does not
// accept is checked in full, so it decides nothing but the time taken: a
// mistake that the grammar allows (a second scheme, a second '?', an HTML
// entity, a route parameter, a format verb) starts at a byte that this
// pass turns away, and the checker then finds it as before.

// quickValid reports whether s is a URL of the shape above in which
// AppendCheck, under opts, would find no violation. It is false for any
// string it does not fully read: that answer only costs the full check.
//
// opts is a pointer so that the Options AppendCheck was given are read
// where they lie, not copied for each string.
func quickValid(s string, opts *Options) bool {
	// No holes or joins (the analyzer's partial strings), whole-URL
	// targets whose requirements such a URL meets, and the profiles that
	// share RFC 3986's character classes and host grammar.
	if len(opts.Holes) > 0 || len(opts.Joins) > 0 ||
		opts.Profile > RFC2396 || opts.Target != Reference && opts.Target != Absolute && opts.Target != HTTP {
		return false
	}
	t := &classes[opts.Profile]

	// scheme ":" "//": a valid scheme, whose rules a URL of this shape
	// cannot break (the host rules of network schemes are met below), or
	// http or https for an HTTP client.
	var i int
	switch {
	case len(s) >= 8 && s[:8] == "https://":
		i = 5 // no grammar beyond the host rules of network schemes
	case len(s) >= 7 && s[:7] == "http://":
		i = 4 // its RFC 1738 grammar applies under RFC 1738 alone, not read here
	default:
		var w uint64 // schemeWord(s[:i]), in the same pass
		for i < len(s) && t[s[i]]&bitScheme != 0 {
			w = w<<8 | uint64(s[i]|0x20)
			i++
		}
		if i == 0 || !isAlpha(s[0]) || !hasPrefixAt(s, i, "://") {
			return false
		}
		k := lookupScheme(w, i)
		isHTTP := w == 'h'<<24|'t'<<16|'t'<<8|'p' || w == 'h'<<32|'t'<<24|'t'<<16|'p'<<8|'s'
		if opts.Target == HTTP && !isHTTP ||
			!opts.Generic && k.grammar != noGrammar && schemeGrammars[k.grammar].later != "" {
			return false
		}
	}

	// host: a valid DNS name, as scanAuthority and dnsNameValid read it:
	// labels of letters, digits and '-', 1–63 bytes, not starting or
	// ending with '-', at most 253 bytes, the top label starting with a
	// letter. So it is not empty, not an IP address, and holds no '%' or
	// '{' (a placeholder) and no '@' (user information).
	a := i + 3
	e, ok := hostEnd(s, a)
	if !ok {
		return false
	}

	// port: digits, 0–65535 (the range network schemes require).
	if e < len(s) && s[e] == ':' {
		n, j := 0, e+1
		for ; j < len(s) && isDigit(s[j]); j++ {
			if n = n*10 + int(s[j]-'0'); n > 65535 {
				return false
			}
		}
		if j == e+1 || j < len(s) && authBytes[s[j]] != authEnd {
			return false
		}
		e = j
	}

	// path-abempty: "//" after the host may be a pasted scheme
	// ("http://https//x"); ':' after '/' may be a route parameter ("/:id").
	if hasPrefixAt(s, e, "//") {
		return false
	}
	if plainTail(s[e:], t) {
		return true
	}
	i = e
	for {
		for i+8 <= len(s) {
			if q := s[i : i+8]; t[q[0]]&t[q[1]]&t[q[2]]&t[q[3]]&t[q[4]]&t[q[5]]&t[q[6]]&t[q[7]]&bitPathPlain == 0 {
				break
			}
			i += 8
		}
		for i+4 <= len(s) {
			if q := s[i : i+4]; t[q[0]]&t[q[1]]&t[q[2]]&t[q[3]]&bitPathPlain == 0 {
				break
			}
			i += 4
		}
		for i < len(s) && t[s[i]]&bitPathPlain != 0 {
			i++
		}
		if i >= len(s) {
			return true
		}
		switch s[i] {
		case ':':
			if s[i-1] == '/' {
				return false
			}
		case '%':
			if !escapeAt(s, i) {
				return false // a bad escape, or a format verb
			}
			i += 2
		case '?':
			return quickQuery(s, i+1, t)
		case '#':
			return quickFragment(s, i+1, t)
		default:
			return false
		}
		i++
	}
}

// Classes of the bytes of a host, as hostEnd reads them: a '.' is both
// hostDot and hostSep; a byte that ends the host is hostStop, with
// hostBad unless it may follow a host (':', '/', '?', '#').
const (
	hostStop = 1 << iota
	hostSep  // '-' or '.': neither starts nor ends a label
	hostDot
	hostBad
)

var hostBytes = func() (t [256]uint8) {
	for b := range t {
		t[b] = hostStop | hostBad
	}
	for b := 'a'; b <= 'z'; b++ {
		t[b], t[b-'a'+'A'] = 0, 0
	}
	for b := '0'; b <= '9'; b++ {
		t[b] = 0
	}
	t['-'], t['.'] = hostSep, hostSep|hostDot
	for _, b := range ":/?#" {
		t[b] = hostStop
	}
	return t
}()

// hostEnd reads the host of quickValid's shape that starts at s[a]: it
// returns where it ends, and whether it is a DNS name of that shape,
// followed by the end of s or by ':', '/', '?' or '#'.
//
// It reads eight bytes a step, with one branch a step: their classes are
// packed in a word, one byte each, and the rules are tested on the
// word's bits at once. A '.' or '-' may not follow a '.', nor a '.' a
// '-', and the host is read as if a '.' stood before and after it, which
// also rules out an empty host or label and a '-' at either end. Only a
// host longer than 63 bytes can hold a label that is too long.
func hostEnd(s string, a int) (int, bool) {
	const ones = 0x0101010101010101 // the low bit of each byte
	e, top := a, a                  // top: where the last label starts
	var bad uint64
	sep, dot := uint64(1), uint64(1) // the byte before s[e] is '.' or '-', or '.': at first, the '.' before the host
	for {
		if len(s)-e < 8 {
			// The last bytes of s, one at a time.
			for ; e < len(s); e++ {
				c := hostBytes[s[e]]
				if c&hostStop != 0 {
					if c&hostBad != 0 {
						return e, false
					}
					break
				}
				n, d := uint64(c>>1&1), uint64(c>>2&1)
				bad |= d&sep | n&dot
				sep, dot = n, d
				if d != 0 {
					top = e + 1
				}
			}
			bad |= sep // the '.' after the host
			break
		}
		q := s[e : e+8]
		w := uint64(hostBytes[q[0]]) | uint64(hostBytes[q[1]])<<8 | uint64(hostBytes[q[2]])<<16 | uint64(hostBytes[q[3]])<<24 |
			uint64(hostBytes[q[4]])<<32 | uint64(hostBytes[q[5]])<<40 | uint64(hostBytes[q[6]])<<48 | uint64(hostBytes[q[7]])<<56
		n, d := w>>1&ones, w>>2&ones // the low bit of byte k: byte k is '.' or '-', or '.'
		stop := w & (hostStop * ones)
		if stop != 0 {
			k := uint(bits.TrailingZeros64(stop)) // 8 × the index of the byte that ends the host
			if w>>k&hostBad != 0 {
				return e, false
			}
			n, d = n&(1<<k-1), d&(1<<k-1)
			top = lastLabel(top, e, d)
			n, d = n|1<<k, d|1<<k // the '.' after the host
			bad |= d&(n<<8|sep) | n&(d<<8|dot)
			e += int(k >> 3)
			break
		}
		bad |= d&(n<<8|sep) | n&(d<<8|dot)
		sep, dot = n>>56, d>>56
		top = lastLabel(top, e, d)
		e += 8
	}
	if bad != 0 || e-a > 63 && (e-a > 253 || !labelsFit(s[a:e])) || !isAlpha(s[top]) {
		return e, false
	}
	return e, true
}

// lastLabel returns where the last label starts after a step of
// hostEnd at e, whose dots are d (the low bit of each byte that is one),
// given top before it: after the last dot if there is one, else top.
// It selects with a mask, not a branch, which a host's dots would make
// hard to predict.
func lastLabel(top, e int, d uint64) int {
	next := e + (bits.Len64(d)+7)>>3
	some := -int((d | -d) >> 63) // all ones if d != 0
	return top&^some | next&some
}

// labelsFit reports whether every label of the DNS name h is at most 63
// bytes long.
func labelsFit(h string) bool {
	n := 0
	for i := 0; i < len(h); i++ {
		if h[i] == '.' {
			n = 0
		} else if n++; n > 63 {
			return false
		}
	}
	return true
}

// plainTail reports whether every byte of tail, the rest of a URL after
// its authority, is plain both in a path and in a query: then it is a
// path without query or fragment, with nothing for a closer look ('%',
// ':', '?', '&', '#'), as in most URLs. One pass of class tests without a
// branch but the loop's.
func plainTail(tail string, t *[256]uint8) bool {
	acc := bitPathPlain | bitQueryPlain
	n := len(tail)
	if n < 8 {
		for i := 0; i < n; i++ {
			acc &= t[tail[i]]
		}
		return acc == bitPathPlain|bitQueryPlain
	}
	// Eight bytes a step, the last eight ending the string (they may
	// overlap bytes read already).
	for i := 0; i < n-8; i += 8 {
		q := tail[i : i+8]
		acc &= t[q[0]] & t[q[1]] & t[q[2]] & t[q[3]] & t[q[4]] & t[q[5]] & t[q[6]] & t[q[7]]
	}
	q := tail[n-8:]
	acc &= t[q[0]] & t[q[1]] & t[q[2]] & t[q[3]] & t[q[4]] & t[q[5]] & t[q[6]] & t[q[7]]
	return acc == bitPathPlain|bitQueryPlain
}

// quickQuery is quickValid for the query that starts at s[i]. A second
// '?' may be meant as '&', and an '&' before 'a' or '#' or at the end may
// be an HTML entity ("&amp;", "&#38;"): those are left to the full check.
func quickQuery(s string, i int, t *[256]uint8) bool {
	for {
		for i+4 <= len(s) {
			if q := s[i : i+4]; t[q[0]]&t[q[1]]&t[q[2]]&t[q[3]]&bitQueryPlain == 0 {
				break
			}
			i += 4
		}
		for i < len(s) && t[s[i]]&bitQueryPlain != 0 {
			i++
		}
		if i >= len(s) {
			return true
		}
		switch s[i] {
		case '&':
			if i+1 == len(s) || s[i+1]|0x20 == 'a' || s[i+1] == '#' {
				return false
			}
		case '%':
			if !escapeAt(s, i) {
				return false
			}
			i += 2
		case '#':
			return quickFragment(s, i+1, t)
		default:
			return false
		}
		i++
	}
}

// quickFragment is quickValid for the fragment that starts at s[i].
func quickFragment(s string, i int, t *[256]uint8) bool {
	for {
		for i+4 <= len(s) {
			if q := s[i : i+4]; t[q[0]]&t[q[1]]&t[q[2]]&t[q[3]]&bitFragment == 0 {
				break
			}
			i += 4
		}
		for i < len(s) && t[s[i]]&bitFragment != 0 {
			i++
		}
		if i >= len(s) {
			return true
		}
		if s[i] != '%' || !escapeAt(s, i) {
			return false
		}
		i += 3
	}
}

// escapeAt reports whether a percent-encoded byte starts at s[i].
func escapeAt(s string, i int) bool {
	return i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2])
}
