// Package lib exports a fact of each kind: wrappers of api.Get (a
// function, a method, a function variable), counted by a package fact; a
// function whose result is a constant template (a package fact of
// results); a variable whose struct literal holds a URL.
package lib

import (
	"unicode/utf8"
	"unsafe"

	"api"
)

// Base is used by package use: the fault is reported there.
const Base = "http://example.com/a b"

func Fetch(raw string) { api.Get(raw) }

type Client struct{ Verbose bool }

func (c *Client) Fetch(ref string) { api.Get(ref) }

var Open = func(raw string) { api.Get(raw) }

// Endpoint's result is the template "http://" host "/v 1".
func Endpoint(host string) string { return "http://" + host + "/v 1" }

type Config struct{ BaseURL string }

var DefaultConfig = Config{BaseURL: "http://example.com/c d"}

// Valid and Size import a package of the standard library without
// dependencies, and unsafe, which has no files.
func Valid(s string) bool { return utf8.ValidString(s) }

func Size(c Config) uintptr { return unsafe.Sizeof(c) }
