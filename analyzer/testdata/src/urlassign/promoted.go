package urlassign

import "net/url"

// An endpoint embeds a url.URL: its promoted fields are those of the
// url.URL, set with the same rules.
type endpoint struct {
	*url.URL
	local bool
}

type node struct {
	url.URL
	name string
}

func promoted(ep endpoint, n *node) {
	ep.Host = "example.com:80x"  // want `url\.URL\.Host: .*port`
	n.RawQuery = "q=a b"         // want `url\.URL\.RawQuery: .*query`
	ep.Host = "example.com:8080" // valid
	n.RawQuery = "q=a+b"
}

// A struct with its own Host field next to an embedded url.URL shadows
// the promoted one.
type proxy struct {
	url.URL
	Host string
}

func shadowed(p *proxy) {
	p.Host = "not a host name"
}
