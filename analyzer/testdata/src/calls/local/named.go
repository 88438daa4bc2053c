package local

import (
	"fmt"
	"net/http"
	"net/url"
)

// Named results returned bare: each result is its variable as it
// reaches the return.
type connectConfig struct {
	Username, Password, Host string
	TLS                      bool
}

func transportOf(c *connectConfig) (client *http.Client, protocol string, err error) {
	if c.TLS {
		protocol = "https"
	} else {
		protocol = "http"
	}
	client = http.DefaultClient
	return
}

func connect(c *connectConfig) (*url.URL, error) {
	_, protocol, err := transportOf(c)
	if err != nil {
		return nil, err
	}
	return url.Parse(fmt.Sprintf(protocol+"://%s:%s@%s/cliservice", c.Username, c.Password, c.Host)) // want `c\.Password, run-time input, is written unescaped into the userinfo` `password in the URL`
}

func versionPath(major int) (p string) {
	p = "/api/v" + fmt.Sprint(major) + "/items list" // want `space is not allowed in a path`
	return
}

func items() {
	http.Get("https://api.example.com" + versionPath(2))
}
