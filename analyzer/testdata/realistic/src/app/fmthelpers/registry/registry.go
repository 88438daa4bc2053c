// Package registry is a client of a container registry's HTTP API. Its
// helpers return the text of a URL, a log line, a cache path or a token
// scope formatted from the caller's template; the callers, in other
// packages, decide what to do with it.
package registry

import (
	"fmt"
	"path/filepath"
	"strings"
)

// Client knows the registry's base URL ("https://registry.example.com").
type Client struct {
	BaseURL string
	Mirror  string
}

// Endpoint formats a path of the API below the base URL.
func (c *Client) Endpoint(format string, args ...any) string {
	return strings.TrimSuffix(c.BaseURL, "/") + fmt.Sprintf(format, args...)
}

// MirrorURL formats a path below the pull-through mirror.
func (c *Client) MirrorURL(format string, args ...any) string {
	path := fmt.Sprintf(format, args...)
	return c.Mirror + "/v2" + path
}

// UploadURL writes the base URL and the formatted path of an upload.
func (c *Client) UploadURL(format string, args ...any) string {
	var b strings.Builder
	b.WriteString(c.BaseURL)
	b.WriteString("/v2/")
	fmt.Fprintf(&b, format, args...)
	return b.String()
}

// URL formats a whole URL.
func URL(format string, args ...any) string {
	return fmt.Sprintf(format, args...)
}

// Logf formats a line for the client's log.
func Logf(format string, args ...any) string {
	return "registry: " + fmt.Sprintf(format, args...)
}

// CachePath formats the path of a layer in the local cache.
func CachePath(format string, args ...any) string {
	return filepath.Join("/var/cache/registry", fmt.Sprintf(format, args...))
}

// Scope formats a token scope ("repository:library/nginx:pull").
func Scope(format string, args ...any) string {
	return fmt.Sprintf(format, args...)
}

// MetricLabel formats a label value for the pull metrics.
func MetricLabel(format string, args ...any) string {
	return strings.ToLower(fmt.Sprintf(format, args...))
}
