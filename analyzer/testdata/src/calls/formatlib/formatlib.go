// want package:`urlResults\(Client\.URL=0:\(format arg 0\)…; Path=0:\(format arg 1\)"/api/v2"\)`

// Package formatlib exports functions that format their parameter into
// a URL: callers in other packages give the templates.
package formatlib

import "fmt"

// Client builds the URLs of an API.
type Client struct{ base string }

// URL formats tmpl after the client's base URL.
func (c *Client) URL(tmpl string, args ...any) string {
	return c.base + fmt.Sprintf(tmpl, args...)
}

// Path formats tmpl after a constant prefix.
func Path(version int, tmpl string, args ...any) string {
	return "/api/v2" + fmt.Sprintf(tmpl, args...)
}

// Reformat assigns its template: not a formatting function.
func Reformat(tmpl string, args ...any) string {
	if tmpl == "" {
		tmpl = "/"
	}
	return fmt.Sprintf(tmpl, args...)
}
