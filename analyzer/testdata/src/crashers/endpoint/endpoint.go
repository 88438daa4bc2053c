package endpoint // want package:`urlFieldSinks\(1\)`

// Endpoint's field is read at a sink on every path: it has a fact, and
// the packages that write the field have their constants checked.

import "net/http"

type Endpoint struct {
	TokenURL string // want TokenURL:`urlField\(Endpoint→http.Get:http\)`
}

// Token gets the token URL.
func (e Endpoint) Token() (*http.Response, error) { return http.Get(e.TokenURL) }
