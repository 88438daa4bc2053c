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
}

// This package writes two of the variables: their declared values are
// not all they hold.
func write() {
	conf.Written.BaseURL = os.Getenv("BASE")
	conf.Swapped = conf.Config{}
}
