package resolved

import (
	"context"
	"io"
	"log"
	"net/http"
	"net/url"
)

// A client whose resolving transport is wrapped by a logging decorator
// when asked, whose requests a helper builds and returns, and whose
// fetch wrapper takes the relative paths its callers write.

type logTransport struct {
	RoundTripper http.RoundTripper
	Logger       *log.Logger
}

func (t *logTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	t.Logger.Println(r.Method, r.URL)
	return t.RoundTripper.RoundTrip(r)
}

type apiClient struct{ client *http.Client }

func newAPIClient(base *url.URL, debug *log.Logger) *apiClient {
	var rt http.RoundTripper = &baseTransport{RoundTripper: http.DefaultTransport, base: base}
	if debug != nil {
		rt = &logTransport{RoundTripper: rt, Logger: debug}
	}
	return &apiClient{client: &http.Client{Transport: rt}}
}

func (c *apiClient) fetch(ctx context.Context, path string, body io.Reader) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, path, body)
	if err != nil {
		return nil, err
	}
	return c.client.Do(req)
}

func (c *apiClient) domains(ctx context.Context) (*http.Response, error) {
	return c.fetch(ctx, "domains", nil)
}

func (c *apiClient) makeAuthRequest(ctx context.Context, body io.Reader) (*http.Request, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "auth", body)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	return req, nil
}

func (c *apiClient) authorize(ctx context.Context, body io.Reader) (*http.Response, error) {
	req, err := c.makeAuthRequest(ctx, body)
	if err != nil {
		return nil, err
	}
	return c.client.Do(req)
}

// Look-alike: the same helper's request sent by the default client.
func (c *apiClient) makePingRequest(ctx context.Context) (*http.Request, error) {
	return http.NewRequestWithContext(ctx, http.MethodGet, "ping", nil) // want `"ping" is a relative reference`
}

func (c *apiClient) ping(ctx context.Context) (*http.Response, error) {
	req, err := c.makePingRequest(ctx)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}
