// Package use writes the fields of package carrier's types.
package use

import (
	"net/http"
	"net/url"

	"fieldfacts/carrier"
)

var (
	client  = carrier.Client{BaseURL: "https://api.example.com"}
	broken  = carrier.Client{BaseURL: "https://api example.com"} // want `carrier.Client.BaseURL: space is not allowed in a host`
	hooks   = carrier.Hooks{Hook: "http://hooks example.com"}    // want `carrier.Hooks.Hook: space`
	mirror  = carrier.Mirror{Source: "not a url", Mode: 1}
	feed    = carrier.Feed{Origin: "http://a b/"}
	store   = carrier.Store{Endpoint: "http://a b/"}
	tree    = carrier.Tree{Root: "http://a b"}
	archive = carrier.Archive{Base: "http://a b"} // want `carrier.Archive.Base: space`
	proxy   = carrier.Proxy{Host: "http://a b"}
	relay   = carrier.Relay{Target: "not a url", Mode: 1}
	remote  = carrier.Remote[int]{URL: "http://a b/"} // want `carrier.Remote.URL: space`
	origin  = carrier.Origin{Addr: "not a url"}
	port    = carrier.Hooks{Hook: "http://hooks.example.com:99999"} // want `carrier.Hooks.Hook: port 99999`
	escape  = carrier.Hooks{Hook: "http://hooks.example.com/a%"}    // want `carrier.Hooks.Hook: '%'`
	hooks2  = carrier.Hooks{Hook: "http://hooks.example.com/v2/"}   // want `carrier.Hooks.Hook: joining two strings makes "//"`
	unset   = carrier.Client{BaseURL: ""}
	slashed = carrier.Client{BaseURL: "https://api.example.com/"} // want `carrier.Client.BaseURL: joining two strings makes "//"`
	noSlash = carrier.Client{BaseURL: "https://api.example.com/base"}
	queried = carrier.Search{Endpoint: "http://search.example.com/"}
)

func reset(c *carrier.Client) {
	c.BaseURL = "http://[::1" // want `carrier.Client.BaseURL: `
}

// The result of an exported carrier is the field's value: a sink that
// needs what the field's sinks need is checked where the field is written.
func get(c *carrier.Client) {
	http.Get(c.BuildURL("devices"))
	url.Parse(c.BuildTailnetURL("acl"))
}
