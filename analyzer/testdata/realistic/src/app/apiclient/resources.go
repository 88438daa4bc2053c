package apiclient

import (
	"context"
	"fmt"
	"net/http"
)

// case: unescaped valid registry-manifest-reference
// The registry API's repository name ("team/tool") and reference (a tag
// or a digest) follow a grammar that needs no escaping; the name's '/'
// is meant.
func (c *Client) Manifest(ctx context.Context, repository, reference string) (*http.Response, error) {
	return c.get(ctx, fmt.Sprintf("%s/v2/%s/manifests/%s", c.BaseURL, repository, reference))
}

// case: unescaped bug registry-query-note
// Free text after the registry path is still free text.
func (c *Client) Tags(ctx context.Context, repository, note string) (*http.Response, error) {
	return c.get(ctx, c.BaseURL+"/v2/"+repository+"/tags/list?note="+note) // want `unescaped|QueryEscape`
}

// case: unescaped valid domain-name-in-collection
// A name after the segment of a collection of domains is a domain.
func (c *Client) DomainRecords(ctx context.Context, name string) (*http.Response, error) {
	return c.get(ctx, c.BaseURL+"/v1/domains/"+name+"/records")
}

// case: unescaped bug album-name-in-collection
// An album's name is whatever a person typed.
func (c *Client) Album(ctx context.Context, name string) (*http.Response, error) {
	return c.get(ctx, c.BaseURL+"/v1/albums/"+name) // want `unescaped|PathEscape`
}

// case: unescaped valid zone-region-path
// A cloud's region and zone are names of a small alphabet.
func (c *Client) Instances(ctx context.Context, region, zone string) (*http.Response, error) {
	return c.get(ctx, c.BaseURL+"/regions/"+region+"/zones/"+zone+"/instances")
}
