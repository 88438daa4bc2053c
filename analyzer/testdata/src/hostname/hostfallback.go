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

// Its Hostname and Port methods read the same empty Host (ts-proxy's
// redirect of a wrong host name), but where r.Host is empty.
func wrongHost(want string) func(http.ResponseWriter, *http.Request) {
	return func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Hostname() != want { // want `r\.URL\.Hostname\(\) is empty in a server's handler, as its URL's Host is`
			http.Redirect(w, r, "https://"+want+r.URL.RequestURI(), http.StatusFound)
			return
		}
		if r.URL.Port() == "8443" { // want `r\.URL\.Port\(\) is empty in a server's handler`
			return
		}
		if r.Host == "" {
			_ = r.URL.Hostname()
		}
	}
}

// A look-alike: the URL's host read first, and r.Host where it is empty.
func hostOrURLHost(w http.ResponseWriter, r *http.Request) {
	host := r.URL.Hostname()
	if host == "" {
		host = r.Host
	}
	_ = host
}
