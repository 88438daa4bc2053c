package apiclient

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"path"
)

// case: unescaped valid forge-account-paths
// Accounts, organisations and repositories are names the forge issues
// from a URL-safe alphabet.
func (c *Client) Collaborators(ctx context.Context, owner, repo, login string) (*http.Response, error) {
	return c.get(ctx, fmt.Sprintf("%s/repos/%s/%s/collaborators/%s/permission", c.BaseURL, owner, repo, login))
}

// case: unescaped bug project-name-path
func (c *Client) Pipelines(ctx context.Context, project string) (*http.Response, error) {
	return c.get(ctx, c.BaseURL+"/projects/"+project+"/pipelines") // want `unescaped|PathEscape`
}

// case: unescaped bug login-query-value
// In a query a person may give an e-mail address as a login, whose '+'
// the server reads as a space.
func (c *Client) Lookup(ctx context.Context, login string) (*http.Response, error) {
	return c.get(ctx, c.BaseURL+"/accounts/lookup?login="+login) // want `unescaped|QueryEscape`
}

// case: unescaped valid peer-written-as-host
func peerAvatar(peer, port, avatarID string) (*http.Response, error) {
	req, err := http.NewRequest(http.MethodGet, "https://"+net.JoinHostPort(peer, port)+"/avatars/"+peer+"/"+avatarID, nil)
	if err != nil {
		return nil, err
	}
	req.Host = peer
	return http.DefaultClient.Do(req)
}

// case: unescaped bug peer-only-in-header
func peerBanner(peer, bannerID string) (*http.Response, error) {
	req, err := http.NewRequest(http.MethodGet, "https://cdn.example.net/banners/"+peer+"/"+bannerID, nil) // want `unescaped|PathEscape`
	if err != nil {
		return nil, err
	}
	req.Header.Set("X-Peer", peer)
	return http.DefaultClient.Do(req)
}

// case: unescaped valid policy-path-join
// An element of path.Join is a path whose '/' the program means.
func (c *Client) Policy(ctx context.Context, name string) (*http.Response, error) {
	return c.get(ctx, c.BaseURL+"/"+path.Join("policies", name))
}

// case: unescaped bug policy-path-concat
func (c *Client) PolicyRaw(ctx context.Context, name string) (*http.Response, error) {
	return c.get(ctx, c.BaseURL+"/policies/"+name) // want `unescaped|PathEscape`
}

// case: unescaped valid scope-escaped-in-place
func (c *Client) Token(ctx context.Context, scope string) (*http.Response, error) {
	scope = url.QueryEscape(scope)
	return c.get(ctx, fmt.Sprintf("%s/oauth/token?scope=%s", c.BaseURL, scope))
}

// case: unescaped bug scope-escaped-after-use
func (c *Client) TokenLate(ctx context.Context, scope string) (*http.Response, error) {
	u := fmt.Sprintf("%s/oauth/token?scope=%s", c.BaseURL, scope) // want `unescaped|QueryEscape`
	scope = url.QueryEscape(scope)
	c.HTTP.Jar = nil
	_ = scope
	return c.get(ctx, u)
}

// case: unescaped valid channel-table-constants
type channel struct{ Key, Track string }

var channels = map[string]channel{
	"lts":  {Key: "lts", Track: "stable/lts"},
	"edge": {Key: "edge", Track: "unstable"},
}

func (c *Client) notes(ctx context.Context, track string) (*http.Response, error) {
	return c.get(ctx, c.BaseURL+"/notes/"+track+"/latest")
}

func (c *Client) ChannelNotes(ctx context.Context, key string) {
	if ch, ok := channels[key]; ok {
		c.notes(ctx, ch.Track)
	}
}

// endcase
