// Package allowlistbytes tests redirect targets byte by byte and imports
// neither strings nor regexp.
package allowlistbytes

import "net/http"

// sameSite keeps the target on the site, it thinks: "/\attacker.test/"
// passes.
func sameSite(target string) bool {
	return len(target) >= 2 && target[0] == '/' && target[1] != '/' // want `a second '/' but not '\\': "/\\\\attacker.test/" passes`
}

// Continue sends the user on after a form.
func Continue(w http.ResponseWriter, r *http.Request) {
	if to := r.FormValue("to"); sameSite(to) {
		http.Redirect(w, r, to, http.StatusFound)
		return
	}
	http.Redirect(w, r, "/", http.StatusFound)
}

// sameSiteSafe refuses a second '\' too.
func sameSiteSafe(target string) bool {
	return len(target) >= 2 && target[0] == '/' && target[1] != '/' && target[1] != '\\'
}

// ContinueSafe sends the user on after a form.
func ContinueSafe(w http.ResponseWriter, r *http.Request) {
	if to := r.FormValue("to"); sameSiteSafe(to) {
		http.Redirect(w, r, to, http.StatusFound)
		return
	}
	http.Redirect(w, r, "/", http.StatusFound)
}
