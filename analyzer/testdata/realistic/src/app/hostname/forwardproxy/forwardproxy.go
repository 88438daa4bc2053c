// Package forwardproxy is a forward proxy: the requests its handlers are
// given name their host in the request line, so r.URL holds it.
package forwardproxy

import (
	"log"
	"net/http"
)

// case: hostname valid forward-proxy
func forwardProxy(w http.ResponseWriter, r *http.Request) {
	if r.Method == http.MethodConnect {
		http.Error(w, "tunnels are not supported", http.StatusMethodNotAllowed)
		return
	}
	log.Printf("proxying to %s://%s", r.URL.Scheme, r.URL.Host)
}

// case: hostname valid tunnel-handler
func tunnel(w http.ResponseWriter, r *http.Request) {
	log.Printf("tunnel to %s", r.URL.Host)
}

// endcase
