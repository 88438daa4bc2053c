package joins

import (
	"fmt"
	"net/http"
	"strings"
)

// A pass-through proxy that hands requests matching no route to the
// application it fronts.

type viewServer struct{ Target string }

// case: joins bug passthrough-request-uri-slash
func (s *viewServer) passThrough(w http.ResponseWriter, r *http.Request) {
	resp, err := http.Get(fmt.Sprintf("%s/%s", s.Target, r.URL.String())) // want `r\.URL\.String\(\) starts with '/': written after this '/'`
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	resp.Body.Close()
}

// case: joins valid passthrough-request-uri-trimmed
func (s *viewServer) passThroughOK(w http.ResponseWriter, r *http.Request) {
	resp, err := http.Get(strings.TrimRight(s.Target, "/") + r.URL.String())
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	resp.Body.Close()
}
