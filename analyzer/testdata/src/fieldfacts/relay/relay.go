package relay // want package:`urlFieldSinks\(1\)`

// Package relay copies its settings into lib's configuration types,
// whose fields are sinks (a FieldSinkFact): the copied fields are sinks
// too.

import (
	"fmt"
	"strings"

	"fieldfacts/lib"
)

// Settings' API becomes lib.Config's Endpoint.
type Settings struct {
	API   string // want API:`urlField\(Settings→http.Get:http\)`
	Proxy string
	Label string
}

// Connect pings the API.
func (s Settings) Connect() error {
	return lib.New(lib.Config{Endpoint: s.API, Name: s.Label}).Ping()
}

// Probe copies the proxy into lib.Config's Endpoint too, and prints a
// label made of it: no fact.
func (s Settings) Probe() error {
	fmt.Println("probing", strings.TrimPrefix(s.Proxy, "http://"))
	return lib.New(lib.Config{Endpoint: s.Proxy}).Ping()
}
