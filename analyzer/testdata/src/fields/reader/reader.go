// Package reader reads the configuration values of package conf.
package reader

import (
	"fields/conf"
	"net/http"
	"net/url"
	"os"
)

func read() {
	url.Parse(conf.Default.BaseURL)         // want `url\.Parse: .*pchar`
	http.Get(conf.Default.Upstream.URL)     // want `http\.Get: .*'\|'`
	url.Parse(conf.Mirror.BaseURL)          // valid
	url.Parse(conf.Mirror.BaseURL + "/a")   // valid
	url.Parse(conf.Mirror.BaseURL + "/b c") // want `url\.Parse: .*pchar`
	url.Parse(conf.Default.TokenURL)        // zero: not in the fact
	url.Parse(conf.Replaced.BaseURL)
	url.Parse(conf.Decoded.BaseURL)
	url.Parse(conf.Pointer.BaseURL)
	url.Parse(conf.Token.BaseURL)
	url.Parse(conf.Token.TokenURL) // want `url\.Parse: .*pchar`
	url.Parse(conf.Written.BaseURL)
	url.Parse(conf.Swapped.BaseURL)
	http.Get(conf.Webhook)              // want `http\.Get: .*space`
	http.Get(conf.Metrics + "/job/a")   // valid
	http.Get(conf.Metrics + "/job/a b") // want `http\.Get: .*space`
	http.Get(conf.Upstream)
	http.Get(conf.Assigned)
	http.Get(conf.Overridden)
	http.Get(conf.Flagged)
	http.Get(conf.Version)
}

// useUpstream takes the address of conf.Upstream: the declared value is
// not all it holds.
func useUpstream() *string { return &conf.Upstream }

// This package writes two of the variables: their declared values are
// not all they hold.
func write() {
	conf.Written.BaseURL = os.Getenv("BASE")
	conf.Swapped = conf.Config{}
	conf.Assigned = os.Getenv("ASSIGNED")
}
