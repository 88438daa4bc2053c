// Package invalid is analyzed with an invalid configuration, which fails
// the analysis before any check runs.
package invalid

import "net/url"

func invalid() {
	url.Parse("http://example.com:80x/")
}
