package mistakes

import (
	"net/http"
	"net/url"
	"strings"
)

const endpoint = "http://api.example.com/v1"

// A prefix added only where the value lacks it: the constant, which has
// it, never takes the branch, so "http://http://" is made by no run.
func withScheme() {
	p := endpoint
	if !strings.Contains(p, "://") {
		p = "http://" + p
	}
	http.Get(p) // valid
}

func withSchemeElse() {
	p := endpoint
	if strings.HasPrefix(p, "http") {
		p += "/"
	} else {
		p = "https://" + p
	}
	http.Get(p) // valid
}

// The branch is taken: both values are made.
func doubled() {
	p := "http://api.example.com/v1" // want `http\.Get: a second scheme "http://"`
	if strings.HasPrefix(p, "http") {
		p = "http://" + p
	}
	http.Get(p)
}

const secureEndpoint = "http://api.example.com/v2" // want `http\.Get: a second scheme "http://"`

// A condition that reads more than the value: not evaluated, both kept.
func unknownGuard(secure bool) {
	p := secureEndpoint
	if secure || !strings.Contains(p, "://") {
		p = "http://" + p
	}
	http.Get(p)
}

// The value the branch is taken with never leaves the if as it is.
func bareHost() {
	p := "api.example.com/v1"
	if !strings.Contains(p, "://") {
		p = "http://" + p
	}
	http.Get(p) // valid
}

func bareHostSpace() {
	p := "api.example.com/a b" // want `http\.Get: space is not allowed in a path`
	if !strings.Contains(p, "://") {
		p = "http://" + p
	}
	http.Get(p)
}

// The branch is not taken: the value reaches the sink as it is.
func notTaken() {
	p := "localhost:8080/x" // want `http\.Get: "localhost:8080/x" parses as scheme "localhost"`
	if strings.HasPrefix(p, "http") {
		p = "http://" + p
	}
	http.Get(p)
}

// An empty scheme replaced before the read, after another assignment
// (reviewdog's doghouse): "" never reaches the sink.
func base(s, host string) {
	scheme := ""
	if s != "" {
		scheme = s
	}
	if scheme == "" {
		scheme = "https"
	}
	url.Parse(scheme + "://" + host) // valid
}

// Without the replacement it does.
func baseUnreplaced(host string) {
	scheme := ""
	url.Parse(scheme + "://" + host) // want `url\.Parse: `
}

// A package-level address a flag or a caller sets, given a scheme where
// it has none: the prefixed value has "://" and never takes the branch
// again, and the empty one leaves before it.
var relayAddr = ""

func relayURL() (*url.URL, error) {
	if relayAddr == "" {
		return nil, nil
	}
	if !strings.Contains(relayAddr, "://") {
		relayAddr = "http://" + relayAddr
	}
	return url.Parse(relayAddr) // valid
}

// The same prefix, tested for another scheme: "http://" + a value that
// has "http://" already passes the test.
var mirrorAddr = "http://mirror.example.com" // want `url\.Parse: a second scheme "http://"`

func mirrorURL() (*url.URL, error) {
	if mirrorAddr == "" {
		return nil, nil
	}
	if !strings.HasPrefix(mirrorAddr, "https://") {
		mirrorAddr = "http://" + mirrorAddr // want `url\.Parse: a second scheme "http://"`
	}
	return url.Parse(mirrorAddr)
}
