// Package plain serves no TLS itself: a URL of a request's own host with
// "http" is wrong behind a proxy that terminates TLS (a warning), and
// wrong for the requests a handler that reads the forwarded protocol
// expects to come over HTTPS.
package plain

import (
	"fmt"
	"net/http"
)

func playlist(w http.ResponseWriter, r *http.Request) {
	fmt.Fprintln(w, fmt.Sprintf("http://%s/segments/", r.Host)) // want `^warning: "http://%s/segments/" of r.Host writes the scheme "http"`
}

type completing struct{ next http.Handler }

func (c completing) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	req.URL.Host = req.Host
	req.URL.Scheme = "http" // want `^req.URL.Scheme = "http" writes the scheme "http" for the server's own URL`
	if p := req.Header.Get("X-Forwarded-Proto"); p != "" {
		req.URL.Scheme = p
	}
	c.next.ServeHTTP(w, req)
}

type tlsAware struct{ next http.Handler }

func (c tlsAware) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	req.URL.Host = req.Host
	req.URL.Scheme = "http"
	if req.TLS != nil {
		req.URL.Scheme = "https"
	}
	c.next.ServeHTTP(w, req)
}

func init() {
	http.HandleFunc("/playlist", playlist)
}
