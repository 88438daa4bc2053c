package unescaped

import (
	"fmt"
	"net/http"
)

// A helper that formats a query parameter into a URL: what its verb
// writes for a call is the value that call passes, whose name may say
// what it is where the helper's parameter (value) does not. An
// identifier passed for it is quiet; a string of no known kind passed
// to the same shape of helper is reported.
type pages struct{}

func (pages) withParam(u, key, value string) string {
	return u + fmt.Sprintf("?%s=%s", key, value)
}

func (p pages) toService(w http.ResponseWriter, r *http.Request, serviceID string) {
	current := "/ui/slos"
	current = p.withParam(current, "service", serviceID)
	http.Redirect(w, r, current, http.StatusSeeOther)
}

// The same helper fills a URL that no sink reads (a page's own link).
func (p pages) searchLink(r *http.Request) string {
	return p.withParam("/ui/slos", "q", r.URL.Query().Get("q"))
}

func (pages) withNote(u, key, value string) string {
	return u + fmt.Sprintf("?%s=%s", key, value) // want `value, a string, is written unescaped into the query value`
}

func (p pages) toNote(w http.ResponseWriter, r *http.Request, note string) {
	current := "/ui/notes"
	current = p.withNote(current, "n", note)
	http.Redirect(w, r, current, http.StatusSeeOther)
}

func (p pages) noteLink(r *http.Request) string {
	return p.withNote("/ui/notes", "q", r.URL.Query().Get("q"))
}
