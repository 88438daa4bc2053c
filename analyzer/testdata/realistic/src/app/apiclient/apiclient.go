// Package apiclient is an API client that builds request URLs from its
// arguments: names written into paths and queries with and without their
// escaping. The realistic suite runs it with the warnings on.
package apiclient

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
)

// Client talks to a REST API.
type Client struct {
	BaseURL string
	HTTP    *http.Client
}

func (c *Client) get(ctx context.Context, u string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, "GET", u, nil)
	if err != nil {
		return nil, err
	}
	return c.HTTP.Do(req)
}

// State is an issue state.
type State string

const (
	Open   State = "open"
	Closed State = "closed"
)

// case: unescaped bug branch-path
func (c *Client) Branch(ctx context.Context, owner, repo, branch string) (*http.Response, error) {
	return c.get(ctx, fmt.Sprintf("%s/repos/%s/%s/branches/%s", c.BaseURL, owner, repo, branch)) // want `unescaped|PathEscape`
}

// case: unescaped bug search-term
func (c *Client) Search(ctx context.Context, term string) (*http.Response, error) {
	return c.get(ctx, c.BaseURL+"/search/code?q="+term) // want `unescaped|QueryEscape`
}

// case: unescaped bug label-path
func (c *Client) Label(ctx context.Context, repo, name string) (*http.Response, error) {
	return c.get(ctx, c.BaseURL+"/repos/"+repo+"/labels/"+name) // want `unescaped|PathEscape`
}

// case: unescaped bug file-contents
func (c *Client) Contents(ctx context.Context, path, ref string) (*http.Response, error) {
	return c.get(ctx, fmt.Sprintf("%s/contents/%s?ref=%s", c.BaseURL, path, ref)) // want `unescaped|QueryEscape|PathEscape`
}

// case: unescaped bug user-by-email
func (c *Client) UserByEmail(ctx context.Context, email string) (*http.Response, error) {
	return c.get(ctx, c.BaseURL+"/users?email="+email) // want `unescaped|QueryEscape`
}

// case: unescaped bug tag-name
func (c *Client) Release(ctx context.Context, tag string) (*http.Response, error) {
	u := c.BaseURL + "/releases/tags/" + tag // want `unescaped|PathEscape`
	return c.get(ctx, u)
}

// case: unescaped bug filter-key
func (c *Client) Filter(ctx context.Context, field, value string) (*http.Response, error) {
	return c.get(ctx, c.BaseURL+"/items?"+field+"="+url.QueryEscape(value)) // want `unescaped|QueryEscape`
}

// case: unescaped bug cursor-param
func (c *Client) Page(ctx context.Context, cursor string) (*http.Response, error) {
	return c.get(ctx, fmt.Sprintf("%s/events?after=%s&limit=100", c.BaseURL, cursor)) // want `unescaped|QueryEscape`
}

// case: unescaped bug bucket-object
func (c *Client) Object(ctx context.Context, bucket, key string) (*http.Response, error) {
	return c.get(ctx, "https://storage.example.com/"+bucket+"/o/"+key+"?alt=media") // want `unescaped|PathEscape`
}

// case: unescaped valid team-slug-field
// An organisation and a team's slug are names the service issues from a
// URL-safe alphabet: they stand in its paths as they are.
type Team struct {
	Org, Slug string
}

func (c *Client) Members(ctx context.Context, t Team) (*http.Response, error) {
	return c.get(ctx, fmt.Sprintf("%s/orgs/%s/teams/%s/members", c.BaseURL, t.Org, t.Slug))
}

// case: unescaped bug redirect-uri
func authorizeURL(clientID, redirect string) string {
	return "https://auth.example.com/authorize?client_id=" + clientID + "&redirect_uri=" + redirect // want `unescaped|QueryEscape`
}

func (c *Client) Authorize(ctx context.Context, clientID, redirect string) (*http.Response, error) {
	return c.get(ctx, authorizeURL(clientID, redirect))
}

// case: unescaped bug sprintf-v
func (c *Client) Workflow(ctx context.Context, name string) (*http.Response, error) {
	return c.get(ctx, fmt.Sprintf("%s/actions/workflows/%v/runs", c.BaseURL, name)) // want `unescaped|PathEscape`
}

// case: unescaped bug anchor
func docURL(page, section string) (*url.URL, error) {
	return url.Parse("https://docs.example.com/" + url.PathEscape(page) + "#" + section) // want `unescaped|PathEscape`
}

