package testnotices

import (
	"context"
	"net/http"
)

// A plugin framework calls the data source of an example: "http://" is
// the URL left to the reader, and the error goes back to the framework.
type checker interface {
	CheckHealth(ctx context.Context) error
}

type exampleSource struct{ client *http.Client }

func (ds *exampleSource) CheckHealth(context.Context) error {
	resp, err := ds.client.Get("http://")
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func (ds *exampleSource) Query(context.Context) (*http.Response, error) {
	return ds.client.Get("http://")
}

// The error is dropped: the example goes on with a nil response.
func (ds *exampleSource) Stats() int {
	resp, _ := ds.client.Get("http://") // want `http\.Client\.Get: .*host`
	return resp.StatusCode
}

var _ checker = &exampleSource{}

// A helper returns the error to its one caller, which reads it, or drops
// it.
func ping(c *http.Client) error {
	_, err := c.Get("http:///health")
	return err
}

func fetch(c *http.Client) error {
	_, err := c.Get("http:///status") // want `http\.Client\.Get: .*host`
	return err
}

func fetchOn(c *http.Client) error {
	if err := fetch(c); err != nil {
		return err
	}
	return nil
}

func Example_source() {
	c := http.DefaultClient
	if err := ping(c); err != nil {
		panic(err)
	}
	_ = fetchOn(c)
}
