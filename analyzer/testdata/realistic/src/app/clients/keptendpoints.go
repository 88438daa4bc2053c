package clients

import (
	"context"
	"net/http"

	"app/clients/graphql"
)

// Endpoints handed to another package's GraphQL client, which keeps
// them for its requests.

// case: clients bug graphql-endpoint-port-range
func inventory(ctx context.Context) error {
	c := graphql.NewClient("https://inventory.example.com:84430/graphql", http.DefaultClient) // want `graphql\.NewClient: port 84430 is out of range`
	var out map[string]any
	return c.Query(ctx, "{ items { id } }", &out)
}

// case: clients bug graphql-subscription-endpoint-space
func billing(ctx context.Context) error {
	c := graphql.NewSubscriptionClient("https://billing.example.com/graph ql") // want `graphql\.NewSubscriptionClient: space is not allowed in a path`
	var out map[string]any
	return c.Query(ctx, "{ invoices { id } }", &out)
}

// case: clients valid graphql-endpoint-port
func catalog(ctx context.Context) error {
	c := graphql.NewClient("https://catalog.example.com:8443/graphql", http.DefaultClient)
	var out map[string]any
	return c.Query(ctx, "{ products { id } }", &out)
}

// case: clients valid graphql-endpoint-escaped
func search(ctx context.Context) error {
	c := graphql.NewSubscriptionClient("https://search.example.com/graph%20ql/v1")
	var out map[string]any
	return c.Query(ctx, "{ hits { id } }", &out)
}

// endcase
