// Package zones imports neither regexp nor a table of its own: the
// validators it calls are another package's.
package zones

import (
	"net/http"

	"validators/tables"
)

func pick(w http.ResponseWriter, r *http.Request) {
	z, p := r.FormValue("zone"), r.FormValue("pkg")
	if tables.IsZone(z) {
		http.Redirect(w, r, "/zones/"+z, http.StatusFound)
	}
	if tables.IsStd(p) {
		http.Redirect(w, r, "/std/"+p, http.StatusFound)
	}
	if tables.Describe(z) {
		http.Redirect(w, r, "/about/"+z, http.StatusFound) // want `z, run-time input, is written unescaped into the path`
	}
	http.Redirect(w, r, "/all/"+z, http.StatusFound) // want `z, run-time input, is written unescaped into the path`
}
