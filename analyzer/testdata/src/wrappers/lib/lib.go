package lib // want package:`urlWrappers\(12\)` package:`urlFieldSinks\(1\)` package:`urlResults\(ToAbsolute=0:\(url\)\(arg 0\)\)`

import (
	"net/http"
	"net/url"
	"strings"
)

func Fetch(u string) (*http.Response, error) { // want Fetch:`urlWrapper\(0→http\.Get:http\)`
	return http.Get(u)
}

func MustParse(s string) *url.URL { // want MustParse:`urlWrapper\(0→url\.Parse:reference\)`
	u, err := url.Parse(s)
	if err != nil {
		panic(err)
	}
	return u
}

type Client struct{ c *http.Client }

func (c *Client) Get(path string) (*http.Response, error) { // want Get:`urlWrapper\(0→http\.Client\.Get:http\)`
	return c.c.Get(path)
}

var Open = func(u string) { // want Open:`urlWrapper\(0→http\.Get:http\)`
	http.Get(u)
}

// notWrapper changes its argument before the sink.
func NotWrapper(u string) {
	http.Get("http://example.com/" + u)
}

func Alias(raw string) { // want Alias:`urlWrapper\(0→url\.Parse:reference\)`
	u := raw
	url.Parse(u)
}

// Default replaces its parameter by a default only when it is empty: a
// wrapper whose fact says that "" does not reach the sink.
func Default(next string) { // want Default:`urlWrapper\(0→http\.Get:http\)`
	if next == "" {
		next = "https://example.com/"
	}
	http.Get(next)
}

// OpenFile reaches the sink only for file references: the test on the
// parameter decides, so it is not a wrapper.
func OpenFile(ref string) {
	if strings.HasPrefix(ref, "file://") {
		url.ParseRequestURI(ref)
	}
}

// Pick tests the parameter with a switch.
func Pick(ref string) {
	switch {
	case strings.HasPrefix(ref, "http"):
		http.Get(ref)
	}
}

// Checked tests other values before and after the sink: still a wrapper.
func Checked(verbose bool, s string) error { // want Checked:`urlWrapper\(1→url\.Parse:reference\)`
	if verbose {
		println(s)
	}
	_, err := url.Parse(s)
	if err != nil {
		return err
	}
	return nil
}

// FetchAs is generic over the string type of its URL.
func FetchAs[T ~string](u T) (*http.Response, error) { // want FetchAs:`urlWrapper\(0→http\.Get:http\)`
	return http.Get(string(u))
}

// API prefixes its base URL, which callers do not see: their paths are
// checked as what follows it.
type API struct{ Base string } // want Base:`urlField\(API→http\.Get:http\+\)`

func (a *API) Get(path string) (*http.Response, error) { // want Get:`urlWrapper\(0→…\+http\.Get:http\)`
	return http.Get(a.Base + "/v1" + path)
}

// ToAbsolute uses ParseRequestURI as a test of its text and resolves
// what fails it (go-readability's toAbsoluteURI): no wrapper.
func ToAbsolute(uri string, base *url.URL) string {
	if u, err := url.ParseRequestURI(uri); err == nil && u.Scheme != "" {
		return uri
	}
	u, err := url.Parse(uri)
	if err != nil {
		return uri
	}
	return base.ResolveReference(u).String()
}

// ToAbsoluteNext tests on the line after the call.
func ToAbsoluteNext(uri string, base *url.URL) string {
	tmp, err := url.ParseRequestURI(uri)
	if err == nil && tmp.Scheme != "" && tmp.Hostname() != "" {
		return uri
	}
	return base.String() + uri
}

// MustAbsolute fails on what ParseRequestURI refuses: a wrapper.
func MustAbsolute(uri string) *url.URL { // want MustAbsolute:`urlWrapper\(0→url\.ParseRequestURI:request\)`
	u, err := url.ParseRequestURI(uri)
	if err != nil {
		panic(err)
	}
	return u
}
