// Package hostnamerouter serves a whole router behind
// handlers.ProxyHeaders: any of its handlers may read the scheme a proxy
// named in r.URL.Scheme.
package hostnamerouter

import (
	"net/http"

	"github.com/gorilla/handlers"
)

func serve(addr string) error {
	mux := http.NewServeMux()
	mux.HandleFunc("/login", login)
	return http.ListenAndServe(addr, handlers.ProxyHeaders(mux))
}

func login(w http.ResponseWriter, r *http.Request) {
	secure := r.TLS != nil || r.URL.Scheme == "https"
	http.SetCookie(w, &http.Cookie{Name: "session", Value: "x", Secure: secure})
	if r.URL.User != nil { // want `r\.URL\.User is nil in a server's handler`
		http.Error(w, "no credentials in the URL", http.StatusBadRequest)
	}
}
