// Package hostname holds host:port used where a host name is needed,
// host:port split by hand, and reads of the request URL fields a server
// leaves empty; and their look-alikes.
package hostname

import (
	"crypto/tls"
	"crypto/x509"
	"net"
	"net/http"
	"net/url"
	"strings"
)

func ServerName(u *url.URL) *tls.Config {
	return &tls.Config{ServerName: u.Host} // want `u.Host holds host:port \(and an IPv6 address in brackets\) where tls.Config's ServerName takes a host name alone; use u.Hostname\(\)`
}

func ServerNameAssigned(u *url.URL, c *tls.Config) {
	c.ServerName = u.Host // want `u.Host holds host:port`
}

func Lookup(u *url.URL) ([]string, error) {
	return net.LookupHost(u.Host) // want `where net.LookupHost takes a host name alone`
}

func Verify(cert *x509.Certificate, u *url.URL) error {
	return cert.VerifyHostname(u.Host) // want `where x509.Certificate.VerifyHostname takes a host name alone`
}

// Same compares host:port whole: a port makes another origin, and the
// test fails closed.
func Same(u *url.URL) bool {
	return u.Host == "api.example.com"
}

func SplitHost(r *http.Request) string {
	return strings.Split(r.Host, ":")[0] // want `host:port split at a ':' by hand: r.Host holds an IPv6 address`
}

func CutRemote(r *http.Request) string {
	host, _, _ := strings.Cut(r.RemoteAddr, ":") // want `r.RemoteAddr holds an IPv6 address`
	return host
}

func LastColon(c net.Conn) string {
	a := c.RemoteAddr().String()
	_ = a
	s := c.RemoteAddr().String()
	return s[:strings.LastIndex(c.RemoteAddr().String(), ":")] // want `c.RemoteAddr\(\).String\(\) holds an IPv6 address`
}

func Handler(w http.ResponseWriter, r *http.Request) {
	if r.URL.Scheme == "https" { // want `r.URL.Scheme is empty in a server's handler: .* tell HTTPS by r.TLS != nil`
		w.Header().Set("Strict-Transport-Security", "max-age=63072000")
	}
	host := r.URL.Host // want `r.URL.Host is empty in a server's handler, but for a proxy's request: the host a request names is in r.Host`
	_ = host
	if r.URL.User != nil { // want `r.URL.User is nil in a server's handler`
		return
	}
}

func Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		if req.URL.Scheme != "https" { // want `req.URL.Scheme is empty in a server's handler`
			http.Redirect(w, req, "https://"+req.Host+req.URL.RequestURI(), http.StatusMovedPermanently)
			return
		}
		next.ServeHTTP(w, req)
	})
}
