package values

import (
	"io"
	"net/http"
)

const backend = "https://backend.internal.example.com"

func relay(w http.ResponseWriter, resp *http.Response, err error) {
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	io.Copy(w, resp.Body)
}

// case: values bug proxy-request-uri-slash
func proxyAll(w http.ResponseWriter, r *http.Request) {
	resp, err := http.Get(backend + "/" + r.URL.RequestURI()) // want `starts with '/'`
	relay(w, resp, err)
}

// case: values bug proxy-path-under-prefix
func proxyAPI(w http.ResponseWriter, r *http.Request) {
	resp, err := http.Get(backend + "/api/" + r.URL.Path) // want `r\.URL\.Path starts with '/'` `r\.URL\.Path is the decoded path`
	relay(w, resp, err)
}

// case: values valid proxy-request-uri
func proxyOK(w http.ResponseWriter, r *http.Request) {
	resp, err := http.Get(backend + r.URL.RequestURI())
	relay(w, resp, err)
}

// case: values valid proxy-path-under-api
func proxyAPIOK(w http.ResponseWriter, r *http.Request) {
	resp, err := http.Get(backend + "/api" + r.URL.EscapedPath())
	relay(w, resp, err)
}
// endcase
