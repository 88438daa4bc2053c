package unescaped

import (
	"net/url"
	"regexp"
	"strings"
)

// A connection's settings: URL holds a whole URL, or the rest of one
// after a scheme its driver names.
type connection struct {
	Driver, URL, File, Table string
}

var hasScheme = regexp.MustCompile(`^[a-z0-9+.-]+://`)

// The driver and "://" go before a URL that has no scheme; a URL that
// has one is parsed as it is.
func (c *connection) parse() (*url.URL, error) {
	full := c.URL
	if !hasScheme.MatchString(full) {
		full = c.Driver + "://" + full
	}
	return url.Parse(full)
}

// The rest of a URL after its scheme, written after another scheme: the
// hole starts the authority of a URL written whole, whatever the parse
// adds before it.
func (c *connection) normalize() {
	if _, rest, ok := strings.Cut(c.URL, "://"); ok {
		c.URL = "pgx://" + rest
	}
}

func (c *connection) fileURL() {
	c.URL = "file://" + c.File
}

// A name written into the path of the same field's URL is a segment.
func (c *connection) tableURL(base string) {
	c.URL = "pgx://" + base + "/tables/" + c.Table // want `c\.Table, a string, is written unescaped into the path`
}
