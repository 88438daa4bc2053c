package a

import (
	"example.com/mod/url"

	"example.com/mod/b"
)

const home = "http://example.com/bad path"

func Home() (*url.URL, error) { return url.Parse(home) }

func Any(s string) (*url.URL, error) { return url.Parse(s) }

var _ = b.Home
