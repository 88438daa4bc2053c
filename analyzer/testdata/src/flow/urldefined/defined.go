// Package urldefined reads and writes URLs of a type defined from
// url.URL.
package urldefined

import (
	"net/http"
	"net/url"

	"flow/urldefined/xnet"
)

// webhook holds a URL of a type defined from url.URL.
type webhook struct {
	Endpoint xnet.URL
	Target   *xnet.URL
	Other    xnet.Endpoint
}

// Text of a type defined from url.URL is url text: its constants are
// checked where they enter it.
func defined(w webhook) {
	http.Get(w.Endpoint.String())
	http.Get(w.Target.Hostname())
	http.Get(w.Target.Host)
	http.Get(w.Endpoint.Label()) // want `http\.Get: space is not allowed in a path`
	http.Get(w.Endpoint.Port("https"))
	http.Get(w.Other.String())
}

// Its literals and field writes are checked as url.URL's.
func enter(w *webhook) {
	w.Endpoint = xnet.URL{Scheme: "https", Host: "example.com:80x"} // want `url\.URL\.Host: .*port`
	w.Target.RawQuery = "q=a b"                                     // want `url\.URL\.RawQuery: .*query`
	w.Target.Path = "/a b"
	w.Other = xnet.Endpoint{Host: "example.com:80x"} // no url.URL, and read by no sink
	_ = url.URL(w.Endpoint)
}
