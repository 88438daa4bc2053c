// Package ownscheme serves TLS: a URL of a request's own host written
// with "http" sends a client that came over HTTPS to plain HTTP.
package ownscheme

import (
	"fmt"
	"net/http"
	"net/url"
)

func Serve(h http.Handler) error {
	return http.ListenAndServeTLS(":8443", "cert.pem", "key.pem", h)
}

func playlist(w http.ResponseWriter, r *http.Request) {
	base := fmt.Sprintf("http://%v", r.Host) // want `"http://%v" of r.Host writes the scheme "http" for the server's own URL`
	fmt.Fprintln(w, base+"/segments/1.ts")
}

func callback(w http.ResponseWriter, r *http.Request) {
	http.Redirect(w, r, "http://"+r.Host+"/login", http.StatusFound) // want `"http://" \+ r.Host writes the scheme "http" for the server's own URL`
}

func self(w http.ResponseWriter, r *http.Request) {
	u := url.URL{Scheme: "http", Host: r.Host, Path: "/x"} // want `url.URL\{Scheme: "http", Host: ...Host\} writes the scheme`
	fmt.Fprintln(w, u.String())
}

// The look-alikes: a scheme chosen by r.TLS, a link to another host, and
// "https" written for the request's host.
func chosen(w http.ResponseWriter, r *http.Request) {
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	fmt.Fprintln(w, scheme+"://"+r.Host+"/x")
	fmt.Fprintln(w, "http://"+r.Host+"/y") // the handler reads r.TLS: its choice
}

func other(w http.ResponseWriter, r *http.Request, mirror string) {
	fmt.Fprintln(w, "http://"+mirror+"/x", "https://"+r.Host+"/x")
}

func init() {
	http.HandleFunc("/playlist", playlist)
	http.HandleFunc("/callback", callback)
	http.HandleFunc("/self", self)
	http.HandleFunc("/chosen", chosen)
}
