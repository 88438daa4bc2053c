package unbracketed

import (
	"net/http"
	"net/url"
)

// Two URLs with their ports dropped the same way and compared (a
// loopback redirect URI matched whatever its port, RFC 8252 §7.3): the
// text is never parsed or sent. The URL sent after the same edit is
// reported.
func sameIgnoringPort(in, allowed string) bool {
	a, err := url.Parse(in)
	if err != nil {
		return false
	}
	b, err := url.Parse(allowed)
	if err != nil {
		return false
	}
	a.Host = a.Hostname()
	b.Host = b.Hostname()
	return a.String() == b.String()
}

func fetchWithoutPort(in string) (*http.Response, error) {
	a, err := url.Parse(in)
	if err != nil {
		return nil, err
	}
	a.Host = a.Hostname() // want `url.URL.Host: a.Hostname\(\) is a host with no brackets`
	if a.String() == "" {
		return nil, nil
	}
	return http.Get(a.String())
}
