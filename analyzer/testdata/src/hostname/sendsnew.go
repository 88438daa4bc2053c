package hostname

import "net/http"

// A handler that sends a request of its own, not the one it was given,
// is no proxy: r.URL's scheme is still empty.
func relay(w http.ResponseWriter, r *http.Request) {
	if r.URL.Scheme != "https" { // want `r.URL.Scheme is empty in a server's handler`
		http.Error(w, "https only", http.StatusBadRequest)
		return
	}
	out, err := http.NewRequestWithContext(r.Context(), http.MethodGet, "https://backend.example.com/status", nil)
	if err != nil {
		return
	}
	resp, err := http.DefaultClient.Do(out)
	if err != nil {
		return
	}
	resp.Body.Close()
}
