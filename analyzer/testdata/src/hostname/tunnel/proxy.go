// Package tunnel is a forward proxy: its tunnel handler is given CONNECT
// requests only, whose URL holds the host.
package tunnel

import "net/http"

type Proxy struct{}

func (p *Proxy) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method == http.MethodConnect {
		p.tunnel(w, r)
		return
	}
	http.Error(w, "only CONNECT", http.StatusMethodNotAllowed)
}

func (p *Proxy) tunnel(w http.ResponseWriter, r *http.Request) {
	host := r.URL.Host
	_ = host
}

// Absolute reads the request as a forward proxy does.
func Absolute(w http.ResponseWriter, r *http.Request) {
	if !r.URL.IsAbs() {
		http.Error(w, "not a proxy request", http.StatusBadRequest)
		return
	}
	target := r.URL.Scheme + "://" + r.URL.Host
	_ = target
}