// case: unescaped bug trimmed-name
func (c *Client) Env(ctx context.Context, name string) (*http.Response, error) {
	return c.get(ctx, c.BaseURL+"/environments/"+strings.TrimSpace(name)) // want `unescaped|PathEscape`
}

// case: unescaped bug joined-labels
func (c *Client) ByLabels(ctx context.Context, labels []string) (*http.Response, error) {
	return c.get(ctx, c.BaseURL+"/issues?labels="+strings.Join(labels, ",")) // want `unescaped|QueryEscape`
}

// case: unescaped bug decoded-name
type Package struct {
	Name    string `json:"name"`
	Version string `json:"version"`
}

func Published(b []byte) error {
	var p Package
	if err := json.Unmarshal(b, &p); err != nil {
		return err
	}
	_, err := http.Get("https://registry.example.com" + "/packages/" + p.Name) // want `unescaped|PathEscape`
	return err
}

// case: unescaped valid branch-escaped
func (c *Client) BranchOK(ctx context.Context, owner, repo, branch string) (*http.Response, error) {
	return c.get(ctx, fmt.Sprintf("%s/repos/%s/%s/branches/%s", c.BaseURL, url.PathEscape(owner), url.PathEscape(repo), url.PathEscape(branch)))
}

// case: unescaped valid search-escaped
func (c *Client) SearchOK(ctx context.Context, term string) (*http.Response, error) {
	return c.get(ctx, c.BaseURL+"/search/code?q="+url.QueryEscape(term))
}

// case: unescaped valid numeric-id
func (c *Client) Issue(ctx context.Context, number int) (*http.Response, error) {
	return c.get(ctx, fmt.Sprintf("%s/issues/%d", c.BaseURL, number))
}

// case: unescaped valid strconv-page
func (c *Client) IssuesPage(ctx context.Context, page int) (*http.Response, error) {
	return c.get(ctx, c.BaseURL+"/issues?page="+strconv.Itoa(page)+"&per_page=100")
}

// case: unescaped valid bool-flag
func (c *Client) Drafts(ctx context.Context, draft bool) (*http.Response, error) {
	return c.get(ctx, fmt.Sprintf("%s/pulls?draft=%t", c.BaseURL, draft))
}

// case: unescaped valid constant-enum
func (c *Client) Issues(ctx context.Context, closed bool) (*http.Response, error) {
	state := Open
	if closed {
		state = Closed
	}
	return c.get(ctx, c.BaseURL+"/issues?state="+string(state))
}

// case: unescaped valid values-encode
func (c *Client) List(ctx context.Context, owner, sort string) (*http.Response, error) {
	q := url.Values{"owner": {owner}, "sort": {sort}}
	return c.get(ctx, c.BaseURL+"/items?"+q.Encode())
}

// case: unescaped valid join-path
func (c *Client) LabelOK(ctx context.Context, repo, name string) (*http.Response, error) {
	u, err := url.JoinPath(c.BaseURL, "repos", repo, "labels", name)
	if err != nil {
		return nil, err
	}
	return c.get(ctx, u)
}

// case: unescaped valid base-url
func (c *Client) Meta(ctx context.Context) (*http.Response, error) {
	return c.get(ctx, c.BaseURL+"/meta")
}

// case: unescaped valid url-string
func (c *Client) Follow(ctx context.Context, next *url.URL) (*http.Response, error) {
	return c.get(ctx, next.String()+"&page_size=50")
}

// case: unescaped valid url-struct-path
func (c *Client) TagOK(tag string) string {
	u := url.URL{Scheme: "https", Host: "api.example.com", Path: "/releases/tags/" + tag}
	return u.String()
}

// case: unescaped valid whole-path
func (c *Client) Raw(ctx context.Context, path string) (*http.Response, error) {
	return c.get(ctx, c.BaseURL+path)
}

// case: unescaped valid whole-query
func (c *Client) Query(ctx context.Context, rawQuery string) (*http.Response, error) {
	return c.get(ctx, c.BaseURL+"/search?"+rawQuery)
}

// case: unescaped valid float-param
func (c *Client) Near(ctx context.Context, lat, lng float64) (*http.Response, error) {
	return c.get(ctx, fmt.Sprintf("%s/places?lat=%f&lng=%f", c.BaseURL, lat, lng))
}

// case: unescaped valid error-message
func notFound(name string) error {
	return fmt.Errorf("GET https://api.example.com/users/%s: not found", name)
}

// endcase
