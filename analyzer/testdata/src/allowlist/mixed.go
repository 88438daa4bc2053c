package allowlist

import (
	"net/http"
	"net/url"
	"strings"
)

// allowedHosts are the hosts a redirect may leave the site for.
var allowedHosts = map[string]bool{"example.com": true}

// MixedRedirect keeps a local target local, it thinks, and checks the
// host of any other: the first redirect is guarded by the '/' test alone.
func MixedRedirect(w http.ResponseWriter, r *http.Request) {
	dest := r.FormValue("dest")
	if strings.HasPrefix(dest, "/") { // want `a redirect target checked for a leading '/' alone: "//attacker.test/" passes`
		http.Redirect(w, r, dest, http.StatusFound)
		return
	}
	u, err := url.Parse(dest)
	if err != nil || !allowedHosts[u.Hostname()] {
		http.Error(w, "forbidden", http.StatusForbidden)
		return
	}
	http.Redirect(w, r, u.String(), http.StatusFound)
}

// MixedRedirectChecked checks the host of every target before the local
// test: a target that names a host is refused unless allowed.
func MixedRedirectChecked(w http.ResponseWriter, r *http.Request) {
	dest := r.FormValue("dest")
	u, err := url.Parse(dest)
	if err != nil || u.Host != "" && !allowedHosts[u.Hostname()] {
		http.Error(w, "forbidden", http.StatusForbidden)
		return
	}
	if strings.HasPrefix(dest, "/") {
		http.Redirect(w, r, dest, http.StatusFound)
		return
	}
	http.Redirect(w, r, u.String(), http.StatusFound)
}

// MixedRedirectSafeLocal refuses "//" and "/\" in the local branch.
func MixedRedirectSafeLocal(w http.ResponseWriter, r *http.Request) {
	dest := r.FormValue("dest")
	if strings.HasPrefix(dest, "/") && !strings.HasPrefix(dest, "//") && !strings.HasPrefix(dest, "/\\") {
		http.Redirect(w, r, dest, http.StatusFound)
		return
	}
	u, err := url.Parse(dest)
	if err != nil || !allowedHosts[u.Hostname()] {
		http.Error(w, "forbidden", http.StatusForbidden)
		return
	}
	http.Redirect(w, r, u.String(), http.StatusFound)
}

// MixedRedirectParsedFirst reads the host inside the local branch before
// it redirects.
func MixedRedirectParsedFirst(w http.ResponseWriter, r *http.Request) {
	dest := r.FormValue("dest")
	if strings.HasPrefix(dest, "/") {
		if u, err := url.Parse(dest); err != nil || u.Host != "" {
			http.Error(w, "forbidden", http.StatusForbidden)
			return
		}
		http.Redirect(w, r, dest, http.StatusFound)
		return
	}
	u, err := url.Parse(dest)
	if err != nil || !allowedHosts[u.Hostname()] {
		http.Error(w, "forbidden", http.StatusForbidden)
		return
	}
	http.Redirect(w, r, u.String(), http.StatusFound)
}
