// Package use writes constants into lib's configuration types.
package use

import (
	"fieldfacts/lib"
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
	lib.Remote{Addr: "http://example.com/a b"}.Check()
	lib.Route{Path: "/a b/"}.Get()
	lib.Printed{URL: "http://example.com/a b"}.Get()
}
