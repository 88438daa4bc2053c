// Package graphql is a GraphQL client whose constructors keep the
// endpoint they are given in an unexported field that every request
// sends.
package graphql

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
)

type Client struct {
	url        string
	httpClient *http.Client
}

func NewClient(url string, httpClient *http.Client) *Client {
	return &Client{url: url, httpClient: httpClient}
}

// NewSubscriptionClient keeps the endpoint by assignment.
func NewSubscriptionClient(url string) *Client {
	c := &Client{httpClient: http.DefaultClient}
	c.url = url
	return c
}

func (c *Client) Query(ctx context.Context, q string, out any) error {
	body, err := json.Marshal(map[string]string{"query": q})
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.httpClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	return json.NewDecoder(resp.Body).Decode(out)
}
