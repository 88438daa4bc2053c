package fields

import (
	"net/url"
	"strings"
)

// Options kept in a struct of their own behind a pointer: the server
// has a default with a scheme, and a setter stores whatever it is told.
type relayConf struct {
	server string
}

type relayOptions struct {
	relay *relayConf
}

const defaultRelay = "https://relay.example.net"

func newRelayOptions() *relayOptions {
	return &relayOptions{relay: &relayConf{server: defaultRelay}}
}

func (o *relayOptions) setRelay(s string) {
	if s == "" {
		s = defaultRelay
	}
	o.relay.server = s
}

// The method leaves with the server as it is when it already starts with
// a scheme: "http://" goes only before one that has none, through the
// chain o.relay.server as through a field of o itself.
func (o *relayOptions) relayURL() string {
	if strings.HasPrefix(o.relay.server, "http://") || strings.HasPrefix(o.relay.server, "https://") {
		return o.relay.server
	}
	o.relay.server = "http://" + o.relay.server
	u, err := url.Parse(o.relay.server) // valid
	if err != nil {
		return ""
	}
	return u.String()
}

// The same chain with a test that does not leave: the default, which has
// "http://", is given a second one.
type cacheConf struct {
	origin string
}

type cacheOptions struct {
	cache *cacheConf
}

func newCacheOptions() *cacheOptions {
	return &cacheOptions{cache: &cacheConf{origin: "http://cache.example.net"}} // want `url\.Parse: a second scheme "http://"`
}

func (o *cacheOptions) originURL() (*url.URL, error) {
	if !strings.HasPrefix(o.cache.origin, "https://") {
		o.cache.origin = "http://" + o.cache.origin // want `url\.Parse: a second scheme "http://"`
	}
	return url.Parse(o.cache.origin)
}

// A test that leaves for another scheme: the default, with "http://",
// passes it and is given a second one.
type feedConf struct {
	source string
}

type feedOptions struct {
	feed *feedConf
}

func newFeedOptions() *feedOptions {
	return &feedOptions{feed: &feedConf{source: "http://feed.example.net"}} // want `url\.Parse: a second scheme "http://"`
}

func (o *feedOptions) sourceURL() (*url.URL, error) {
	if strings.HasPrefix(o.feed.source, "https://") {
		return url.Parse(o.feed.source)
	}
	return url.Parse("http://" + o.feed.source)
}
