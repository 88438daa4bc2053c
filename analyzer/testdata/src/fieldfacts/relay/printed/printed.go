package printed // want package:`urlFieldValues\(Mirror.URL="http://example.com/a b"\)`

// Package printed copies a field into lib.Config's Endpoint, but also
// prints a label made of the Endpoint of the configuration it builds:
// here lib.Config's Endpoint holds more than a URL, and the copied field
// gets no fact.

import (
	"fmt"
	"strings"

	"fieldfacts/lib"
)

// Mirror's URL becomes a lib.Config's Endpoint.
type Mirror struct{ URL string }

// Describe describes the mirror's configuration.
func (m Mirror) Describe() {
	cfg := lib.Config{Endpoint: m.URL}
	fmt.Println("mirror at", strings.TrimPrefix(cfg.Endpoint, "http://"))
}

var _ = Mirror{URL: "http://example.com/a b"}
