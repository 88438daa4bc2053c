// Package escaper is an API client that escapes what it writes into its
// URLs, sometimes with the escaper of another component.
package escaper

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// Client talks to a repository-hosting API.
type Client struct {
	base string
	http *http.Client
}

func (c *Client) get(ctx context.Context, u string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return nil, err
	}
	return c.http.Do(req)
}

// case: escaper bug file-path-query-escape
func (c *Client) file(ctx context.Context, path string) (*http.Response, error) {
	return http.Get("https://cdn.example.com/files/" + url.QueryEscape(path)) // want `url.QueryEscape in a path`
}

// case: escaper valid file-path-path-escape
func (c *Client) fileOK(ctx context.Context, path string) (*http.Response, error) {
	return http.Get("https://cdn.example.com/files/" + url.PathEscape(path))
}

// case: escaper bug branch-sprintf
func branchProtection(owner, repo, branch string) (*http.Response, error) {
	return http.Get(fmt.Sprintf("https://api.example.com/repos/%s/%s/branches/%s/protection", owner, repo, url.QueryEscape(branch))) // want `url.QueryEscape in a path`
}

// case: escaper valid branch-sprintf-path-escape
func branchProtectionOK(owner, repo, branch string) (*http.Response, error) {
	return http.Get(fmt.Sprintf("https://api.example.com/repos/%s/%s/branches/%s/protection", owner, repo, url.PathEscape(branch)))
}

// case: escaper bug vhost-rabbit
func vhostQueues(vhost string) (*http.Response, error) {
	return http.Get("http://rabbit.example.com:15672/api/queues/" + url.QueryEscape(vhost)) // want `url.QueryEscape in a path`
}

// case: escaper bug target-name-role
func role(name string) (*http.Response, error) {
	u := "https://tuf.example.com/metadata/" + url.QueryEscape(name) + ".json" // want `url.QueryEscape in a path`
	return http.Get(u)
}

// case: escaper bug search-path-escape
func search(term string) (*http.Response, error) {
	return http.Get("https://api.example.com/search/issues?q=" + url.PathEscape(term)) // want `url.PathEscape in a query value`
}

// case: escaper valid search-query-escape
func searchOK(term string) (*http.Response, error) {
	return http.Get("https://api.example.com/search/issues?q=" + url.QueryEscape(term))
}

// case: escaper bug filter-path-escape-sprintf
func filter(label string, page int) (*http.Response, error) {
	return http.Get(fmt.Sprintf("https://api.example.com/issues?labels=%s&page=%d", url.PathEscape(label), page)) // want `url.PathEscape in a query value`
}

// case: escaper bug query-key-path-escape
func field(name, value string) (*http.Response, error) {
	return http.Get("https://api.example.com/records?" + url.PathEscape(name) + "=" + url.QueryEscape(value)) // want `url.PathEscape in a query key`
}

// case: escaper valid query-key-query-escape
func fieldOK(name, value string) (*http.Response, error) {
	return http.Get("https://api.example.com/records?" + url.QueryEscape(name) + "=" + url.QueryEscape(value))
}

// case: escaper bug encoded-twice
func list(ctx context.Context, c *Client, params url.Values) (*http.Response, error) {
	return c.get(ctx, "https://api.example.com/v1/items?"+url.QueryEscape(params.Encode())) // want `escaped already`
}

// case: escaper valid encoded-once
func listOK(ctx context.Context, c *Client, params url.Values) (*http.Response, error) {
	return c.get(ctx, "https://api.example.com/v1/items?"+params.Encode())
}

// case: escaper valid nested-state
func authorize(params url.Values) (*http.Response, error) {
	return http.Get("https://auth.example.com/authorize?state=" + url.QueryEscape(params.Encode()))
}

// case: escaper valid redirect-uri-value
func login(next string) (*http.Response, error) {
	return http.Get("https://auth.example.com/login?redirect_uri=" + url.QueryEscape("https://app.example.com"+next))
}

// case: escaper bug wiki-anchor
func wiki(page, section string) (*http.Response, error) {
	return http.Get("https://wiki.example.com/" + url.PathEscape(page) + "#" + url.QueryEscape(section)) // want `url.QueryEscape in a fragment`
}

// case: escaper valid wiki-anchor-path-escape
func wikiOK(page, section string) (*http.Response, error) {
	return http.Get("https://wiki.example.com/" + url.PathEscape(page) + "#" + url.PathEscape(section))
}

// case: escaper bug user-handle
func profile(handle string) (*http.Response, error) {
	return http.Get("https://social.example.com/@" + url.QueryEscape(handle)) // want `url.QueryEscape in a path`
}

// case: escaper bug object-key-query-escape
func object(bucket, key string) (*http.Response, error) {
	endpoint := "https://storage.example.com/" + bucket + "/" + url.QueryEscape(key) // want `url.QueryEscape in a path`
	return http.Get(endpoint)
}

// case: escaper valid object-key-join
func objectOK(bucket, key string) (*http.Response, error) {
	endpoint, err := url.JoinPath("https://storage.example.com", bucket, key)
	if err != nil {
		return nil, err
	}
	return http.Get(endpoint)
}

// case: escaper bug tag-param
func tagged(tag string, c *Client, ctx context.Context) (*http.Response, error) {
	return c.get(ctx, "https://registry.example.com/v2/images?tag="+url.PathEscape(tag)+"&n=100") // want `url.PathEscape in a query value`
}

// case: escaper bug project-path
func project(ns, name string) (*http.Response, error) {
	return http.Get("https://git.example.com/api/v4/projects/" + url.QueryEscape(ns+"/"+name) + "/issues") // want `url.QueryEscape in a path`
}

// case: escaper valid project-path-escape
func projectOK(ns, name string) (*http.Response, error) {
	return http.Get("https://git.example.com/api/v4/projects/" + url.PathEscape(ns+"/"+name) + "/issues")
}

// case: escaper valid values-builder
func valuesBuilder(q string) (*http.Response, error) {
	v := url.Values{}
	v.Set("q", q)
	return http.Get("https://api.example.com/search?" + v.Encode())
}

// case: escaper valid lower-path
func lower(name string) (*http.Response, error) {
	return http.Get("https://api.example.com/tags/" + url.PathEscape(strings.ToLower(name)))
}

// endcase
