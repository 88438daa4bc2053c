// Package hostonly parses text again after "https://" when the URL has
// no host: a host name with a port reaches that fallback (url.Parse
// reads the name as a scheme), an IP address with one does not (the
// parse fails first). A warning: the text may never hold an IP address
// and a port.
package hostonly

import (
	"errors"
	"fmt"
	"net/url"
)

func registryHost(host string) (string, error) {
	u, err := url.Parse(host) // want `host is parsed again after "://" when the URL has no host, so the code expects host\[:port\] there; but url\.Parse fails on an IP address with a port`
	if err != nil {
		return "", err
	}
	if u.Host == "" {
		u, err = url.Parse(fmt.Sprintf("https://%s/", host))
		if err != nil {
			return "", err
		}
	}
	return u.Host, nil
}

// Look-alikes: the parse's failure falls back too; a test of "://"
// before the parse.
func anyHost(host string) (string, error) {
	u, err := url.Parse(host)
	if err != nil || u.Host == "" {
		u, err = url.Parse("https://" + host)
		if err != nil {
			return "", err
		}
	}
	return u.Host, nil
}

func schemeFirst(host string) (string, error) {
	if len(host) > 8 && host[:8] != "https://" {
		return "", errors.New("no scheme")
	}
	u, err := url.Parse(host)
	if err != nil {
		return "", err
	}
	if u.Host == "" {
		u, err = url.Parse("https://" + host)
		if err != nil {
			return "", err
		}
	}
	return u.Host, nil
}
