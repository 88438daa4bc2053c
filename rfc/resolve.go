package rfc

import (
	"errors"
	"strings"
)

// Errors returned by Resolve.
var (
	ErrRelativeBase = errors.New("base is not an absolute URI: it has no scheme")
	ErrBadScheme    = errors.New("text before the first ':' is neither a scheme nor allowed in a relative reference")
)

// Resolve resolves the reference ref against base under profile p:
//
//   - RFC3986: RFC 3986 §5.2, with remove_dot_segments (§5.2.4) applied to
//     every path, so "../../../g" against "http://a/b/c/d;p?q" gives
//     "http://a/g".
//   - RFC2396: RFC 2396 §5.2, where only relative paths lose their dot
//     segments, ".." above the root is kept ("http://a/../g"), "?y" and
//     ";x" replace the last segment, and an empty reference (or a lone
//     fragment) is the current document: the base without its fragment.
//   - RFC1738: RFC 1808 §4, where "?y" and ";x" keep the base path, and an
//     empty reference is the whole base, fragment included.
//
// Under RFC 3986 the base path loses its dot segments first, as §5.2.1
// allows, so that resolving a result again gives the same result.
//
// The base must have a scheme. Under RFC 3986 and RFC 2396, a reference
// whose text before its first ':' (and before any '/', '?' or '#') is not a
// scheme is not a reference at all, and Resolve returns ErrBadScheme.
//
// When the result has no authority but its path starts with "//" (".//g"
// against "f:/a"), Resolve writes the path as "/.//g", because "f://g" would
// read "g" as an authority (RFC 3986 §3.3 forbids such a path).
func Resolve(base, ref string, p Profile) (string, error) {
	m := splitRFC3986
	if p == RFC1738 {
		m = splitRFC1808
	}
	var bp, rp parts
	split(base, m, &bp)
	switch {
	case !schemeAllowed(base, &bp, p):
		return "", ErrBadScheme
	case !bp.scheme.ok:
		return "", ErrRelativeBase
	}
	split(ref, m, &rp)
	if !schemeAllowed(ref, &rp, p) {
		return "", ErrBadScheme
	}
	b, r := bp.text(base), rp.text(ref)
	switch p {
	case RFC2396:
		return resolve2396(b, r), nil
	case RFC1738:
		return resolve1808(b, r), nil
	}
	if strings.HasPrefix(b.path.s, ".") || strings.Contains(b.path.s, "/.") {
		// RFC 3986 §5.2.1 allows normalizing the base (§6.2.2.3): without
		// it, "#s" against "f:." would give "f:.#s", which itself resolves
		// to "f:#s", and a base ending in "/.." would merge into the
		// wrong directory.
		b.path.s = string(removeDotSegments([]byte(b.path.s)))
	}
	return resolve3986(b, r), nil
}

// schemeAllowed reports whether the scheme split found in s, or its
// absence, leaves s a reference under profile p: under RFC 3986 and RFC
// 2396 the text before a first ':' is a valid scheme, or there is no ':'
// to read as one (an empty scheme, ":x", is neither). RFC 1808's split
// finds only names of scheme characters.
func schemeAllowed(s string, sp *parts, p Profile) bool {
	if p == RFC1738 {
		return true
	}
	if sp.scheme.ok {
		return validScheme(s[sp.scheme.start:sp.scheme.end], p)
	}
	return !strings.HasPrefix(s, ":")
}

// A reference holds the text of the parts of a split reference, which
// Resolve combines: its result takes some parts from the base and some
// from the reference.
type reference struct {
	scheme, authority, path, params, query, fragment component
}

// A component is the text of a possibly absent part.
type component struct {
	s  string
	ok bool
}

// text returns the text of the parts of s.
func (p *parts) text(s string) reference {
	return reference{
		scheme:    p.scheme.of(s),
		authority: p.authority.of(s),
		path:      p.path.of(s),
		params:    p.params.of(s),
		query:     p.query.of(s),
		fragment:  p.fragment.of(s),
	}
}

