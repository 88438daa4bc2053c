// Package originuse reads the fields origin fills from responses.
package originuse

import (
	"fieldvalues/origin"
	"net/http"
)

// Wait gets the order's URI: input.
func Wait(o *origin.Order) { http.Get(o.URI) }

// Finalize posts to the order's finalize URL: decoded.
func Finalize(o *origin.Order) { http.Post(o.FinalizeURL, "application/jose+json", nil) }

// Authorize gets each authorization: decoded.
func Authorize(o *origin.Order) {
	for _, u := range o.AuthzURLs {
		http.Get(u)
	}
}

// Cert gets the certificate: origin's constant, and more.
func Cert(o *origin.Order) { http.Get(o.CertURL) }

// Note is not only what a response gave.
func Note(o *origin.Order) { http.Get(o.Note) }

// sample is this package's order: its constant is checked at the reads,
// whose reason stays decoded for the rest.
func sample() *origin.Order {
	return &origin.Order{FinalizeURL: "https://ca.example.com/finalize/a b"} // want `http\.Post: .*pchar`
}
