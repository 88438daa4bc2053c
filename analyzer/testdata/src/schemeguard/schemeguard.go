// Package schemeguard holds schemes written before a value under a test
// of the value for one scheme.
package schemeguard

import (
	"fmt"
	"net/http"
	"os"
	"strings"
)

type Options struct{ PredictURL, Model string }

// A test of "http://" alone: "https://host" gets "http://" too.
func predictURL(o *Options) string {
	u := fmt.Sprintf("%s/v1/models/%s:predict", o.PredictURL, o.Model)
	if !strings.Contains(u, "http://") {
		u = "http://" + u // want `"http://" is written before u where it does not hold "http://", so a URL of the other scheme gets a second one \("http://https://api\.example\.com"\)`
	}
	return u
}

func withScheme(host string) string {
	if strings.HasPrefix(host, "https://") {
		return host
	}
	return "https://" + host // want `"https://" is written before host where it does not hold "https://"`
}

func dial(addr string) (*http.Response, error) {
	if addr != "" && !strings.HasPrefix(addr, "ws://") {
		addr = "ws://" + addr // want `"ws://" is written before addr`
	}
	return http.Get(addr)
}

// Look-alikes: a test that both schemes pass, a test of "://", both
// schemes tested, a test that is not of the value alone.
func anyHTTP(u string) string {
	if !strings.HasPrefix(u, "http") {
		u = "http://" + u
	}
	return u
}

func anyScheme(u string) string {
	if !strings.Contains(u, "://") {
		u = "https://" + u
	}
	return u
}

func both(u string) string {
	if !strings.HasPrefix(u, "http://") && !strings.HasPrefix(u, "https://") {
		u = "http://" + u
	}
	return u
}

func bothExit(u string) string {
	if strings.HasPrefix(u, "http://") || strings.HasPrefix(u, "https://") {
		return u
	}
	return "http://" + u
}

func flagged(u string, secure bool) string {
	if !secure && !strings.HasPrefix(u, "http://") {
		u = "http://" + u
	}
	return u
}

func otherValue(u, host string) string {
	if !strings.HasPrefix(host, "http://") {
		u = "http://" + u
	}
	return u
}

// httpOnly leaves on a URL of the other scheme first, as a tool that
// speaks http alone does (shadowsocks-httpget): quiet.
func httpOnly(uri string) string {
	if strings.HasPrefix(uri, "https://") {
		fmt.Println("https not supported")
		os.Exit(1)
	}
	if !strings.HasPrefix(uri, "http://") {
		uri = "http://" + uri
	}
	return uri
}

// httpLogged only logs a URL of the other scheme, and goes on: reported.
func httpLogged(uri string) string {
	if strings.HasPrefix(uri, "https://") {
		fmt.Println("https is not checked")
	}
	if !strings.HasPrefix(uri, "http://") {
		uri = "http://" + uri // want `"http://" is written before uri where it does not hold "http://"`
	}
	return uri
}