// of returns the text of sp in s, as a component.
func (sp span) of(s string) component {
	if !sp.ok {
		return component{}
	}
	return component{s[sp.start:sp.end], true}
}

// resolve3986 is RFC 3986 §5.2.2 (strict: a scheme in the reference is
// never dropped), with §5.2.3 merge and §5.2.4 remove_dot_segments.
func resolve3986(b, r reference) string {
	var t reference
	var path, prefix string // prefix is the merged base directory, if any
	switch {
	case r.scheme.ok:
		t.scheme, t.authority, path, t.query = r.scheme, r.authority, r.path.s, r.query
	case r.authority.ok:
		t.scheme, t.authority, path, t.query = b.scheme, r.authority, r.path.s, r.query
	default:
		t.scheme, t.authority = b.scheme, b.authority
		switch {
		case r.path.s == "":
			t.path = b.path
			t.query = b.query
			if r.query.ok {
				t.query = r.query
			}
			t.fragment = r.fragment
			return t.String(nil)
		case r.path.s[0] == '/':
			path = r.path.s
		default:
			prefix = mergeDir(b)
			path = r.path.s
		}
		t.query = r.query
	}
	t.fragment = r.fragment
	buf := make([]byte, 0, len(prefix)+len(path))
	buf = append(append(buf, prefix...), path...)
	return t.String(removeDotSegments(buf))
}

// mergeDir returns the part of the base path that RFC 3986 §5.2.3 (and
// RFC 2396 §5.2 step 6a, RFC 1808 §4 step 6) keeps before a relative path:
// everything up to and including the last '/', or "/" when the base has an
// authority and an empty path.
func mergeDir(b reference) string {
	if b.authority.ok && b.path.s == "" {
		return "/"
	}
	return b.path.s[:strings.LastIndexByte(b.path.s, '/')+1]
}

// removeDotSegments is RFC 3986 §5.2.4, done in place on path: the output
// buffer is path[:w], the input buffer in, a suffix of path. It follows the
// text as written, so a rootless path can come out rooted ("a/../b" gives
// "/b").
func removeDotSegments(path []byte) []byte {
	w := 0
	in := path
	for len(in) > 0 {
		switch {
		case bytesHasPrefix(in, "../"):
			in = in[3:]
		case bytesHasPrefix(in, "./"):
			in = in[2:]
		case bytesHasPrefix(in, "/./"):
			in = in[2:]
		case string(in) == "/.":
			in[1] = '/'
			in = in[1:]
		case bytesHasPrefix(in, "/../"):
			in = in[3:]
			w = dropLastSegment(path[:w])
		case string(in) == "/..":
			in[2] = '/'
			in = in[2:]
			w = dropLastSegment(path[:w])
		case string(in) == "." || string(in) == "..":
			in = nil
		default:
			n := 1
			if in[0] != '/' {
				n = 0
			}
			for n < len(in) && in[n] != '/' {
				n++
			}
			// w never passes the start of in: copy is safe even in place.
			w += copy(path[w:], in[:n])
			in = in[n:]
		}
	}
	return path[:w]
}

// dropLastSegment returns the length of out once its last segment and the '/'
// before it (if any) are removed.
func dropLastSegment(out []byte) int {
	for i := len(out) - 1; i >= 0; i-- {
		if out[i] == '/' {
			return i
		}
	}
	return 0
}

func bytesHasPrefix(b []byte, p string) bool { return len(b) >= len(p) && string(b[:len(p)]) == p }

// resolve2396 is RFC 2396 §5.2.
func resolve2396(b, r reference) string {
	var t reference
	switch {
	case r.path.s == "" && !r.scheme.ok && !r.authority.ok && !r.query.ok:
		// Step 2: the current document.
		t = b
		t.fragment = r.fragment
		return t.String(nil)
	case r.scheme.ok:
		return r.String(nil)
	case r.authority.ok:
		t = r
		t.scheme = b.scheme
		return t.String(nil)
	case strings.HasPrefix(r.path.s, "/"):
		t = r
		t.scheme, t.authority = b.scheme, b.authority
		return t.String(nil)
	}
	t = r
	t.scheme, t.authority = b.scheme, b.authority
	var buf [128]byte
	return t.String(relativeDots(buf[:], mergeDir(b), r.path.s))
}

