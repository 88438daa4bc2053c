package escaper

import (
	"context"
	"net/http"
	"net/url"

	"app/escaper/secrets"
)

// case: escaper bug client-route-query-escape
func readSecret(ctx context.Context, c *secrets.Client, name string) (*http.Response, error) {
	return c.Call(ctx, http.MethodGet, "/secret/"+url.QueryEscape(name), nil) // want `url.QueryEscape in a path`
}

// case: escaper valid client-route-path-escape
func removeSecret(ctx context.Context, c *secrets.Client, name string) (*http.Response, error) {
	return c.Call(ctx, http.MethodDelete, "/secret/"+url.PathEscape(name), nil)
}

// case: escaper valid client-route-query-value
func listSecrets(ctx context.Context, c *secrets.Client, prefix string) (*http.Response, error) {
	return c.Call(ctx, http.MethodGet, "/secrets?prefix="+url.QueryEscape(prefix), nil)
}

// endcase
