package guarantees

import (
	"io"
	"net/http"
	"net/url"
)

// A URL's components given where a client needs the whole URL.

// case: guarantees bug forward-request-uri
// forwardAPI passes a request on to the backend, as received.
func forwardAPI(w http.ResponseWriter, r *http.Request) {
	out, err := http.NewRequestWithContext(r.Context(), r.Method, r.URL.RequestURI(), r.Body) // want `never starts with a scheme`
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	resp, err := http.DefaultClient.Do(out)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	io.Copy(w, resp.Body)
}

// case: guarantees bug mirror-path
// mirror fetches the same document from a mirror of the site.
func mirror(doc *url.URL) (*http.Response, error) {
	return http.Get(doc.EscapedPath()) // want `never starts with a scheme`
}

// case: guarantees valid forward-resolved
var backend = &url.URL{Scheme: "http", Host: "backend:8080"}

func forwardResolved(w http.ResponseWriter, r *http.Request) {
	out, err := http.NewRequestWithContext(r.Context(), r.Method, backend.ResolveReference(&url.URL{Path: r.URL.Path, RawQuery: r.URL.RawQuery}).String(), r.Body)
	if err != nil {
		return
	}
	if resp, err := http.DefaultClient.Do(out); err == nil {
		resp.Body.Close()
	}
}

// case: guarantees valid mirror-host
func mirrorOf(doc *url.URL, mirrorHost string) (*http.Response, error) {
	return http.Get("https://" + mirrorHost + doc.EscapedPath())
}

// endcase
