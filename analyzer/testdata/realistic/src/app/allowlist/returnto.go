package allowlist

import (
	"net/http"
	"net/url"
	"strings"
)

// partnerHosts are the partner sites a sign-out may return to.
var partnerHosts = map[string]bool{"partner.example.com": true, "shop.example.org": true}

// case: allowlist bug return-to-local-then-partner
func (s *Server) signOut(w http.ResponseWriter, r *http.Request) {
	returnTo := r.FormValue("return_to")
	if strings.HasPrefix(returnTo, "/") { // want `leading '/' alone`
		http.Redirect(w, r, returnTo, http.StatusSeeOther)
		return
	}
	u, err := url.Parse(returnTo)
	if err != nil || u.Scheme != "https" || !partnerHosts[u.Hostname()] {
		http.Redirect(w, r, "/", http.StatusSeeOther)
		return
	}
	http.Redirect(w, r, u.String(), http.StatusSeeOther)
}

// case: allowlist valid return-to-parsed-before-local
func (s *Server) signOutChecked(w http.ResponseWriter, r *http.Request) {
	returnTo := r.FormValue("return_to")
	u, err := url.Parse(returnTo)
	if err != nil || u.Host != "" && (u.Scheme != "https" || !partnerHosts[u.Hostname()]) {
		http.Redirect(w, r, "/", http.StatusSeeOther)
		return
	}
	if strings.HasPrefix(returnTo, "/") {
		http.Redirect(w, r, returnTo, http.StatusSeeOther)
		return
	}
	http.Redirect(w, r, u.String(), http.StatusSeeOther)
}

// case: allowlist bug continue-byte-check
func isRelativeContinue(path string) bool {
	return len(path) > 1 && path[0] == '/' && path[1] != '/' // want `a second '/' but not '\\'`
}

func (s *Server) resume(w http.ResponseWriter, r *http.Request) {
	cont := r.URL.Query().Get("continue")
	if !isRelativeContinue(cont) {
		cont = "/home"
	}
	http.Redirect(w, r, cont, http.StatusFound)
}

// case: allowlist valid continue-byte-check-backslash
func isRelativeContinueSafe(path string) bool {
	return len(path) > 1 && path[0] == '/' && path[1] != '/' && path[1] != '\\'
}

func (s *Server) resumeSafe(w http.ResponseWriter, r *http.Request) {
	cont := r.URL.Query().Get("continue")
	if !isRelativeContinueSafe(cont) {
		cont = "/home"
	}
	http.Redirect(w, r, cont, http.StatusFound)
}

// endcase
