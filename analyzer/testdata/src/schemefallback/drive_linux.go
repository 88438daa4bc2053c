package schemefallback

import (
	"net/url"
	"os"
)

// A file that builds for Linux alone: no drive letters there.
func openLinux(arg string) (*os.File, error) {
	u, err := url.Parse(arg)
	if err != nil {
		return nil, err
	}
	if u.Scheme == "" {
		return os.Open(arg)
	}
	return nil, errRemote(u)
}
