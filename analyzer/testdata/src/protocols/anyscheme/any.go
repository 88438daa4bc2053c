package anyscheme

import "net/http"

// A scheme that is not a constant may be any: every absolute URL is
// accepted.
func register(t http.RoundTripper, scheme string) {
	tr := &http.Transport{}
	tr.RegisterProtocol(scheme, t)
	c := &http.Client{Transport: tr}
	c.Get("ftp://example.com/file")
	c.Get("ftp://example.com/a b") // want `http\.Client\.Get: .*pchar`
}
