// Package hostname is a service's TLS, discovery and request-handling
// code: places that need a host name alone and get host:port, that split
// host:port by hand, and handlers that read what a server's request URL
// does not hold.
package hostname

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"log"
	"net"
	"net/http"
	"net/http/httputil"
	"net/url"
	"strings"
)

// Endpoint is a configured upstream.
type Endpoint struct {
	URL *url.URL
}

// case: hostname bug tls-server-name
func (e Endpoint) tlsConfig(roots *x509.CertPool) *tls.Config {
	return &tls.Config{RootCAs: roots, ServerName: e.URL.Host} // want `e.URL.Host holds host:port`
}

// case: hostname valid tls-server-name-hostname
func (e Endpoint) tlsConfigSafe(roots *x509.CertPool) *tls.Config {
	return &tls.Config{RootCAs: roots, ServerName: e.URL.Hostname()}
}

// case: hostname bug lookup-host
func (e Endpoint) addrs() ([]string, error) {
	return net.LookupHost(e.URL.Host) // want `net.LookupHost takes a host name alone`
}

// case: hostname valid lookup-hostname
func (e Endpoint) addrsSafe() ([]string, error) {
	return net.LookupHost(e.URL.Hostname())
}

// case: hostname bug resolver-lookup
func resolve(ctx context.Context, u *url.URL) ([]net.IPAddr, error) {
	return net.DefaultResolver.LookupIPAddr(ctx, u.Host) // want `LookupIPAddr takes a host name alone`
}

// case: hostname bug verify-hostname
func pinned(cert *x509.Certificate, u *url.URL) error {
	if err := cert.VerifyHostname(u.Host); err != nil { // want `VerifyHostname takes a host name alone`
		return err
	}
	return nil
}

// case: hostname bug verify-options-dnsname
func verify(cert *x509.Certificate, roots *x509.CertPool, u *url.URL) error {
	_, err := cert.Verify(x509.VerifyOptions{Roots: roots, DNSName: u.Host}) // want `DNSName takes a host name alone`
	return err
}

// case: hostname valid compare-host
func isGitHub(u *url.URL) bool {
	return u.Host == "github.com" // a port makes another origin: equality that fails closed
}

// case: hostname valid compare-host-port
func isLocalAPI(u *url.URL) bool {
	return u.Host == "localhost:8080" || u.Hostname() == "api.example.com"
}

// case: hostname bug split-request-host
func tenant(r *http.Request) string {
	return strings.Split(r.Host, ":")[0] // want `split at a ':' by hand`
}

// case: hostname valid split-host-port
func tenantSafe(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.Host)
	if err != nil {
		return r.Host
	}
	return host
}

// case: hostname bug cut-remote-addr
func clientIP(r *http.Request) string {
	ip, _, _ := strings.Cut(r.RemoteAddr, ":") // want `split at a ':' by hand`
	return ip
}

// case: hostname bug last-index-remote-addr
func rateKey(r *http.Request) string {
	return r.RemoteAddr[:strings.LastIndex(r.RemoteAddr, ":")] // want `split at a ':' by hand`
}

// case: hostname bug split-conn-addr
func peer(c net.Conn) string {
	parts := strings.Split(c.RemoteAddr().String(), ":") // want `split at a ':' by hand`
	return parts[0]
}

// case: hostname valid split-header
func basicUser(r *http.Request) string {
	user, _, _ := strings.Cut(r.Header.Get("X-Basic-Credentials"), ":")
	return user
}

// case: hostname valid split-forwarded-for
func forwardedFor(r *http.Request) string {
	return strings.Split(r.Header.Get("X-Forwarded-For"), ",")[0]
}

// case: hostname bug hsts-scheme
func hsts(w http.ResponseWriter, r *http.Request) {
	if r.URL.Scheme == "https" { // want `Scheme is empty in a server's handler`
		w.Header().Set("Strict-Transport-Security", "max-age=31536000")
	}
}

// case: hostname valid hsts-tls
func hstsSafe(w http.ResponseWriter, r *http.Request) {
	if r.TLS != nil {
		w.Header().Set("Strict-Transport-Security", "max-age=31536000")
	}
}

// case: hostname bug redirect-to-https-middleware
func requireHTTPS(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Scheme != "https" { // want `Scheme is empty in a server's handler`
			http.Redirect(w, r, "https://"+r.Host+r.URL.RequestURI(), http.StatusMovedPermanently)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// case: hostname bug handler-url-host
func vhost(w http.ResponseWriter, r *http.Request) {
	site := r.URL.Host // want `Host is empty in a server's handler`
	log.Printf("request for %s", site)
}

// case: hostname bug handler-url-user
func whoami(w http.ResponseWriter, r *http.Request) {
	if r.URL.User == nil { // want `User is nil in a server's handler`
		http.Error(w, "unauthorized", http.StatusUnauthorized)
	}
}

// case: hostname valid handler-basic-auth
func whoamiSafe(w http.ResponseWriter, r *http.Request) {
	if _, _, ok := r.BasicAuth(); !ok {
		http.Error(w, "unauthorized", http.StatusUnauthorized)
	}
}

// case: hostname valid host-fallback
func vhostSafe(w http.ResponseWriter, r *http.Request) {
	site := r.URL.Host
	if site == "" {
		site = r.Host
	}
	log.Printf("request for %s", site)
}

// case: hostname valid director
func director(target *url.URL) *httputil.ReverseProxy {
	return &httputil.ReverseProxy{Director: func(req *http.Request) {
		req.URL.Scheme = target.Scheme
		req.URL.Host = target.Host
		if req.URL.Scheme == "" {
			req.URL.Scheme = "http"
		}
	}}
}

// case: hostname valid client-request-log
func logOutgoing(req *http.Request) {
	log.Printf("calling %s%s", req.URL.Host, req.URL.Path)
}

// case: hostname valid handler-path
func route(w http.ResponseWriter, r *http.Request) {
	if strings.HasPrefix(r.URL.Path, "/api/") && r.URL.RawQuery != "" {
		log.Print("api query")
	}
}

// case: hostname valid outgoing-from-handler
func relay(w http.ResponseWriter, r *http.Request) {
	out := r.Clone(r.Context())
	out.URL.Scheme = "https"
	out.URL.Host = "backend.example.com"
	log.Printf("relaying to %s", out.URL.Host)
	if _, err := http.DefaultTransport.RoundTrip(out); err != nil {
		log.Print(errors.Unwrap(err))
	}
}

// endcase
