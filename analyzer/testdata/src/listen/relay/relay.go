package relay // want package:`urlListens\(4\)`

// relay serves on addresses other packages give it, through
// bind's listener and functions of its own; what each function does with
// an address is read from its body, not its name.

import (
	"log"
	"net"
	"net/http"

	"listen/bind"
)

// Start hands the address on to another package's listener.
func Start(addr string) error { // want Start:`urlListen\(0:listen\)`
	return bind.ListenOn(addr)
}

// Open passes it through a function of its own first.
func Open(addr string) error { // want Open:`urlListen\(0:listen\)`
	return startListener(addr)
}

func startListener(a string) error { return Start(a) }

// DialBackend listens, whatever its name says.
func DialBackend(addr string) error { // want DialBackend:`urlListen\(0:listen\)`
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	return ln.Close()
}

// Subscribers is a list of the addresses that asked for events.
var Subscribers []string

// AddListener records an address; nothing listens on it.
func AddListener(addr string) {
	Subscribers = append(Subscribers, addr)
}

// Options is the configuration of a client: its Addr is the server it
// connects to.
type Options struct {
	Addr string
}

// ConnectionString describes where the server runs; it neither dials
// nor listens.
func ConnectionString(addr string) {
	log.Printf("server at %s", addr)
}

// Forward connects to the address, whatever its name says.
func Forward(addr string) error { // want Forward:`urlListen\(0:dial\)`
	c, err := net.Dial("tcp", addr)
	if err != nil {
		return err
	}
	return c.Close()
}

// Healthy requests the health check of the server at addr: a client of
// it.
func Healthy(addr string) bool {
	resp, err := http.Get("http://" + addr + "/healthz")
	if err != nil {
		return false
	}
	resp.Body.Close()
	return resp.StatusCode == http.StatusOK
}
