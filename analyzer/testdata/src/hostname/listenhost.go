package hostname

import (
	"net"
	"net/http"
	"net/url"
)

// A URL's Host has a port only where the URL names one: a callback
// server listening on the host of http://localhost/callback is given
// "localhost", and fails.

func serveCallback(redirect string) error {
	u, err := url.Parse(redirect)
	if err != nil {
		return err
	}
	srv := http.Server{}
	srv.Addr = u.Host // want `u\.Host is given as the address http\.Server's Addr listens on, but holds no port where the URL leaves out its scheme's default`
	return srv.ListenAndServe()
}

func serveLiteral(endpoint string) *http.Server {
	u, _ := url.Parse(endpoint)
	return &http.Server{Addr: u.Host} // want `u\.Host is given as the address http\.Server's Addr listens on`
}

func listenOn(endpoint string) (net.Listener, error) {
	u, err := url.Parse(endpoint)
	if err != nil {
		return nil, err
	}
	addr := u.Host // want `u\.Host is given as the address net\.Listen listens on`
	return net.Listen("tcp", addr)
}

// Look-alikes: the port is checked or added, the URL is a constant that
// names one, an address the code gave a scheme to parse it, Hostname()
// joined with a port.
func listenChecked(endpoint string) error {
	u, err := url.Parse(endpoint)
	if err != nil {
		return err
	}
	if u.Port() == "" {
		u.Host = net.JoinHostPort(u.Hostname(), "80")
	}
	return http.ListenAndServe(u.Host, nil)
}

func listenConstant() error {
	u, _ := url.Parse("http://127.0.0.1:9090/metrics")
	return http.ListenAndServe(u.Host, nil)
}

func listenAddress(addr string) (net.Listener, error) {
	u, err := url.Parse("tcp://" + addr)
	if err != nil {
		return nil, err
	}
	return net.Listen("tcp", u.Host)
}

func listenJoined(endpoint, port string) error {
	u, err := url.Parse(endpoint)
	if err != nil {
		return err
	}
	return http.ListenAndServe(net.JoinHostPort(u.Hostname(), port), nil)
}
