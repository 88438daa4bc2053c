// Package listens both sends requests and serves on an address written // want package:`urlResults\(Config\.HTTPEndpoint=0:…":"…\[numeric\]\)` package:`urlListens\(1\)`
// by hand: the address is judged with the sites' findings.
package listens

import "net/http"

func serve(host, port string) error {
	if _, err := http.Get("https://example.com/health"); err != nil {
		return err
	}
	srv := &http.Server{Addr: host + ":" + port} // want `http.Server.Addr: a host and ':port' joined by hand`
	return srv.ListenAndServe()
}
