package sinks

import (
	"net/url"
	"strconv"
	"strings"
)

// A Rejection says how a standard sink refuses a URL it cannot use: with
// an error result, or with a panic. A test notices either by itself (it
// fails, or it checks the error on purpose), so a test that hands the
// sink such a constant needs no report of it; a URL the sink accepts
// silently while it is broken does.
//
// Each predicate follows the sink's documented behaviour using net/url
// alone; TestRejections runs the real functions on the same inputs.
type Rejection struct {
	Rejects func(s string) bool
	Panics  bool // the sink panics rather than return an error
}

// Rejections returns the rejection of the sink named by key
// (FuncKey form), if it refuses some URLs.
func Rejections(key string) (Rejection, bool) {
	r, ok := rejections[key]
	return r, ok
}

var rejections = map[string]Rejection{
	"net/url.Parse":           {Rejects: parseFails},
	"net/url.ParseRequestURI": {Rejects: func(s string) bool { _, err := url.ParseRequestURI(s); return err != nil }},
	"net/url.URL.Parse":       {Rejects: parseFails}, // the reference is parsed; resolving it never fails
	"net/url.JoinPath":        {Rejects: parseFails}, // argument 0, the base

	"net/http.NewRequest":            {Rejects: parseFails},
	"net/http.NewRequestWithContext": {Rejects: parseFails},
	"net/http.Get":                   {Rejects: notSendable},
	"net/http.Head":                  {Rejects: notSendable},
	"net/http.Post":                  {Rejects: notSendable},
	"net/http.PostForm":              {Rejects: notSendable},
	"net/http.Client.Get":            {Rejects: notSendable},
	"net/http.Client.Head":           {Rejects: notSendable},
	"net/http.Client.Post":           {Rejects: notSendable},
	"net/http.Client.PostForm":       {Rejects: notSendable},

	"net/http/httptest.NewRequest":            {Rejects: badRequestLine, Panics: true},
	"net/http/httptest.NewRequestWithContext": {Rejects: badRequestLine, Panics: true},
}

func parseFails(s string) bool {
	_, err := url.Parse(s)
	return err != nil
}

// notSendable reports whether a client refuses s before any connection:
// http.NewRequest fails, the transport has no host to dial or does not
// speak the scheme ("http: no Host in request URL", "unsupported protocol
// scheme"), or the dialer refuses the address ("invalid port").
func notSendable(s string) bool {
	u, err := url.Parse(s)
	if err != nil || u.Host == "" || u.Scheme != "http" && u.Scheme != "https" {
		return true
	}
	if strings.ContainsAny(u.Hostname(), "[]") {
		return true // the dial address "]:80" does not split
	}
	port := u.Port()
	if port == "" {
		return false
	}
	n, err := strconv.ParseUint(port, 10, 16)
	return err != nil || n > 65535
}

// BadOnWire reports whether the server a client sends a request for s
// to refuses it: net/http escapes the path on the request line but writes
// RawQuery as it stands, so a space there splits the line ("GET /?q=a b
// HTTP/1.1"), which a server answers with 400 Bad Request. url.Parse
// already refuses control bytes. s may be the constant text of a
// template: the query is what follows its first '?', up to a '#'.
func BadOnWire(s string) bool {
	s, _, _ = strings.Cut(s, "#")
	_, query, ok := strings.Cut(s, "?")
	return ok && strings.Contains(query, " ")
}

// badRequestLine reports whether httptest.NewRequest panics on target:
// it reads "GET " + target + " HTTP/1.0" with http.ReadRequest, which
// splits the line at its spaces and parses the target with
// url.ParseRequestURI.
func badRequestLine(target string) bool {
	if strings.ContainsAny(target, " \r\n") {
		return true
	}
	_, err := url.ParseRequestURI(target)
	return err != nil
}
