package protocols

import "net/http"

// Only the registered scheme is accepted: etcd registers "unix".
func unix(t http.RoundTripper, name string) {
	tr := &http.Transport{}
	tr.RegisterProtocol("unix", t)
	c := &http.Client{Transport: tr}
	c.Get("unix:///run/etcd.sock")
	c.Get("ftp://example.com/file") // want `http\.Client\.Get: scheme "ftp" is not http or https`
	c.Get("http://example.com/a b") // want `http\.Client\.Get: .*pchar`
}
