// Package unkeyed names nothing of lib but the type of unkeyed literals,
// and of net/http only what no check starts from (a response's fields
// and header): the constants it writes into lib.Config.Endpoint are
// checked all the same.
package unkeyed

import (
	"net/http"

	"fieldfacts/lib"
)

// Configs is a list of lib.Config, whose elements' type is named only
// here.
type Configs []lib.Config

var defaults = Configs{{"http://example.com/a b", "default"}} // want `lib\.Config\.Endpoint: .*pchar`

var valid = Configs{{"https://example.com/", "valid"}}

func location(resp *http.Response) (int, string) {
	return resp.StatusCode, resp.Header.Get("Location")
}
