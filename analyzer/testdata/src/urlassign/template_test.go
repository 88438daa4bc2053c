package urlassign

import (
	"net/url"
	"testing"
)

func TestRouteTemplate(t *testing.T) {
	c := apiCall{method: "GET", target: &url.URL{Scheme: "https", Host: "api.example.com", Path: "/v2/acme/items"}}
	if got := c.routeTemplate(); got.Path != "/v2/{tenant}/items" {
		t.Errorf("route template %q", got.Path)
	}
}
