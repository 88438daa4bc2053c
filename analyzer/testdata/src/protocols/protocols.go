package protocols // want package:`urlSchemes\(file,unix\)`

import "net/http"

// With a registered protocol, a client takes URLs of other schemes.
func protocols(t http.RoundTripper) {
	tr := &http.Transport{}
	tr.RegisterProtocol("file", t)
	c := &http.Client{Transport: tr}
	c.Get("file:///etc/hosts")
	c.Get("file:///a b") // want `http\.Client\.Get: .*pchar`
}
