package escaper

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
)

// case: escaper bug wiki-page-escaped-twice
func (c *Client) wikiPage(ctx context.Context, title string) (*http.Response, error) {
	slug := url.PathEscape(title)
	return c.get(ctx, fmt.Sprintf("%s/wiki/pages/%s", "https://wiki.example.com/api", url.PathEscape(slug))) // want `escaped already`
}

// case: escaper valid wiki-page-escaped-once
func (c *Client) wikiPageOnce(ctx context.Context, title string) (*http.Response, error) {
	return c.get(ctx, "https://wiki.example.com/api/wiki/pages/"+url.PathEscape(title))
}

// case: escaper bug search-term-escaped-twice
func (c *Client) searchIssues(ctx context.Context, term string) (*http.Response, error) {
	q := url.QueryEscape(term)
	return c.get(ctx, "https://api.example.com/search/issues?q="+url.QueryEscape(q)+"&per_page=50") // want `escaped already`
}

// case: escaper valid login-redirect-uri
func (c *Client) authorize(ctx context.Context, callback *url.URL) (*http.Response, error) {
	return c.get(ctx, "https://auth.example.com/authorize?response_type=code&redirect_uri="+url.QueryEscape(callback.String()))
}

// case: escaper bug mirror-escaped-path
func (c *Client) mirror(ctx context.Context, u *url.URL) (*http.Response, error) {
	key := u.EscapedPath()
	return c.get(ctx, "https://mirror.example.com/cache/"+url.PathEscape(key)) // want `escaped already`
}

// case: escaper valid registry-repository-double-escape
// The registry decodes a repository name twice: its '/' must arrive as %252F.
func (c *Client) deleteRepository(ctx context.Context, project, repo string) (*http.Response, error) {
	return c.get(ctx, "https://registry.example.com/api/v2.0/projects/"+url.PathEscape(project)+"/repositories/"+url.PathEscape(url.PathEscape(repo)))
}

// case: escaper valid mirror-whole-url
func (c *Client) mirrorURL(ctx context.Context, u *url.URL) (*http.Response, error) {
	return c.get(ctx, "https://mirror.example.com/fetch?url="+url.QueryEscape(u.String()))
}
