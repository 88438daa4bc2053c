package unescaped

import (
	"fmt"
	"net/http"
	"net/url"
)

// A whole URL's text in a query value: its own '&', '#' and '?' end the
// value early (the portal's ?rd= loses the target's query).
func loginRedirect(w http.ResponseWriter, r *http.Request, portal string, target *url.URL) {
	http.Redirect(w, r, fmt.Sprintf("%s?rd=%s", portal, target.String()), http.StatusFound) // want `http\.Redirect: target\.String\(\), free text, is written unescaped into the query value`
	back := r.URL.RequestURI()
	http.Redirect(w, r, "/login?next="+back, http.StatusFound) // want `http\.Redirect: back, free text, is written unescaped into the query value`
}

// Look-alikes: escaped, a URL's host or path alone, a URL's text after
// the base's path.
func loginRedirectOK(w http.ResponseWriter, r *http.Request, portal string, target *url.URL) {
	http.Redirect(w, r, fmt.Sprintf("%s?rd=%s", portal, url.QueryEscape(target.String())), http.StatusFound)
	http.Redirect(w, r, portal+"?host="+target.Host, http.StatusFound)
	http.Redirect(w, r, portal+target.String(), http.StatusFound)
}
