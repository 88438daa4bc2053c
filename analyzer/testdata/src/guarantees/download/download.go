package download // want package:`urlWrappers\(5\)`

// The helpers parse their argument and send the URL written back: their
// callers give the client's text.

import (
	"bytes"
	"net/http"
	"net/url"
	"os"
	"time"
)

// Artifact dispatches on the scheme: HTTP's text reaches a client.
func Artifact(urlpath string, timeout time.Duration, buf *bytes.Buffer) error { // want Artifact:`urlWrapper\(0→http\.Client\.Get:http\)`
	u, err := url.Parse(urlpath)
	if err != nil {
		return err
	}
	switch u.Scheme {
	case "http", "https":
		client := http.Client{Transport: &http.Transport{ResponseHeaderTimeout: timeout}}
		resp, err := client.Get(u.String())
		if err != nil {
			return err
		}
		defer resp.Body.Close()
		_, err = buf.ReadFrom(resp.Body)
		return err
	case "file":
		b, err := os.ReadFile(u.Path)
		buf.Write(b)
		return err
	}
	return nil
}

// Fetch sends what it parsed.
func Fetch(raw string) error { // want Fetch:`urlWrapper\(0→http\.Get:http\)`
	u, err := url.Parse(raw)
	if err != nil {
		return err
	}
	resp, err := http.Get(u.String())
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Secure sends it only when its scheme is https.
func Secure(raw string) error { // want Secure:`urlWrapper\(0→http\.Get:http\)`
	u, err := url.Parse(raw)
	if err != nil {
		return err
	}
	if u.Scheme == "https" {
		_, err = http.Get(u.String())
	}
	return err
}

// Rebased writes a query of its own: what it sends is not its argument.
func Rebased(raw string) error { // want Rebased:`urlWrapper\(0→url\.Parse:reference\)`
	u, err := url.Parse(raw)
	if err != nil {
		return err
	}
	u.RawQuery = "raw=1"
	_, err = http.Get(u.String())
	return err
}

// Local sends only what is not a file: a test of its own.
func Local(raw string) error { // want Local:`urlWrapper\(0→url\.Parse:reference\)`
	u, err := url.Parse(raw)
	if err != nil {
		return err
	}
	if u.Scheme != "file" {
		_, err = http.Get(u.String())
	}
	return err
}
