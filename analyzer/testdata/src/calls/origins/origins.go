// want package:`urlResults\(Env=0:\(input\); Failed=0:\(url\); OrDefault=0:"https://example\.com/a b"\|…\(url\); Page=0:…\(url\)"/a b"; Query=0:\(url\); Redirect=0:\(url\); URI\.String=0:\(url\); URL\.String=0:\(url\); Wrapped=0:…"/a b"\)`

// Package origins exports functions whose results are text of a known
// origin: a url.URL's text, input.
package origins

import (
	"errors"
	"net/url"
	"os"
	"strings"
)

// URL wraps a url.URL; its String method returns the url.URL's text.
type URL url.URL

func (u URL) String() string {
	uu := url.URL(u)
	return uu.String()
}

// URI builds a url.URL from its fields; the failure of its first step is
// a message, not a URL.
type URI struct{ Host string }

func (u URI) String() string {
	a, err := url.Parse("")
	if err != nil {
		return err.Error()
	}
	a.Host = u.Host
	return a.String()
}

// Kind's String is text for people, whatever it returns.
type Kind int

func (Kind) String() string { return "a b" }

func Redirect(u *url.URL) string { return u.String() }

func Query(u *url.URL) (string, error) {
	if u.Host == "" {
		return "", errors.New("no host")
	}
	return u.String(), nil
}

func Env() string { return os.Getenv("URL") }

// Page is url text and a constant: the constant is checked at the call.
func Page(u *url.URL) string { return u.String() + "/a b" }

// Wrapped takes the url text through a helper of no known meaning: a hole
// of no origin.
func Wrapped(u *url.URL) string { return strings.ToUpper(u.String()) + "/a b" }

// Failed is url text, or a message built around a failure's.
func Failed(u *url.URL, err error) string {
	if err != nil {
		return "failed: " + err.Error()
	}
	return u.String()
}

// OrDefault is url text or a constant, checked at the call.
func OrDefault(u *url.URL) string {
	if u.Host == "" {
		return "https://example.com/a b"
	}
	return u.String()
}
