package hostname

import "net/http"

// A handler that completes its request's URL first (req.URL.Host =
// req.Host) reads back what it wrote: its Host, Hostname and Port are
// not empty after that. A write in a branch alone leaves the read after
// it empty where the branch is not taken.
type completing struct{ next http.Handler }

func (c completing) ServeHTTP(rw http.ResponseWriter, req *http.Request) {
	req.URL.Host = req.Host
	if xfh := req.Header.Get("X-Forwarded-Host"); xfh != "" {
		port := req.URL.Port()
		req.URL.Host = xfh
		if port != "" && req.URL.Port() == "" {
			req.URL.Host += ":" + port
		}
	}
	c.next.ServeHTTP(rw, req)
}

func completedInBranch(rw http.ResponseWriter, req *http.Request) {
	if req.Header.Get("X-Complete") != "" {
		req.URL.Host = req.Host
	}
	_ = req.URL.Hostname() // want `req\.URL\.Hostname\(\) is empty in a server's handler`
}
