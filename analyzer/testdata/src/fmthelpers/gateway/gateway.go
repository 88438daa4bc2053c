// want package:`urlResults\(Client\.Built=0:\(format arg 0\)…"/v1"; Client\.Resource=0:\(format arg 1\)…"/"…; Client\.URLf=0:\(format arg 0\)…; Client\.Versioned=0:…"\?v=2"; Endpoint=0:\(format arg 0\); Logf=0:\(format arg 0\)"gateway: "\)`

// Package gateway builds the URLs of a storage gateway's API: its
// helpers return the text, and their callers, in other packages, send it.
package gateway

import (
	"fmt"
	"net/http"
	"path/filepath"
	"strings"
)

// Client knows the gateway's base URL.
type Client struct {
	base string
	HC   *http.Client
}

// URLf formats a path below the base URL.
func (c *Client) URLf(format string, a ...any) string {
	return c.base + fmt.Sprintf(format, a...)
}

// Resource formats a path below a kind of resource.
func (c *Client) Resource(kind, format string, a ...any) string {
	rest := fmt.Sprintf(format, a...)
	return strings.TrimSuffix(c.base, "/") + "/" + kind + rest
}

// Built writes the base URL and the formatted path into a builder.
func (c *Client) Built(format string, a ...any) string {
	var b strings.Builder
	b.Grow(len(c.base) + len(format))
	b.WriteString(c.base)
	b.WriteString("/v1")
	fmt.Fprintf(&b, format, a...)
	return b.String()
}

// Endpoint formats a whole URL.
func Endpoint(format string, a ...any) string {
	return fmt.Sprintf(format, a...)
}

// Look-alikes: text that is not a URL, or whose caller's template is not
// the end of what the helper returns.

// Logf returns a line for the log.
func Logf(format string, a ...any) string {
	return "gateway: " + fmt.Sprintf(format, a...)
}

// MetricName formats a metric's name.
func MetricName(format string, a ...any) string {
	return strings.ReplaceAll(fmt.Sprintf(format, a...), "-", "_")
}

// CachePath formats a file's path in the cache.
func CachePath(format string, a ...any) string {
	return filepath.Join("/var/cache/gateway", fmt.Sprintf(format, a...))
}

// Versioned adds a query after the caller's path.
func (c *Client) Versioned(format string, a ...any) string {
	return c.base + fmt.Sprintf(format, a...) + "?v=2"
}

// Fixed formats the caller's template with an argument of its own.
func (c *Client) Fixed(format string, a ...any) string {
	return c.base + fmt.Sprintf(format, "default")
}

// Defaulted replaces an empty template.
func (c *Client) Defaulted(format string, a ...any) string {
	if format == "" {
		format = "/"
	}
	return c.base + fmt.Sprintf(format, a...)
}

// Tagged writes a query after the formatted path.
func (c *Client) Tagged(format string, a ...any) string {
	var b strings.Builder
	b.WriteString(c.base)
	fmt.Fprintf(&b, format, a...)
	b.WriteString("?tagged=1")
	return b.String()
}

// Labeled writes the formatted text only for some labels.
func (c *Client) Labeled(label, format string, a ...any) string {
	var b strings.Builder
	b.WriteString(c.base)
	if label != "" {
		fmt.Fprintf(&b, format, a...)
	}
	return b.String()
}
