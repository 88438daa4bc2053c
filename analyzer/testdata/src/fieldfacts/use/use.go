// Package use writes constants into lib's configuration types.
package use

import (
	"fieldfacts/lib"
	"fieldfacts/relay"
)

const badEndpoint = "http://example.com/x y" // want `lib\.Config\.Endpoint: .*pchar`

const goodEndpoint = "https://example.com/v1"

func writes() {
	lib.New(lib.Config{Endpoint: "http://example.com/a b"}) // want `lib\.Config\.Endpoint: .*pchar`
	lib.New(lib.Config{"http://example.com/a|b", "name"})   // want `lib\.Config\.Endpoint: .*\|`
	lib.New(lib.Config{Endpoint: badEndpoint})
	lib.New(lib.Config{Endpoint: goodEndpoint, Name: "a b"})
	lib.New(lib.Config{Endpoint: ""})

	var c lib.Config
	c.Endpoint = "ftp://example.com/" // want `lib\.Config\.Endpoint: .*http`
	lib.New(c)

	host := "example.com"
	c.Endpoint = "https://" + host + "/a b" // want `lib\.Config\.Endpoint: .*pchar`
	lib.New(c)

	opts := []*lib.Options{{URL: "http://[::1/"}, {URL: "https://example.com/ok"}} // want `lib\.Options\.URL: .*`
	_ = opts
	byName := map[string]lib.Options{"a": {URL: "http://example.com/%zz"}} // want `lib\.Options\.URL: .*escape`
	_ = byName
	nested := struct{ Opts *lib.Options }{&lib.Options{URL: "http://example.com/%"}} // want `lib\.Options\.URL: .*escape`
	_ = nested
}

func api() {
	(&lib.API{BaseURL: "https://api.example.com/v1|v2"}).Get() // want `lib\.API\.BaseURL: .*pchar`
}

func services() {
	(&lib.Service{BaseURL: "https://api.example.com/v1 beta"}).Users() // want `lib\.Service\.BaseURL: .*pchar`
	(&lib.Service{BaseURL: "https://api.example.com"}).Users()
	(&lib.Service{BaseURL: "https://api.example.com:8443"}).Users()
	lib.Scheme{Name: "http:"}.Get()
}

func lookalikes() {
	lib.Upload{Target: "/tmp/a b.txt"}.Send()
	lib.Mirror{URL: "http://example.com/a b"}.Fetch()
	lib.Poll{Mode: 1, URL: ""}.Run()
	lib.Poll{Mode: 1, URL: "http://example.com/a b"}.Run()
	lib.Route{Path: "/a b/"}.Get()
	lib.Printed{URL: "http://example.com/a b"}.Get() // want `lib\.Printed\.URL: .*pchar`
}

// needs writes fields read at sinks that need different things: a
// constant that fails what all of them need is reported, one that fails
// only the stronger need is not.
func needs() {
	lib.Remote{Addr: "http://example.com/a b"}.Check() // want `lib\.Remote\.Addr: .*pchar`
	lib.Remote{Addr: "localhost:8080/x"}.Check()
	lib.Remote{Addr: "ftp://example.com/x"}.Check()
	lib.Open(&lib.Source{URL: "http://example.com/a b"}) // want `lib\.Source\.URL: .*pchar`
	lib.Open(&lib.Source{URL: "localhost:8080/x"})
	lib.Probe{Target: "//example.com:80x/p"}.Run()

	c := lib.DefaultSDConfig
	c.Server = "http://localhost:9090/sd|x" // want `lib\.SDConfig\.Server: .*pchar`
	if c.Validate() == nil {
		lib.NewDiscoverer(&c).Refresh()
	}
	for _, s := range []string{"/sd path", "localhost:9090/sd path", "http://localhost:9090/sd"} { // want `lib\.SDConfig\.Server: .*pchar`
		lib.NewDiscoverer(&lib.SDConfig{Server: s}).Refresh()
	}
}

// copies writes fields copied into other fields that are sinks, or not.
func copies() {
	lib.Pipeline{Endpoint: "https://example.com/a b"}.Start() // want `lib\.Pipeline\.Endpoint: .*pchar`
	lib.Pipeline{Endpoint: "https://example.com"}.Start()
	lib.Pipeline{Endpoint: "https://example.com:8443"}.Start()
	lib.Target{URL: "http://example.com/a b"}.Scrape()
	lib.Switch{URL: "http://example.com/a b"}.Fetch()
}

// relays writes fields another package copies into lib's field sinks.
func relays() {
	relay.Settings{API: "https://example.com/a b", Label: "a b"}.Connect() // want `relay\.Settings\.API: .*pchar`
	relay.Settings{API: "https://example.com/ok"}.Connect()
	relay.Settings{Proxy: "http://example.com/a b"}.Probe()
}
