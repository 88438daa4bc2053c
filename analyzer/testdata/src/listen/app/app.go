// Package app parses the addresses it listens on with package bind: an
// empty host there names every interface, while one a client requests
// or dials needs a host.
package app

import (
	"flag"
	"net/http"

	"listen/bind"
)

var (
	public = flag.String("public", ":8008", "the address to serve on")
	admin  = flag.String("admin", ":9090", "the address of the admin server")
)

func Run(h http.Handler) error {
	ep, err := bind.ParseBind("http://" + *public)
	if err != nil {
		return err
	}
	var active bind.Endpoint
	active = ep
	go func() {
		bind.Serve(active, h)
	}()
	port := bind.BindPort("https://" + ":8443")
	return bind.ListenOn(":" + port)
}

func probed() {
	ep, _ := bind.ParseBind("http://" + *admin) // want `http URLs need a non-empty host`
	bind.Serve(ep, nil)
	bind.Probe(ep)
}

func checked() {
	ep, _ := bind.ParseBind("http://:9091") // want `http URLs need a non-empty host`
	bind.ServeChecked(ep)
}

func requested() {
	ep, _ := bind.ParseBind("http://:9092") // want `http URLs need a non-empty host`
	bind.Serve(ep, nil)
	http.Get(ep.URL())
}

func selfRequest() {
	ep, _ := bind.ParseBind("http://:9093") // want `http URLs need a non-empty host`
	bind.Serve(ep, nil)
	http.Get("http://" + ep.Host + "/healthz")
}

func whole() {
	ep, raw := bind.ParseTarget("http://:9094") // want `http URLs need a non-empty host`
	bind.Serve(*ep, nil)
	_ = raw
}
