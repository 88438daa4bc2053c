// Package embedded calls an interface method whose interface a struct
// of the package embeds: the struct's method is the interface's own,
// with no body, and resolving the call through it once recursed until
// the stack overflowed (containers/image's types.ImageSource wrappers).
package embedded

import "net/http"

type source interface {
	reference() string
}

// wrapped embeds the interface and overrides nothing.
type wrapped struct {
	source
}

// named declares the method.
type named struct{ base string }

func (n named) reference() string { return n.base + "/v2/" }

func fetch(s source) (*http.Response, error) {
	return http.Get(s.reference())
}

func fetchWrapped(w wrapped) (*http.Response, error) {
	return http.Get(w.reference() + "a b") // want `http.Get: space`
}
