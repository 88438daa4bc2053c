// Package imported gets its HTTP transport from a package that registers // want package:`urlSchemes\(unix\)`
// "unix": URLs of that scheme are accepted, other schemes still not.
package imported

import (
	"net/http"

	"protocols/transport"
)

func fetch(rt http.RoundTripper, addr string) {
	c := &http.Client{Transport: transport.NewTransport(rt)}
	c.Get("unix://" + addr + "/metrics")
	c.Get("ftp://" + addr + "/metrics") // want `http\.Client\.Get: scheme "ftp" is not http or https`
}
