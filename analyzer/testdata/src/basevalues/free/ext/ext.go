// Package ext stands in for a client library whose exported struct
// keeps the server's URL.
package ext

type Jenkins struct {
	Server string
}

type Agent struct {
	Server string
}
