// Package optionsurl is a weather API client whose requests are options
// that build their own URL (an interface the client holds).
package optionsurl

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
)

type options interface {
	toURL(base string) string
}

// case: unescaped-input bug place-search-through-interface
type geoSearch struct {
	Name  string
	Count int
}

func (o *geoSearch) toURL(base string) string {
	return fmt.Sprintf("%s/v1/search?name=%s&count=%d", base, o.Name, o.Count) // want `o\.Name, free text`
}

// case: unescaped-input valid forecast-numbers
type forecast struct{ Lat, Lon float64 }

func (o forecast) toURL(base string) string {
	return fmt.Sprintf("%s/v1/forecast?latitude=%f&longitude=%f", base, o.Lat, o.Lon)
}

// case: unescaped-input valid place-search-escaped
type geoSearchEscaped struct{ Name string }

func (o geoSearchEscaped) toURL(base string) string {
	return base + "/v1/search?name=" + url.QueryEscape(o.Name)
}

// case: unescaped-input valid name-of-resource
type station struct{ Name string }

func (o station) toURL(base string) string {
	return fmt.Sprintf("%s/v1/stations?name=%s", base, url.QueryEscape(o.Name))
}

type client struct{ base string }

func (c *client) get(ctx context.Context, o options) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, o.toURL(c.base), nil)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}
