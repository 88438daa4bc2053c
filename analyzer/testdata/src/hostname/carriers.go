package hostname

import (
	"crypto/tls"
	"net"
	"net/http"
	"net/url"
)

// cookieDomain returns the host a request named, with its port: a
// cookie's Domain takes a host name alone, and net/http drops the
// attribute of "example.com:8443".
func cookieDomain(r *http.Request, base string) string {
	if base != "" {
		u, _ := url.Parse(base)
		return u.Host
	}
	return r.Host
}

// SetSession sets a cookie for the domain the helper names.
func SetSession(w http.ResponseWriter, r *http.Request, base string) {
	http.SetCookie(w, &http.Cookie{Name: "session", Value: "x", Domain: cookieDomain(r, base)}) // want `cookieDomain\(r, base\) holds host:port \(u.Host, r.Host\) where http.Cookie's Domain takes a host name alone`
}

// SetPlain writes the Host header into the Domain itself.
func SetPlain(w http.ResponseWriter, r *http.Request) {
	c := &http.Cookie{Name: "session", Value: "x"}
	c.Domain = r.Host // want `r.Host holds host:port \(and an IPv6 address in brackets\) where http.Cookie's Domain takes a host name alone`
	http.SetCookie(w, c)
}

// proxyDialer keeps the address it dials, host:port, in an unexported
// field.
type proxyDialer struct {
	addr       string
	serverName string
}

func newProxyDialer(proxyURL string) (*proxyDialer, error) {
	u, err := url.Parse(proxyURL)
	if err != nil {
		return nil, err
	}
	addr := u.Host
	if u.Port() == "" {
		addr = net.JoinHostPort(u.Hostname(), "443")
	}
	return &proxyDialer{addr: addr, serverName: u.Hostname()}, nil
}

func (p *proxyDialer) dial() (net.Conn, error) {
	conn, err := net.Dial("tcp", p.addr)
	if err != nil {
		return nil, err
	}
	return tls.Client(conn, &tls.Config{ServerName: p.addr}), nil // want `p.addr holds host:port \(u.Host, net.JoinHostPort's result\) where tls.Config's ServerName takes a host name alone`
}

// dialName is the look-alike: the field holds the host name alone.
func (p *proxyDialer) dialName() (net.Conn, error) {
	conn, err := net.Dial("tcp", p.addr)
	if err != nil {
		return nil, err
	}
	return tls.Client(conn, &tls.Config{ServerName: p.serverName}), nil
}

// hostOnly returns a host name alone on every path: no report.
func hostOnly(r *http.Request) string {
	if h, _, err := net.SplitHostPort(r.Host); err == nil {
		return h
	}
	return r.Host
}

// SetSplit uses the helper that takes the port off.
func SetSplit(w http.ResponseWriter, r *http.Request) {
	http.SetCookie(w, &http.Cookie{Name: "session", Value: "x", Domain: hostOnly(r)})
}

// mixedHost returns a Host or a constant host name: not every return is
// host:port, so it is not judged.
func mixedHost(u *url.URL) string {
	if u == nil {
		return "example.com"
	}
	return u.Host
}

// DialMixed hands the mixed helper's result to a TLS config.
func DialMixed(conn net.Conn, u *url.URL) *tls.Conn {
	return tls.Client(conn, &tls.Config{ServerName: mixedHost(u)})
}

// Endpoint is a type other packages build: they may write Addr with a
// host name alone.
type Endpoint struct {
	Addr string
}

// NewEndpoint writes a Host into the exported field of an exported type.
func NewEndpoint(u *url.URL) *Endpoint { return &Endpoint{Addr: u.Host} }

// Dial hands the field to a TLS config: other packages' writes are not
// seen, so it is not judged.
func (e *Endpoint) Dial(conn net.Conn) *tls.Conn {
	return tls.Client(conn, &tls.Config{ServerName: e.Addr})
}
