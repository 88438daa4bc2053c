// Package swapped formats URLs whose scheme and host are given in the
// wrong order.
package swapped

import (
	"fmt"
	"net/http"
)

type Config struct {
	ProxyHost, ProxyProto string
	Scheme, Host          string
}

// The hook URL is written "%s://%s" of the host, then the protocol.
func hookURL(c Config) string {
	return fmt.Sprintf("%s://%s/hooks", c.ProxyHost, c.ProxyProto) // want `fmt\.Sprintf: c\.ProxyHost, a host by its name, is written as the URL's scheme and c\.ProxyProto, a scheme by its name, as its host`
}

func ping(c Config, id string) (*http.Response, error) {
	return http.Get(fmt.Sprintf("%s://%s/ping/%d", c.Host, c.Scheme, len(id))) // want `c\.Host, a host by its name, is written as the URL's scheme`
}

// The look-alikes: the right order, a name that says neither, and a
// format with an argument index.
func hookURLRight(c Config) string {
	return fmt.Sprintf("%s://%s/hooks", c.ProxyProto, c.ProxyHost)
}

func named(c Config, target string) string {
	return fmt.Sprintf("%s://%s", c.ProxyHost, target)
}

func indexed(c Config) string {
	return fmt.Sprintf("%[2]s://%[1]s/hooks", c.ProxyHost, c.ProxyProto)
}
