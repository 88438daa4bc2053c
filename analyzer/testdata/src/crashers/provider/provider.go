// Package provider writes a field of another package with a fact, and
// reads it both at a sink and where its value leaves the field: the
// field is no sink of this package's writes (kratos'
// selfservice/strategy/oidc read oauth2.Endpoint.TokenURL so, and the
// second read of a dropped field once crashed the analyzer).
package provider

import (
	"crashers/endpoint"
	"net/http"
	"strings"
)

type Config struct{ Issuer string }

func issuer() Config {
	e := endpoint.Endpoint{TokenURL: "https://example.com/token"}
	return Config{Issuer: e.TokenURL}
}

func exchange(code string) (*http.Response, error) {
	e := endpoint.Endpoint{TokenURL: "https://example.com/a b"} // want `http.NewRequest: .*pchar`
	req, err := http.NewRequest("POST", e.TokenURL, strings.NewReader(code))
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}
