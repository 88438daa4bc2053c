package hostname

import (
	"crypto/tls"
	"net"
	"net/http"
	"net/url"
	"strings"
)

func GoodServerName(u *url.URL) *tls.Config {
	return &tls.Config{ServerName: u.Hostname()}
}

func GoodSplit(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.Host)
	if err != nil {
		return r.Host
	}
	return host
}

// A header value split at ':' is no host:port.
func HeaderSplit(r *http.Request) string {
	return strings.Split(r.Header.Get("Authorization"), ":")[0]
}

// SameHostPort compares host:port with host:port.
func SameHostPort(u *url.URL) bool {
	return u.Host == "api.example.com:8443"
}

// Fallback knows the field is empty on a server.
func Fallback(w http.ResponseWriter, r *http.Request) {
	host := r.URL.Host
	if host == "" {
		host = r.Host
	}
	_ = host
}

// Outgoing builds a client request from a received one: its URL is written.
func Outgoing(w http.ResponseWriter, r *http.Request) {
	out := r.Clone(r.Context())
	out.URL.Scheme = "https"
	out.URL.Host = "backend.internal"
	r.URL.Host = "backend.internal"
	http.DefaultClient.Do(out)
}

// Director is no handler: it sets the URL of a request it sends.
func Director(req *http.Request) {
	if req.URL.Scheme == "" {
		req.URL.Scheme = "http"
	}
}

// TLSState tells HTTPS the way a server can.
func TLSState(w http.ResponseWriter, r *http.Request) {
	if r.TLS != nil {
		w.Header().Set("Strict-Transport-Security", "max-age=63072000")
	}
}

// hostPortNoPort splits at the last ':' after the brackets of an IPv6
// address, as gorilla/websocket does.
func hostPortNoPort(u *url.URL) (hostPort, hostNoPort string) {
	hostPort, hostNoPort = u.Host, u.Host
	if i := strings.LastIndex(u.Host, ":"); i > strings.LastIndex(u.Host, "]") {
		hostNoPort = hostNoPort[:i]
	} else {
		hostPort += ":443"
	}
	return hostPort, hostNoPort
}