// resolve1808 is RFC 1808 §4.
func resolve1808(b, r reference) string {
	if r == (reference{path: component{"", true}}) {
		return b.String(nil) // step 2b: the whole base, fragment included
	}
	if r.scheme.ok {
		return r.String(nil) // step 2c
	}
	t := r
	t.scheme = b.scheme
	if r.authority.s != "" { // step 3 tests for a non-empty net_loc
		return t.String(nil)
	}
	t.authority = b.authority
	switch {
	case strings.HasPrefix(r.path.s, "/"): // step 4
		return t.String(nil)
	case r.path.s == "": // step 5
		t.path = b.path
		if r.params.s == "" {
			t.params = b.params
			if r.query.s == "" {
				t.query = b.query
			}
		}
		return t.String(nil)
	}
	var buf [128]byte
	return t.String(relativeDots(buf[:], mergeDir(b), r.path.s)) // step 6
}

// relativeDots applies RFC 2396 §5.2 steps 6c–6f (RFC 1808 §4 steps
// 6a–6d) to dir+path: "." segments go, and each "<segment>/.." whose
// segment is not ".." goes, leftmost first. A ".." with nothing left to
// remove stays (step 6g keeps it: "http://a/../g"). The result is written
// in buf when it fits.
func relativeDots(buf []byte, dir, path string) []byte {
	full := append(append(buf[:0], dir...), path...)
	// The output is a prefix of full: segments are copied down in place.
	// starts records where each kept segment begins in the output.
	var startsBuf [16]int
	starts := startsBuf[:0]
	w, i := 0, 0
	if len(full) > 0 && full[0] == '/' {
		w, i = 1, 1
	}
	for i <= len(full) {
		j := i
		for j < len(full) && full[j] != '/' {
			j++
		}
		seg := full[i:j]
		last := j == len(full)
		switch {
		case string(seg) == ".":
			// Step 6c/6d: drop it (a final "." leaves the '/' before it).
		case string(seg) == ".." && len(starts) > 0 && !isDotDot(full, starts[len(starts)-1], w):
			w = starts[len(starts)-1]
			starts = starts[:len(starts)-1]
		default:
			starts = append(starts, w)
			w += copy(full[w:], seg)
			if !last {
				full[w] = '/'
				w++
			}
		}
		i = j + 1
	}
	return full[:w]
}

// isDotDot reports whether the segment written at full[start:w] (with its
// trailing '/') is "..".
func isDotDot(full []byte, start, w int) bool {
	seg := full[start:w]
	if len(seg) > 0 && seg[len(seg)-1] == '/' {
		seg = seg[:len(seg)-1]
	}
	return string(seg) == ".."
}

// String recomposes t (RFC 3986 §5.3); path, when not nil, replaces
// t.path. A path without authority that starts with "//" is written "/.//".
func (t reference) String(path []byte) string {
	if path == nil {
		path = []byte(t.path.s) // does not escape: no allocation for short paths
	}
	var sb strings.Builder
	sb.Grow(len(t.scheme.s) + len(t.authority.s) + len(path) + len(t.params.s) + len(t.query.s) + len(t.fragment.s) + 8)
	if t.scheme.ok {
		sb.WriteString(t.scheme.s)
		sb.WriteByte(':')
	}
	if t.authority.ok {
		sb.WriteString("//")
		sb.WriteString(t.authority.s)
	} else if len(path) >= 2 && path[0] == '/' && path[1] == '/' {
		sb.WriteString("/.")
	}
	sb.Write(path)
	if t.params.ok {
		sb.WriteByte(';')
		sb.WriteString(t.params.s)
	}
	if t.query.ok {
		sb.WriteByte('?')
		sb.WriteString(t.query.s)
	}
	if t.fragment.ok {
		sb.WriteByte('#')
		sb.WriteString(t.fragment.s)
	}
	return sb.String()
}
