package urlstruct

import (
	"net/url"
	"path"
)

// A transfer lease lists its disks' URLs with '*' for the host: whoever
// reads the lease puts its own server's host in its place. A lone '*'
// before the path is that marker, not a name.
func leaseURL(disk string) string {
	return (&url.URL{Scheme: "https", Host: "*", Path: "/nfc/" + path.Base(disk)}).String()
}

// A wildcard among a name's labels, or a lone '*' with a port, is a
// pattern written where a host is wanted.
func mirrorURL() string {
	return (&url.URL{Scheme: "https", Host: "*.mirror.example.com", Path: "/dist/"}).String() // want `'\*' is not allowed in a host name`
}

func anyPort() (*url.URL, error) {
	return url.Parse("http://*:8080/metrics") // want `'\*' is not allowed in a host name`
}
