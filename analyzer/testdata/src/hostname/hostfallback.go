package hostname

import "net/http"

// r.URL.Host read only where the request's Host is empty: the Host is
// read first (unrolled/secure's allowed-hosts check).
func allowedHost(allowed map[string]bool) func(http.ResponseWriter, *http.Request) {
	return func(w http.ResponseWriter, r *http.Request) {
		host := r.Host
		if len(host) == 0 {
			host = r.URL.Host
		}
		if r.Host == "" {
			host = r.URL.Host
		}
		if !allowed[host] {
			http.Error(w, "bad host", http.StatusBadRequest)
		}
	}
}

// Read where the Host is not empty, or before it is read: reported.
func hostSwitch(w http.ResponseWriter, r *http.Request) {
	host := r.Host
	if host != "" {
		host = r.URL.Host // want `r.URL.Host is empty in a server's handler`
	}
	_ = host
}
