package basevalues

import (
	"net/http"
	"testing"
)

// A test's setup writes the base its helper joins to.
type api struct{ base string }

func newAPI(base string) *api { return &api{base: base} }

func (a *api) ready() (*http.Response, error) { return http.Get(a.base + "/ready") }

func TestReady(t *testing.T) {
	a := newAPI("http://localhost:8080/") // want `joining two strings makes "//" in the path`
	a.ready()
}
