package unescaped

import (
	"database/sql"
	"net/http"
)

// A column that may be NULL, read into a sql.NullString: what its text
// is, the name of the field holding it says, not the wrapper's String.
type article struct {
	Slug  sql.NullString
	Title sql.NullString
	Note  sql.NullString
}

func articlePage(base string, a *article) (*http.Response, error) {
	return http.Get(base + "/articles/" + a.Slug.String)
}

// Look-alikes: a title is free text, a note text of no kind.
func articleSearch(base string, a *article) (*http.Response, error) {
	return http.Get(base + "/search?title=" + a.Title.String) // want `a\.Title\.String, free text, is written unescaped into the query value`
}

func articleNote(base string, a *article) (*http.Response, error) {
	return http.Get(base + "/notes/" + a.Note.String) // want `a\.Note\.String, a string, is written unescaped into the path`
}
