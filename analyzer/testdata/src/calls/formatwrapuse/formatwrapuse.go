// want package:`urlWrappers\(1\)`

// Package formatwrapuse calls the clients of formatwrap, and wraps one.
package formatwrapuse

import (
	"context"
	"net/url"

	"calls/formatwrap"
)

func members(ctx context.Context, c *formatwrap.Client, name string, id int) {
	c.Get(ctx, "/members?q=user.name=\"%s\"", name) // want `formatwrap\.Client\.Get: '"' is not allowed in a query` `name, a string the package escapes elsewhere`
	c.Get(ctx, "/members?q=user.name=%s", url.QueryEscape(name))
	c.Get(ctx, "/orgs/%s/members?per_page=100%%", name) // want `formatwrap\.Client\.Get: '%' starts no valid escape`
	c.Get(ctx, "/users/%d/progress=100%%25", id)
	c.Get(ctx, "%s/%s", name, name) // want `name, a string the package escapes elsewhere`
	c.Get(ctx, "/users/%s", "a b")  // want `formatwrap\.Client\.Get: space is not allowed in a path`
	c.Get(ctx, "/users/%s/%d", name, id)
	c.Fetch("/search?q=a b&page=%d", id) // want `formatwrap\.Client\.Fetch: space is not allowed in a query`
	c.Fetch("/search?q=%s&page=%d", url.QueryEscape(name), id)
	c.Getf("/repos/%s/issues?labels=\"bug\"", name) // want `formatwrap\.Client\.Getf: '"' is not allowed in a query`
	c.Getf("/repos/%s/issues?labels=bug", name)
	c.List(ctx, "/teams/{team}/%s", name)                   // want `formatwrap\.Client\.List: unfilled placeholder "\{team\}"` `name, a string the package escapes elsewhere`
	c.List(ctx, "/teams/%s", name)                          // want `name, a string the package escapes elsewhere`
	formatwrap.Absolute("https://example.com/%s/a|b", name) // want `formatwrap\.Absolute: '\|' is not allowed in a path` `name, a string the package escapes elsewhere`
	formatwrap.Absolute("https://example.com/%d", id)
	formatwrap.Versioned("/users/%s?sort=last updated", name) // want `formatwrap\.Versioned: space is not allowed in a query`
	formatwrap.Versioned("/users/%s", name)
}

// Look-alikes: none of these formats its template whole into the URL.
func lookAlikes(c *formatwrap.Client, name string) {
	c.Suffixed("/members?q=\"%s\"", name)
	c.Defaulted("/members?q=\"%s\"", name)
	c.Trimmed("/members?q=\"%s\"", name)
	c.Cut("/members?q=\"%s\"", name)
	c.Paged("/members?q=\"%s\"", name)
	c.Spaced("/members?q=\"%s\"", 1, name)
	c.Checked("/members?q=\"%s\"", name)
}

// A template its caller does not know, passed with a slice of arguments.
func forward(c *formatwrap.Client, tmpl string, args []any) {
	c.Fetch(tmpl, args...)
	c.Fetch("/a b/%s", args...) // want `formatwrap\.Client\.Fetch: space is not allowed in a path`
}

// Team passes its template on to a client of another package: its own
// callers' templates are checked.
func Team(c *formatwrap.Client, tmpl string, args ...any) { // want Team:`urlWrapper\(1\(format\)→…\+http\.Get:http\)`
	c.Fetch(tmpl, args...)
}

func teams(c *formatwrap.Client, id int) {
	Team(c, "/teams/%d/members?role=\"admin\"", id) // want `formatwrapuse\.Team: '"' is not allowed in a query`
	Team(c, "/teams/%d/members?role=admin", id)
}
