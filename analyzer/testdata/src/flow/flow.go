package flow

import (
	"net/http"
	"net/url"
	"os"
)

var endpoint = "http://example.com/a b" // want `url\.Parse: .*pchar`

var written = "http://example.com/c d" // want `url\.Parse: .*pchar`

var overridden = "http://example.com/c d"

func init() { overridden = os.Getenv("X") }

func init() {
	if v := os.Getenv("X"); v != "" {
		written = v
	}
}

func choose(debug bool) {
	u := "http://example.com/e f" // want `http\.Get: .*pchar`
	if debug {
		u = "http://example.com/g h" // want `http\.Get: .*pchar`
	}
	http.Get(u)
	url.Parse(endpoint)
	url.Parse(written)    // the constant, or what init stores
	url.Parse(overridden) // init always replaces the constant
}

func escapes() {
	u := "http://example.com/i j"
	p := &u
	*p = os.Getenv("X")
	url.Parse(u) // its address is taken: not followed
}

func param(s string) {
	s = "http://example.com/k l"
	url.Parse(s) // a parameter: its incoming value is unknown
}

func overwritten(debug bool) {
	u := "http://example.com/m n"
	u = "http://example.com/o p" // want `url\.Parse: .*pchar`
	if debug {
		u = "http://example.com/q r" // want `url\.Parse: .*pchar`
	}
	url.Parse(u)
	for i := 0; i < 2; i++ {
		v := "http://example.com/s t" // want `url\.Parse: .*pchar`
		url.Parse(v)
		v = "http://example.com/u v" // dead: v is redeclared at the top of each iteration
	}
}

func appended() {
	u := "http://example.com/w"
	u = u + "/x y" // want `url\.Parse: .*pchar`
	url.Parse(u)
}
