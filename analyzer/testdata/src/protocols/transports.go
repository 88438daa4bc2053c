package protocols

import "net/http"

// A client built around a transport the program gives it sends a path
// alone to that transport, which serves it (a rate limiter's test
// server, a recorder): no scheme or host is needed.
func newLimitedClient(rt http.RoundTripper) *http.Client {
	return &http.Client{Transport: rt}
}

func newWaiterClient(rt http.RoundTripper) (*http.Client, error) {
	return &http.Client{Transport: rt}, nil
}

func paths(rt http.RoundTripper) {
	c := newLimitedClient(sockRT{"/run/app.sock"})
	c.Get("/")
	w, err := newWaiterClient(rt)
	if err == nil {
		w.Get("/")
	}
	w, err = newWaiterClient(sockRT{"/run/other.sock"})
	if err == nil {
		w.Get("/")
	}
	d := &http.Client{Transport: rt}
	d.Get("/v1/info")
}

// The look-alikes: the default transport, a client with none, and the
// default client, which refuse a URL with no scheme.
func pathsDefault() {
	c := newLimitedClient(http.DefaultTransport)
	c.Get("/") // want `"/" is a relative reference`
	c = newLimitedClient(sockRT{})
	c.Get("/v2") // want `"/v2" is a relative reference`
	d := &http.Client{}
	d.Get("/v1/info")    // want `"/v1/info" is a relative reference`
	http.Get("/v1/info") // want `"/v1/info" is a relative reference`
}

// A client held as a value: its methods take its address, and leave its
// transport as it was written.
func valueClient(rt http.RoundTripper) {
	c := http.Client{Transport: rt}
	c.Get("/")
	go func() {
		_, _ = c.Get("/v1/info")
	}()
}

// Look-alike: a value client with the default transport.
func valueClientDefault() {
	c := http.Client{}
	c.Get("/") // want `"/" is a relative reference`
}
