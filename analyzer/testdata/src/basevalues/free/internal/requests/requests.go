package requests // want package:`urlFieldSinks\(1\)`

// A request a command fills in and a client sends: its URL is also shown
// in the client's errors, which leaves it a URL.

import (
	"fmt"
	"net/http"
)

type RequestParams struct {
	Method string
	URL    string // want URL:`urlField\(RequestParams→http.NewRequest:http\)`
}

func (p *RequestParams) newHTTPRequest() (*http.Request, error) {
	return http.NewRequest(p.Method, p.URL, nil)
}

func Do(p *RequestParams) (*http.Response, error) {
	req, err := p.newHTTPRequest()
	if err != nil {
		return nil, fmt.Errorf("failed to create a %s request to %s: %v", p.Method, p.URL, err)
	}
	return http.DefaultClient.Do(req)
}
