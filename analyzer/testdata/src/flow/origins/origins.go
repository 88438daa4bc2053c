// Package origins reads URLs from sources whose text is input or decoded
// data by their meaning: the arguments of a configuration file's
// directive, the command line, an HTML attribute, parts of a header.
package origins

import (
	"flag"
	"net"
	"net/http"
	"net/url"
	"os"
	"regexp"
	"strings"

	"github.com/PuerkitoBio/goquery"
	"github.com/coredns/caddy"
)

// setup reads a directive's endpoint: "dnstap tcp://host:port" or
// "dnstap listen tcp://host:port".
func setup(c *caddy.Controller) {
	for c.Next() {
		args := c.RemainingArgs()
		if len(args) == 0 {
			return
		}
		endpoint := args[0]
		if endpoint == "listen" {
			endpoint = args[1]
			args = args[1:]
		}
		if strings.HasPrefix(endpoint, "tcp://") {
			url.Parse(endpoint)
		}
		url.Parse(c.Val())
		_ = args
	}
}

// A constant the variable can also hold is still checked.
func setupDefault(c *caddy.Controller, local bool) {
	args := c.RemainingArgs()
	endpoint := args[0]
	if local {
		endpoint = "tcp://local host:53" // want `space is not allowed in a host`
	}
	url.Parse(endpoint)
}

func command() {
	for _, a := range flag.Args() {
		url.Parse(a)
	}
	for _, a := range strings.Split(os.Getenv("PROXIES"), ",") {
		url.Parse(a)
	}
	url.Parse(strings.Fields(flag.Arg(0))[0])
}

var linkRE = regexp.MustCompile(`<([^>]+)>;\s*rel="([^"]+)"`)

// nextPage returns the URL of the next page a Link header names.
func nextPage(link string) string {
	for _, m := range linkRE.FindAllStringSubmatch(link, -1) {
		if len(m) > 2 && m[2] == "next" {
			return m[1]
		}
	}
	return ""
}

func page(resp *http.Response) {
	http.Get(nextPage(resp.Header.Get("Link")))
	if m := linkRE.FindStringSubmatch(resp.Header.Get("Link")); m != nil {
		http.Get(m[1])
	}
}

// Parts of constant text, or of a parameter, are not of a known origin.
func parts(list string) {
	for _, a := range strings.Split("http://a,http://b", ",") {
		url.Parse(a)
	}
	for _, a := range strings.Split(list, ",") {
		url.Parse(a)
	}
}

// An attribute of a parsed HTML document is decoded data.
func link(s *goquery.Selection) {
	if href, ok := s.Attr("href"); ok {
		url.Parse(href)
	}
	url.Parse(attrOr(s, "action"))
}

func attrOr(s *goquery.Selection, name string) string {
	if v, ok := s.Attr("form" + name); ok {
		return v
	}
	v, _ := s.Attr(name)
	return v
}

// The host of an address is a part of it.
func proxy(r *http.Request, address string) {
	host, _, err := net.SplitHostPort(r.Header.Get("X-Forwarded-Host"))
	if err == nil {
		_ = &url.URL{Scheme: "https", Host: host} // want `host, from net.SplitHostPort, is a host with no brackets`
	}
	h, _, _ := net.SplitHostPort(address)
	_ = &url.URL{Scheme: "https", Host: h} // want `h, from net.SplitHostPort, is a host with no brackets`
	c, _, _ := net.SplitHostPort("example.com:443")
	_ = &url.URL{Scheme: "https", Host: c}
	before, _, _ := strings.Cut(os.Getenv("UPSTREAM"), "#")
	url.Parse(before)
}
