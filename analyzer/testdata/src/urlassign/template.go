package urlassign

import (
	"net/http"
	"net/url"
	"strings"
	"time"
)

// A URL template made on purpose from the URL of a call, its variable
// parts replaced with placeholders, as the label of a measurement: the
// function that makes it is named for a template, and its result goes to
// a method of an interface.
type durations interface {
	Record(method string, route url.URL, took time.Duration)
}

var callDurations durations

type apiCall struct {
	method string
	target *url.URL
}

func (c apiCall) routeTemplate() url.URL {
	u := *c.target
	parts := strings.Split(u.Path, "/")
	if len(parts) < 3 || parts[1] != "v2" {
		u.Path = "/{root}"
		return u
	}
	parts[2] = "{tenant}"
	u.Path = strings.Join(parts, "/")
	return u
}

func (c apiCall) done(start time.Time) {
	callDurations.Record(c.method, c.routeTemplate(), time.Since(start))
}

// Placeholders left in a URL that is sent, by a template's function
// whose result is kept, or written by a function that fills a template
// in.
func mirrorTemplate(u url.URL) url.URL {
	u.Path = "/mirror/{region}" // want `unfilled placeholder "\{region\}"`
	return u
}

func fetchMirror(u url.URL) (*http.Response, error) {
	m := mirrorTemplate(u)
	return http.Get(m.String())
}

func fetchOrder(base url.URL) (*http.Response, error) {
	base.Path = "/orders/{id}" // want `unfilled placeholder "\{id\}"`
	return http.Get(base.String())
}

func fillTemplate(u *url.URL, id string) {
	u.Path = "/orders/{id}" // want `unfilled placeholder "\{id\}"`
	_ = id
}
