// Package client has a dot in the last element of its import path.
package client

type Options struct {
	BaseURL string
	Mirrors []string
	Name    string
}

func Open(u string) {}
