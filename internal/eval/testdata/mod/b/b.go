// Package b is a dependency of a, analyzed for facts only when a is asked for.
package b

import "example.com/mod/url"

var Home, _ = url.Parse("http://example.com/bad dependency")
