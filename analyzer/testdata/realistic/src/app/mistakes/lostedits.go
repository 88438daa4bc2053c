package mistakes

import (
	"fmt"
	"net"
	"net/http"
	"net/url"
	"os"
)

// case: mistakes bug query-copy-edit
func logoutRedirect(w http.ResponseWriter, r *http.Request, next *url.URL, callback string) {
	next.Query().Set("callback", callback) // want `query-copy|copy of the query`
	http.Redirect(w, r, next.String(), http.StatusFound)
}

// case: mistakes valid query-copy-written-back
func logoutRedirectKept(w http.ResponseWriter, r *http.Request, next *url.URL, callback string) {
	q := next.Query()
	q.Set("callback", callback)
	next.RawQuery = q.Encode()
	http.Redirect(w, r, next.String(), http.StatusFound)
}

// case: mistakes bug split-failed-host
func agentAddr(node string) string {
	host, port, err := net.SplitHostPort(node)
	if err != nil {
		return net.JoinHostPort(host, "8500") // want `always ""|SplitHostPort returned with an error`
	}
	return net.JoinHostPort(host, port)
}

// case: mistakes valid split-failed-fallback
func agentAddrFallback(node string) string {
	host, port, err := net.SplitHostPort(node)
	if err != nil {
		host, port = node, "8500"
	}
	return net.JoinHostPort(host, port)
}

// case: mistakes bug parse-tells-file
func readAvatar(src string) ([]byte, error) {
	if _, err := url.ParseRequestURI(src); err == nil { // want `succeeds on any absolute path`
		resp, err := http.Get(src)
		if err != nil {
			return nil, err
		}
		defer resp.Body.Close()
		return nil, nil
	}
	return os.ReadFile(src)
}

// case: mistakes valid parse-scheme-tells-file
func readAvatarScheme(src string) ([]byte, error) {
	if u, err := url.Parse(src); err == nil && (u.Scheme == "http" || u.Scheme == "https") {
		resp, err := http.Get(u.String())
		if err != nil {
			return nil, err
		}
		defer resp.Body.Close()
		return nil, nil
	}
	return os.ReadFile(src)
}

// case: mistakes bug query-decoded-twice
func promQuery(r *http.Request) string {
	q := r.URL.Query().Get("query")
	q, _ = url.QueryUnescape(q) // want `decoded already`
	return fmt.Sprintf("query=%s", url.QueryEscape(q))
}

// case: mistakes valid raw-query-decoded
func promQueryRaw(r *http.Request) string {
	q, _ := url.QueryUnescape(r.URL.RawQuery)
	return q
}
