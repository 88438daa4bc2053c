package unescaped

import (
	"net/http"
	"net/url"
)

// Redirects written by hand: the Location header takes the reference as
// it is.

// case: unescaped-input bug location-next
// requireLogin sends a visitor to the login page, back to where they were.
func requireLogin(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Location", "/login?next="+r.URL.Query().Get("return_to")) // want `unescaped|QueryEscape`
	w.WriteHeader(http.StatusSeeOther)
}

// case: unescaped-input valid location-next-escaped
func requireLoginEscaped(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Location", "/login?next="+url.QueryEscape(r.URL.RequestURI()))
	w.WriteHeader(http.StatusSeeOther)
}

// endcase
