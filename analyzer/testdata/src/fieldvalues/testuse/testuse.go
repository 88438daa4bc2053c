// Package testuse reads a decoded field of another package that its
// tests also write.
package testuse

import (
	"fieldvalues/lib"
	"net/http"
)

var hooks = []lib.Hook{{URL: "https://hooks.example.com/a b"}} // want `http\.Post: .*pchar`

func fire(h lib.Hook) {
	http.Post(h.URL, "text/plain", nil)
}
