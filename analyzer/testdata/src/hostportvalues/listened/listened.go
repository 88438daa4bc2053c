// Package listened parses, as a URL, the address it gives a listener or
// a dialer: host:port or :port, which url.Parse rejects or misreads
// whatever it is. Reported at the parse, not at the default: the default
// is right for the listener.
package listened

import (
	"flag"
	"net"
	"net/http"
	"net/url"
	"strings"
)

func serve(h http.Handler) error {
	flags := struct{ address string }{}
	flag.StringVar(&flags.address, "address", "127.0.0.1:8080", "HTTP listen address")
	flag.Parse()
	if u, err := url.Parse(flags.address); err != nil || u.String() == "" { // want `url\.Parse: flags\.address is the address http\.ListenAndServe is given \(host:port, ":8080"\), not a URL`
		return err
	}
	return http.ListenAndServe(flags.address, h)
}

type Options struct{ HTTPAddress string }

func (o *Options) server(h http.Handler) (*http.Server, error) {
	if _, err := url.Parse(o.HTTPAddress); err != nil { // want `url\.Parse: o\.HTTPAddress is the address http\.Server\.Addr is given`
		return nil, err
	}
	return &http.Server{Addr: o.HTTPAddress, Handler: h}, nil
}

func dial(addr string) (net.Conn, error) {
	if _, err := url.Parse(addr); err != nil { // want `url\.Parse: addr is the address net\.Dial is given`
		return nil, err
	}
	return net.Dial("tcp", addr)
}

// Look-alikes: a unix socket's path, a network not known, an address
// taken from the parsed URL, a variable assigned again, text tested for a
// scheme before the parse.
func unixSocket(path string) (net.Listener, error) {
	if _, err := url.Parse(path); err != nil {
		return nil, err
	}
	return net.Listen("unix", path)
}

func anyNetwork(network, addr string) (net.Listener, error) {
	if _, err := url.Parse(addr); err != nil {
		return nil, err
	}
	return net.Listen(network, addr)
}

func fromURL(raw string) (net.Listener, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, err
	}
	return net.Listen("tcp", net.JoinHostPort(u.Hostname(), u.Port()))
}

func reassigned(addr string) (net.Listener, error) {
	u, err := url.Parse(addr)
	if err != nil {
		return nil, err
	}
	addr = u.Host
	return net.Listen("tcp", addr)
}

func schemeTested(addr string) (net.Listener, error) {
	if strings.Contains(addr, "://") {
		u, err := url.Parse(addr)
		if err != nil {
			return nil, err
		}
		return net.Listen(u.Scheme, net.JoinHostPort(u.Hostname(), u.Port()))
	}
	return net.Listen("tcp", addr)
}
