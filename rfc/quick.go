package rfc

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
func quickValid(s string, opts Options) bool {
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
		for i < len(s) && t[s[i]]&bitScheme != 0 {
			i++
		}
		if i == 0 || !isAlpha(s[0]) || len(s) < i+3 || s[i] != ':' || s[i+1] != '/' || s[i+2] != '/' {
			return false
		}
		w, _ := schemeWord(s[:i])
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
	e, ls := a, a
host:
	for {
		for e < len(s) && authBytes[s[e]] == authAlnum {
			e++
		}
		if e == len(s) {
			break
		}
		switch authBytes[s[e]] {
		case authHyphen:
			if e == ls {
				return false
			}
		case authDot:
			if e == ls || e-ls > 63 || s[e-1] == '-' {
				return false
			}
			ls = e + 1
		case authEnd, delimColon:
			break host
		default:
			return false
		}
		e++
	}
	if e-a > 253 || ls == e || e-ls > 63 || s[e-1] == '-' || !isAlpha(s[ls]) {
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
	if e+1 < len(s) && s[e] == '/' && s[e+1] == '/' {
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
