package escaper

import (
	"net/http"
	"net/url"
	"path"
)

// catalog builds the pages of a catalog under a root it is configured
// with.
type catalog struct {
	root string
}

type shelf struct {
	Name string
}

// The root is a field: the element's component is known from path.Join
// alone, which joins path segments.
func (c *catalog) bookPage(s *shelf, title string) string {
	return path.Join(c.root, s.Name, url.QueryEscape(title)) // want `url.QueryEscape in a path: it writes a space as '\+'`
}

func (c *catalog) openBook(w http.ResponseWriter, r *http.Request, s *shelf, title string) {
	http.Redirect(w, r, c.bookPage(s, title), http.StatusSeeOther)
}

// The right escaper of a segment joined the same way.
func (c *catalog) shelfPage(s *shelf) string {
	return path.Join(c.root, "shelves", url.PathEscape(s.Name))
}

func (c *catalog) openShelf(w http.ResponseWriter, r *http.Request, s *shelf) {
	http.Redirect(w, r, c.shelfPage(s), http.StatusSeeOther)
}

// A query built after the join: its value is QueryEscape's.
func (c *catalog) searchShelf(w http.ResponseWriter, r *http.Request, s *shelf, q string) {
	http.Redirect(w, r, path.Join(c.root, s.Name)+"?q="+url.QueryEscape(q), http.StatusSeeOther)
}

// Text escaped for a query and joined to a root with '?' in it is not
// read as a path segment.
func (c *catalog) legacySearch(w http.ResponseWriter, r *http.Request, q string) {
	http.Redirect(w, r, path.Join(c.root, "find?q=", url.QueryEscape(q)), http.StatusSeeOther)
}
