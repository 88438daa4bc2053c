// Package nodeurls writes host:port by hand with the hosts package
// nodename reads: the instance's host name needs no brackets, an address
// or a value of any text does.
package nodeurls

import (
	"net/http"

	"cloud.google.com/go/compute/metadata"

	"hostport/nodename"
)

func proxies(c *metadata.Client) {
	var n nodename.Node
	http.Get("http://" + n.Name() + ":30157/")
	machine, _ := nodename.Machine()
	http.Get("http://" + machine + ":9100/metrics")
	http.Get("http://" + nodename.Client(c) + ":9100/metrics")
	name, _ := metadata.Hostname()
	http.Get("http://" + name + ":8080/")

	http.Get("http://" + n.Peer() + ":7000/")              // want `http\.Get: a host and ':port' joined by hand`
	http.Get("http://" + n.Address() + ":7000/")           // want `http\.Get: a host and ':port' joined by hand`
	http.Get("http://" + nodename.Advertised() + ":7000/") // want `http\.Get: a host and ':port' joined by hand`
	upstream, _ := metadata.Get("instance/attributes/upstream")
	http.Get("http://" + upstream + ":7000/") // want `http\.Get: a host and ':port' joined by hand`
}
