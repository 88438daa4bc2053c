package unescaped

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
)

// A URL built by the implementation of an interface method of the
// package and sent by a client that holds only the interface: the
// values of opt.toURL(base) are those of the package's toURL methods.

type requestOptions interface {
	toURL(baseURL string) string
}

type citySearch struct{ Name string }

func (o *citySearch) toURL(baseURL string) string {
	return fmt.Sprintf("%s/search?name=%s", baseURL, o.Name) // want `o\.Name, free text`
}

type cityByID struct{ ID int }

func (o cityByID) toURL(baseURL string) string {
	return fmt.Sprintf("%s/cities/%d", baseURL, o.ID)
}

type quotedSearch struct{ Name string }

func (o *quotedSearch) toURL(baseURL string) string {
	return baseURL + "/search?name=" + url.QueryEscape(o.Name)
}

type optionsClient struct{ base string }

func (c *optionsClient) get(ctx context.Context, opt requestOptions) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, opt.toURL(c.base), nil)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}
