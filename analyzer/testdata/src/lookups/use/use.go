// Package use reads package conf's rows, with its own defaults.
package use

import (
	"net/http"
	"net/url"

	"lookups/conf"
)

var defaults = conf.KVS{
	{Key: conf.Endpoint, Value: "http://localhost:9000/a b"}, // want `http\.Get: .*pchar`
	{Key: conf.Home, Value: "https://example.com/"},
}

func dial(kvs conf.KVS) {
	http.Get(kvs.Get(conf.Endpoint))
}

func home(kvs conf.KVS) {
	v, _ := kvs.Lookup(conf.Home)
	url.Parse(v) // valid
}
