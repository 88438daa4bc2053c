package hostname

import (
	"fmt"
	"net/http"
	"net/url"
)

// ServeTLS serves the dashboard over HTTPS: its handlers' requests come
// over TLS.
func ServeTLS(h http.Handler) error {
	return http.ListenAndServeTLS(":8443", "/etc/dash/tls.crt", "/etc/dash/tls.key", h)
}

// case: hostname bug playlist-own-scheme
func playlistHandler(w http.ResponseWriter, r *http.Request) {
	baseurl := fmt.Sprintf("http://%v", r.Host) // want `writes the scheme "http" for the server's own URL`
	for i := 0; i < 3; i++ {
		fmt.Fprintf(w, "%s/segments/%d.ts\n", baseurl, i)
	}
}

// case: hostname valid playlist-own-scheme-tls
func playlistHandlerTLS(w http.ResponseWriter, r *http.Request) {
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	baseurl := fmt.Sprintf("%s://%v", scheme, r.Host)
	for i := 0; i < 3; i++ {
		fmt.Fprintf(w, "%s/segments/%d.ts\n", baseurl, i)
	}
}

// case: hostname bug callback-own-scheme
func loginHandler(w http.ResponseWriter, r *http.Request) {
	callback := "http://" + r.Host + "/oauth/callback" // want `writes the scheme "http" for the server's own URL`
	http.Redirect(w, r, "https://idp.example.com/authorize?redirect_uri="+url.QueryEscape(callback), http.StatusFound)
}

// case: hostname valid callback-https-own-host
func loginHandlerHTTPS(w http.ResponseWriter, r *http.Request) {
	callback := "https://" + r.Host + "/oauth/callback"
	http.Redirect(w, r, "https://idp.example.com/authorize?redirect_uri="+url.QueryEscape(callback), http.StatusFound)
}

// case: hostname bug completed-url-scheme
type urlCompleter struct{ next http.Handler }

func (c urlCompleter) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	req.URL.Host = req.Host
	req.URL.Scheme = "http" // want `writes the scheme "http" for the server's own URL`
	c.next.ServeHTTP(w, req)
}

// case: hostname valid completed-url-scheme-tls
type tlsURLCompleter struct{ next http.Handler }

func (c tlsURLCompleter) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	req.URL.Host = req.Host
	req.URL.Scheme = "http"
	if req.TLS != nil {
		req.URL.Scheme = "https"
	}
	c.next.ServeHTTP(w, req)
}

// case: hostname bug self-link-literal
func selfLink(w http.ResponseWriter, r *http.Request) {
	u := url.URL{Scheme: "http", Host: r.Host, Path: "/api/v1/items"} // want `writes the scheme "http" for the server's own URL`
	w.Header().Set("Link", "<"+u.String()+">; rel=self")
}

// case: hostname valid upstream-link-literal
func upstreamLink(w http.ResponseWriter, r *http.Request, upstream string) {
	u := url.URL{Scheme: "http", Host: upstream, Path: r.URL.Path}
	w.Header().Set("Link", "<"+u.String()+">; rel=alternate")
}

// endcase

func init() {
	http.HandleFunc("/playlist", playlistHandler)
	http.HandleFunc("/playlist-tls", playlistHandlerTLS)
	http.HandleFunc("/login", loginHandler)
	http.HandleFunc("/login-https", loginHandlerHTTPS)
	http.HandleFunc("/self", selfLink)
	http.Handle("/c/", urlCompleter{})
	http.Handle("/t/", tlsURLCompleter{})
}
