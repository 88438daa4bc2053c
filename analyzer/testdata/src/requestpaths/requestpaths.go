package requestpaths // want package:`urlFieldSinks\(1\)`

// Requests of URL templates whose placeholders a helper fills in the
// request's path.

import (
	"context"
	"net/http"
	"net/url"
	"strings"
)

const (
	customerURL = "https://api.example.com/v1/customers/{id}"
	orderURL    = "https://api.example.com/v1/orders/{id}" // want `unfilled placeholder "\{id\}"`
)

// RequestData's URL reaches NewRequest, whose request setPathParams
// fills: its placeholders are parameters.
type RequestData struct {
	Method     string
	URL        string // want URL:`urlField\(RequestData→http.NewRequestWithContext:http\)`
	PathParams map[string]string
}

func Customer(ctx context.Context, id string) (*http.Response, error) {
	return Do(ctx, RequestData{Method: http.MethodGet, URL: customerURL, PathParams: map[string]string{"id": id}})
}

func Do(ctx context.Context, d RequestData) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, d.Method, d.URL, nil)
	if err != nil {
		return nil, err
	}
	setPathParams(req, d.PathParams)
	return http.DefaultClient.Do(req)
}

func setPathParams(req *http.Request, params map[string]string) {
	p, raw := req.URL.Path, req.URL.Path
	for k, v := range params {
		p = strings.Replace(p, "{"+k+"}", v, 1)
		raw = strings.Replace(raw, "{"+k+"}", url.PathEscape(v), 1)
	}
	req.URL.Path, req.URL.RawPath = p, raw
}

// Look-alike: a helper that sets the request's headers leaves the
// placeholder in the path.
func Order(ctx context.Context) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, orderURL, nil)
	if err != nil {
		return nil, err
	}
	setHeaders(req)
	return http.DefaultClient.Do(req)
}

func setHeaders(req *http.Request) {
	req.Header.Set("Accept", "application/json")
	if req.URL.Path == "" {
		req.URL.Path = "/"
	}
}
