package tables

import (
	"net/http"
	"net/url"
	"os"
	"strings"
)

var mirrors = []string{
	"https://mirror1.example.com/",
	"https://mirror 2.example.com/", // want `http\.Get: .*host`
}

func fetchAll() {
	for _, m := range mirrors {
		http.Get(m)
	}
}

var endpoints = map[string]string{
	"prod":    "https://api.example.com/v1",
	"staging": "https://staging.example.com/a b", // want `http\.Get: .*pchar`
	"dev":     "dev server on port 80",           // never read with a constant key below
}

func byKey() {
	http.Get(endpoints["prod"])
	http.Get(endpoints["staging"])
}

var regions = map[string]string{
	"eu": "https://eu.example.com/",
	"us": "https://us.example.com/c d", // want `http\.Get: .*pchar`
}

func byVariableKey(region string) {
	http.Get(regions[region]) // a non-constant key: any value, "" for a missing key
}

func byVariableKeyCommaOk(region string) error {
	u, ok := regions[region]
	if !ok {
		return nil
	}
	_, err := http.Get(u)
	return err
}

func byIndex() {
	urls := [...]string{"https://example.com/ok", "not a url"}
	http.Get(urls[0])
	list := []string{"x", "http://example.com/c d"} // want `url\.Parse: .*pchar`
	url.Parse(list[1])
}

func byLoopIndex() {
	urls := []string{"http://example.com/e f"} // want `url\.Parse: .*pchar`
	for i := range urls {
		url.Parse(urls[i])
	}
}

func mapKeys() {
	hosts := map[string]int{"http://example.com:99999/": 1} // want `http\.Get: .*port`
	for h := range hosts {
		http.Get(h)
	}
}

type route struct {
	name   string
	target string
}

var routes = []route{
	{"home", "https://example.com/"},
	{name: "search", target: "https://example.com/search?q=a b"}, // want `http\.Get: .*query`
}

func structTable() {
	for _, r := range routes {
		http.Get(r.target)
	}
}

var pointerRows = []*route{
	{"a", "https://example.com/g h"}, // want `http\.Get: .*pchar`
}

func pointerTable() {
	for _, r := range pointerRows {
		http.Get(r.target)
	}
}

// A table whose elements are also written with non-constant values: the
// constants are still checked.
func appended() {
	urls := []string{"http://example.com/i j"} // want `http\.Get: .*pchar`
	urls = append(urls, os.Getenv("EXTRA"))
	for _, u := range urls {
		http.Get(u)
	}
}

func written() {
	m := map[string]string{}
	m["a"] = "http://example.com/k l" // want `http\.Get: .*pchar`
	m["b"] = "not a url"
	http.Get(m["a"])
}

// Rows filtered by a condition on the row: not every value reaches.
type entry struct {
	kind, ref string
}

var entries = []entry{
	{"file", "my notes.txt"},
	{"url", "https://example.com/"},
}

func filtered() {
	for _, e := range entries {
		if e.kind != "url" {
			continue
		}
		url.Parse(e.ref)
	}
	for _, e := range entries {
		if e.kind == "url" {
			url.Parse(e.ref)
		}
	}
	for _, s := range []string{"a b", "http://example.com/"} {
		if strings.HasPrefix(s, "http") {
			http.Get(s)
		}
	}
}

// Rewritten in the loop: the constant does not reach unchanged.
func cleaned() {
	for _, u := range []string{"http://example.com/m n"} {
		u = strings.ReplaceAll(u, " ", "%20")
		http.Get(u)
	}
}

// Ranging over a string gives runes, over a channel received values.
func notTables(ch chan string) {
	for u := range ch {
		http.Get(u)
	}
}

// provider reads its logout URL where it logs a user out.
type provider struct{ logoutURL string }

// Close logs out too: logout has a caller besides the tests.
func (p *provider) Close() { p.logout() }

func (p *provider) logout() {
	if _, err := url.Parse(p.logoutURL); err != nil {
		return
	}
}
