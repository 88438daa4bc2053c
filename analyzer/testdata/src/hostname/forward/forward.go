// Package forward is a forward proxy: its handler sends each request on
// as it came, so the request lines it is given are absolute URLs, whose
// scheme and host r.URL holds.
package forward

import (
	"crypto/tls"
	"net/http"
)

type Proxy struct{ client *http.Client }

func (p *Proxy) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.URL.Scheme != "http" && r.URL.Scheme != "https" {
		http.Error(w, "unsupported scheme "+r.URL.Scheme, http.StatusBadRequest)
		return
	}
	r.RequestURI = ""
	resp, err := p.client.Do(r)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	w.WriteHeader(resp.StatusCode)
}

// The URL a forward proxy is given is absolute, and its Host is still
// host:port.
func (p *Proxy) dialTarget(r *http.Request) (*tls.Conn, error) {
	return tls.Dial("tcp", r.URL.Host, &tls.Config{ServerName: r.URL.Host}) // want `r\.URL\.Host holds host:port`
}
