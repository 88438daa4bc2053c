package protocols

import (
	"context"
	"net"
	"net/http"
)

// A client whose Transport is a RoundTripper of its own serves the
// schemes that RoundTripper reads: no HTTP request of net/http's.
type sockRT struct{ path string }

func (s sockRT) RoundTrip(r *http.Request) (*http.Response, error) { return nil, nil }

var sockClient = &http.Client{Transport: sockRT{"/run/app.sock"}}

func own() {
	c := &http.Client{Transport: sockRT{"/run/app.sock"}}
	c.Get("sock:///run/app.sock/v1/info")
	req, _ := http.NewRequest("GET", "sock:///v1/info", nil)
	c.Do(req)
	sockClient.Get("npipe:///v1/info")
	(&http.Client{Transport: &sockRT{}}).Get("sock:///v1/info")
}

// An *http.Transport refuses what it has not registered, whatever it
// dials; so does the default client, and a client with no Transport.
func standard() {
	tr := &http.Transport{DialContext: func(ctx context.Context, _, _ string) (net.Conn, error) { return net.Dial("unix", "/run/app.sock") }}
	c := &http.Client{Transport: tr}
	c.Get("http://unix/v1/info")
	c.Get("sock:///v1/info") // want `http\.Client\.Get: scheme "sock" is not http or https`
	d := &http.Client{}
	req, _ := http.NewRequest("GET", "sock:///v1/info", nil) // want `http\.NewRequest: scheme "sock" is not http or https`
	d.Do(req)
	http.Get("sock:///v1/info") // want `http\.Get: scheme "sock" is not http or https`
	e := &http.Client{Transport: nil}
	e.Get("sock:///v1/info") // want `http\.Client\.Get: scheme "sock" is not http or https`
}
