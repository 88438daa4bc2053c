package hostname

import (
	"net/http"

	"github.com/gorilla/handlers"
)

type discovery struct{ insecure bool }

// Behind handlers.ProxyHeaders, r.URL.Scheme holds what X-Forwarded-Proto
// names.
func (d *discovery) routes(mux *http.ServeMux) {
	mux.Handle("/.well-known/config", handlers.ProxyHeaders(http.HandlerFunc(d.config)))
	mux.Handle("/keys", http.HandlerFunc(d.keys))
	mux.Handle("/status", handlers.ProxyHeaders(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Scheme == "https" {
			w.WriteHeader(http.StatusOK)
		}
	})))
}

func (d *discovery) config(w http.ResponseWriter, r *http.Request) {
	scheme := "https"
	if d.insecure && r.TLS == nil && r.URL.Scheme != "https" {
		scheme = "http"
	}
	_, _ = w.Write([]byte(scheme + "://" + r.Host + "/keys"))
}

// Not wrapped: the field is empty. And the wrapper writes no URL.Host.
func (d *discovery) keys(w http.ResponseWriter, r *http.Request) {
	if r.URL.Scheme == "https" { // want `r\.URL\.Scheme is empty in a server's handler`
		w.Header().Set("Strict-Transport-Security", "max-age=63072000")
	}
}

func (d *discovery) hostOf(w http.ResponseWriter, r *http.Request) {
	_, _ = w.Write([]byte(r.URL.Host)) // want `r\.URL\.Host is empty in a server's handler`
}

func (d *discovery) wrapHost() http.Handler {
	return handlers.ProxyHeaders(http.HandlerFunc(d.hostOf))
}
