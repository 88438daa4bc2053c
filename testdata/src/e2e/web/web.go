// Package web reaches url.Parse through link.Page: its finding needs the
// fact urlvet exported for package link, which go vet passes between
// processes in files.
package web

import "example.com/e2e/link"

func Search() {
	link.Page("https://example.com/search?q=go vet")
}
