// Package goquery is a stub of the HTML query library.
package goquery

// A Selection is a set of nodes of a parsed HTML document.
type Selection struct{ attrs map[string]string }

func (s *Selection) Attr(name string) (string, bool) {
	v, ok := s.attrs[name]
	return v, ok
}
