package sinks

import (
	"net/url"
	"strconv"
	"strings"
	"sync"
)

// A Rejection says which URLs a standard sink refuses, with an error
// result or with a panic (Arg.Rejects). A test notices either by itself
// (it fails, or it checks the error on purpose), so a test that hands the
// sink such a constant needs no report of it; a URL the sink accepts
// silently while it is broken does.
//
// Each predicate follows the sink's documented behaviour using net/url
// alone; TestRejections runs the real functions on the same inputs.
type Rejection uint8

const (
	RejectsNothing       Rejection = iota // the sink takes any URL (or urlvet does not model what it refuses)
	RejectsUnparsable                     // url.Parse fails
	RejectsNonRequestURI                  // url.ParseRequestURI fails
	RejectsUnsendable                     // a client refuses the URL before any connection (notSendable)
	PanicsOnRequestLine                   // the sink panics on a target that is no request line (badRequestLine)
)

// Matches reports whether the sink refuses s.
func (r Rejection) Matches(s string) bool {
	switch r {
	case RejectsUnparsable:
		return parseFails(s)
	case RejectsNonRequestURI:
		_, err := url.ParseRequestURI(s)
		return err != nil
	case RejectsUnsendable:
		return notSendable(s)
	case PanicsOnRequestLine:
		return badRequestLine(s)
	}
	return false
}

// Panics reports whether the sink refuses a URL with a panic rather than
// an error.
func (r Rejection) Panics() bool {
	return r == PanicsOnRequestLine
}

// Rejections returns what the sink named by key (FuncKey form) refuses,
// if it refuses some URLs: the Rejects of its standard rows.
func Rejections(key string) (Rejection, bool) {
	r, ok := rejections()[key]
	return r, ok
}

// rejections returns the Rejects of the standard sinks, by key, built on
// first use.
func rejections() map[string]Rejection {
	rejectionsOnce.once.Do(func() { rejectionsOnce.v = buildRejections() })
	return rejectionsOnce.v
}

var rejectionsOnce struct {
	once sync.Once
	v    map[string]Rejection
}

// buildRejections builds rejections' value.
func buildRejections() map[string]Rejection {
	m := make(map[string]Rejection)
	for key, args := range Std() {
		for _, a := range args {
			if a.Rejects != RejectsNothing {
				m[key] = a.Rejects
				break
			}
		}
	}
	return m
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
