package allowlist

import (
	"net/http"
	"net/url"
	"os"
)

// isLocalTarget tests the target byte by byte: '/' then not '/', and
// "/\attacker.test/" passes, which a browser reads as //attacker.test/.
func isLocalTarget(s string) bool {
	return len(s) > 1 && s[0] == '/' && s[1] != '/' // want `a redirect target checked for a leading '/' and a second '/' but not '\\': "/\\\\attacker.test/" passes, which a browser follows to attacker.test`
}

// ByteLocal redirects to what the helper keeps local, it thinks.
func ByteLocal(w http.ResponseWriter, r *http.Request) {
	next := r.FormValue("next")
	if !isLocalTarget(next) {
		next = "/"
	}
	http.Redirect(w, r, next, http.StatusFound)
}

// ByteFirstOnly tests the first byte alone.
func ByteFirstOnly(w http.ResponseWriter, r *http.Request) {
	next := r.FormValue("next")
	if len(next) > 0 && next[0] == '/' { // want `a redirect target checked for a leading '/' alone: "//attacker.test/" passes`
		http.Redirect(w, r, next, http.StatusFound)
	}
}

// ByteRefused refuses what fails, in the negated form.
func ByteRefused(w http.ResponseWriter, r *http.Request) {
	next := r.FormValue("next")
	if len(next) < 2 || next[0] != '/' || next[1] == '/' { // want `a second '/' but not '\\': "/\\\\attacker.test/" passes`
		next = "/"
	}
	http.Redirect(w, r, next, http.StatusFound)
}

// isSafeLocalTarget refuses a second '/' and a second '\'.
func isSafeLocalTarget(s string) bool {
	return len(s) > 1 && s[0] == '/' && s[1] != '/' && s[1] != '\\'
}

// ByteSafeLocal redirects to what the helper keeps local.
func ByteSafeLocal(w http.ResponseWriter, r *http.Request) {
	next := r.FormValue("next")
	if !isSafeLocalTarget(next) {
		next = "/"
	}
	http.Redirect(w, r, next, http.StatusFound)
}

// ByteParsed reads the host of the target before it redirects.
func ByteParsed(w http.ResponseWriter, r *http.Request) {
	next := r.FormValue("next")
	u, err := url.Parse(next)
	if err != nil || u.Host != "" {
		next = "/"
	}
	if len(next) > 1 && next[0] == '/' && next[1] != '/' {
		http.Redirect(w, r, next, http.StatusFound)
	}
}

// BytePath tests a path that no redirect takes.
func BytePath(w http.ResponseWriter, r *http.Request) {
	p := r.FormValue("path")
	if len(p) > 1 && p[0] == '/' && p[1] != '/' {
		os.ReadFile(p)
	}
	http.Redirect(w, r, "/done", http.StatusFound)
}
