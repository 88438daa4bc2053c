package apiclient

import (
	"context"
	"net/http"
	"net/url"
	"strconv"
	"strings"
)

// case: unescaped valid inference-model-path
// A model the service serves ("org/model-7b") is a name of its own
// alphabet, whose '/' is meant.
func (c *Client) Generate(ctx context.Context, model string) (*http.Response, error) {
	return c.get(ctx, c.BaseURL+"/models/"+model+"/generate")
}

// case: unescaped valid provider-type-config-name
// A provider's type is one of the API's set; a configuration entry's
// name is a key of its schema.
func (c *Client) ProviderConfig(ctx context.Context, providerType, configName string) (*http.Response, error) {
	return c.get(ctx, c.BaseURL+"/providers/"+providerType+"/configs/"+configName)
}

// WorkspaceConfig is what a deployment configures once.
type WorkspaceConfig struct {
	Workspace, Region string
	DefaultQuery      string
}

// Workspaces reads a workspace of the configuration.
type Workspaces struct {
	cfg WorkspaceConfig
	c   *Client
}

// case: unescaped valid configured-workspace
func (w *Workspaces) Usage(ctx context.Context) (*http.Response, error) {
	return w.c.get(ctx, w.c.BaseURL+"/workspaces/"+w.cfg.Workspace+"/regions/"+w.cfg.Region+"/usage")
}

// case: unescaped bug configured-default-query
// Free text by its name is free text in a configuration too.
func (w *Workspaces) Saved(ctx context.Context) (*http.Response, error) {
	return w.c.get(ctx, w.c.BaseURL+"/search?q="+w.cfg.DefaultQuery) // want `free text|QueryEscape`
}

// case: unescaped valid chat-method-constants
// Every call in the package passes the name of an API method.
func (c *Client) CallMethod(ctx context.Context, method string) (*http.Response, error) {
	return c.get(ctx, c.BaseURL+"/api/"+method)
}

func (c *Client) Channels(ctx context.Context) { c.CallMethod(ctx, "channels.list") }

func (c *Client) Me(ctx context.Context) { c.CallMethod(ctx, "users.me") }

// case: unescaped bug archive-folder-named
// One call passes a constant, another a folder a person named.
func (c *Client) Archive(ctx context.Context, folder string) (*http.Response, error) {
	return c.get(ctx, c.BaseURL+"/archive/"+folder) // want `unescaped|PathEscape`
}

func (c *Client) Inbox(ctx context.Context) { c.Archive(ctx, "inbox") }

func (c *Client) Folder(ctx context.Context, folder string) { c.Archive(ctx, folder) }

// case: unescaped bug issue-title-helper
// A function named for a title returns free text.
func issueTitle(titles map[int]string, n int) string { return titles[n] }

func (c *Client) WikiPage(ctx context.Context, titles map[int]string, n int) (*http.Response, error) {
	return c.get(ctx, c.BaseURL+"/wiki/"+issueTitle(titles, n)) // want `free text|PathEscape`
}

// Device is a device's description, whose icon is a URL reference.
type Device struct{ IconRef, Caption string }

// case: unescaped valid icon-reference-scheme-tested
func (c *Client) Icon(ctx context.Context, d Device) (*http.Response, error) {
	ref := d.IconRef
	if !strings.Contains(ref, "://") && !strings.HasPrefix(ref, "/") {
		ref = "/" + ref
	}
	u, err := url.Parse(c.BaseURL + ref)
	if err != nil {
		return nil, err
	}
	return c.get(ctx, u.String())
}

// case: unescaped bug caption-slash-tested
func (c *Client) CaptionPage(ctx context.Context, d Device) (*http.Response, error) {
	caption := d.Caption
	if !strings.HasPrefix(caption, "/") {
		caption = "/" + caption // want `unescaped|PathEscape`
	}
	return c.get(ctx, c.BaseURL+"/captions"+caption) // want `unescaped|PathEscape`
}

// case: unescaped valid purge-flag-in-loop
func (c *Client) Purge(ctx context.Context, jobs []int, force func(int) bool) {
	for _, id := range jobs {
		u := c.BaseURL + "/jobs/" + strconv.Itoa(id) + "?purge=1"
		if force(id) {
			u += "&force=true"
		}
		c.get(ctx, u)
	}
}
