package free

import (
	"log"
	"net/http"
	"time"

	"example.com/measure"
)

// Look-alikes: a URL written by hand from a request's parts only as the
// label of a measurement or a log line, which no one reads as a URL.
type timedTransport struct{ next http.RoundTripper }

func (t *timedTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	target := req.URL.Scheme + "://" + req.URL.Host + req.URL.Path
	defer measure.Observe("upstream", target, time.Now())
	log.Printf("calling %s", target)
	return t.next.RoundTrip(req)
}

func traced(req *http.Request, next http.RoundTripper) (*http.Response, error) {
	span := measure.Start("upstream", req.URL.Scheme+"://"+req.URL.Host+req.URL.Path)
	defer span.Done()
	return next.RoundTrip(req)
}

// The same text also sent in a header, and handed to a function of the
// package: read as a URL.
type forwardingTransport struct{ next http.RoundTripper }

func (t *forwardingTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	target := req.URL.Scheme + "://" + req.URL.Host + req.URL.Path // want `^warning: URL: req.URL.Path is written right after the host`
	defer measure.Observe("upstream", target, time.Now())
	req.Header.Set("X-Original-URL", target)
	return t.next.RoundTrip(req)
}

func mirrored(req *http.Request) string {
	return mirrorOf(req.URL.Scheme + "://" + req.URL.Host + req.URL.Path) // want `req.URL.Path is written right after the host`
}

func mirrorOf(u string) string { return u + "?mirror=1" }

var _, _ = traced, mirrored
