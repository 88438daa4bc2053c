package rfc

import "strings"

// A Component is the part of a URL that text stands in, as far as it
// decides which characters the text must escape.
type Component uint8

const (
	NoComponent Component = iota // not known: text that may span components (a base URL, a whole path or query)
	InScheme
	InUserinfo
	InHost
	InPort
	InPath       // within a path, after some of its text: one or more segments
	InQueryKey   // a key of a query of key=value pairs
	InQueryValue // a value of a query of key=value pairs
	InFragment
)

var componentNames = [...]string{
	NoComponent: "", InScheme: "scheme", InUserinfo: "userinfo", InHost: "host", InPort: "port",
	InPath: "path", InQueryKey: "query key", InQueryValue: "query value", InFragment: "fragment",
}

func (c Component) String() string { return componentNames[c] }

// ComponentAt returns the component that text inserted at offset off of
// s stands in, s split as RFC 3986 Appendix B reads it: the text of a
// URL template around a hole. Text at the start of s, at the start of a
// path with nothing before it in the path, or making up a whole query
// alone, is NoComponent: it may hold delimiters on purpose.
func ComponentAt(s string, off int) Component {
	if off <= 0 || off > len(s) {
		return NoComponent
	}
	var p parts
	split(s, splitRFC3986, &p)
	// Text at the end of a host or port that is not empty may as well
	// be a port or a path after it.
	in := func(sp span) bool { return sp.ok && sp.start <= off && (off < sp.end || off == sp.start) }
	last := func(sp span) bool { return sp.ok && sp.start <= off && off <= sp.end }
	switch {
	case in(p.scheme) && off < p.scheme.end:
		return InScheme
	case last(p.userinfo):
		return InUserinfo
	case in(p.host):
		return InHost
	case in(p.port):
		return InPort
	case last(p.path):
		if strings.IndexByte(s[p.path.start:off], '/') < 0 {
			return NoComponent // a whole path, a base URL's, or a scheme's end ("http" + rest)
		}
		return InPath
	case last(p.query):
		q := s[p.query.start:off]
		if i := strings.LastIndexAny(q, "&;"); i >= 0 {
			q = q[i+1:]
		}
		if strings.IndexByte(q, '=') >= 0 {
			return InQueryValue
		}
		// A key, unless the text after it up to the next pair shows
		// no '=': then it may be a whole query ("?" + rawQuery).
		rest := s[off:p.query.end]
		if i := strings.IndexAny(rest, "&;"); i >= 0 {
			rest = rest[:i]
		}
		if strings.IndexByte(rest, '=') < 0 {
			return NoComponent
		}
		return InQueryKey
	case last(p.fragment):
		return InFragment
	}
	return NoComponent
}
