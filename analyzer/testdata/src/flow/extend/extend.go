// Package extend has string variables extended in place on some paths:
// each path's extensions are checked once, in order, and a loop's as
// often as it runs.
package extend

import (
	"net/http"
	"net/url"
	"os"
	"strings"
)

const apiBase = "https://api.example.com"

// buildURL is the shape of a REST client's URL builder: a base and a
// query added when there is one.
func buildURL(path, query string) string {
	u := apiBase + "/api/v2/" + path
	if query != "" {
		u += "?" + query
	}
	return u
}

func devices(q string) {
	http.Get(buildURL("devices", q))
}

// Each call binds its own arguments into the builder's values.
func badPath(q string) {
	http.Get(buildURL("dev ices", q)) // want `http\.Get: .*pchar`
}

func badBase(q string) {
	u := "https://api.example.com/v2 devices" // want `http\.Get: .*pchar`
	if q != "" {
		u += "?" + q
	}
	http.Get(u)
}

func badExtension(page string) {
	u := "https://api.example.com/v2/devices"
	if page != "" {
		u += "?page=" + page + "#top#end" // want `http\.Get: .*fragment`
	}
	http.Get(u)
}

// Several optional flags, in order, as a test harness builds them.
func flags(routes string, ssh, snat bool) {
	u := "http://unused/up?accept-routes=true"
	if routes != "" {
		u += "&advertise-routes=" + routes
	}
	if ssh {
		u += "&ssh=true"
	}
	if snat {
		u += "&snat=true#x"
	} else {
		u += "&snat=false"
	}
	u += "&bad=%zz" // want `http\.Get: .*(percent|escape)`
	http.Get(u)
}

// The branches of an if are never both taken: "https://://" is no path.
func eitherScheme(secure bool) {
	s := "http"
	if secure {
		s += "s://"
	} else {
		s += "://"
	}
	s += "example.com/"
	http.Get(s)
}

// A loop's extension can run any number of times: after its first run
// a hole holds the rest.
func loop(tags []string) {
	u := "https://example.com/search?"
	for i, t := range tags {
		if i > 0 {
			u += "&"
		}
		u += "tag=" + t
	}
	http.Get(u)
}

func loopBad(parts []string) {
	u := "https://example.com"
	for _, p := range parts {
		u += "/a b/" + p // want `http\.Get: .*pchar`
	}
	http.Get(u)
}

// An extension followed by break runs once: "#top#top" is no path.
func onceInLoop(parts []string) {
	u := "https://example.com/"
	for _, p := range parts {
		if p == "top" {
			u += "#top"
			break
		}
	}
	http.Get(u)
}

// s = s + x extends s as s += x does.
func plusSelf(name string) {
	p := "https://example.com"
	if name != "" {
		p = p + "/users/" + name
	}
	p = p + "/a b" // want `url\.Parse: .*pchar`
	url.Parse(p)
}

// A base read at run time: the extension's text is still checked.
func fromEnv() {
	u := os.Getenv("API")
	u += "/v1 items" // want `http\.Get: .*pchar`
	http.Get(u)
}

// An extension that reads the variable elsewhere is not followed.
func doubled(name string) {
	u := "https://example.com/"
	if name != "" {
		u += u + name
	}
	http.Get(u)
}

// Assigned in a closure: not followed.
func closure(name string) {
	u := "https://example.com/a b"
	set := func() { u += name }
	set()
	http.Get(u)
}

// Parts joined in a loop from nothing: no constant text reaches the
// sink, which stays unresolved for the parts' reason.
func joined(parts []string, pieces ...string) {
	var u string
	for i, p := range parts {
		u += p
		if i < len(pieces) {
			u += pieces[i]
		}
	}
	http.Get(u)
}

// On the path without the extension only input reaches the sink: the
// site is input's, and the extension's text is still checked.
func optionalOnInput(q string) {
	u := os.Getenv("API")
	if q != "" {
		u += "?" + q + "#a#b" // want `http\.Get: .*fragment`
	}
	http.Get(u)
}

// A test helper's URL for a handler: a part is added only when it is not
// empty, so targetURL("", "", "") is "/", never "//".
func targetURL(endPoint, bucket, object string) string {
	u := endPoint + "/"
	if bucket != "" {
		u = u + bucket + "/"
	}
	if len(object) > 0 && bucket != "" {
		u += object
	}
	return u
}

func handlerRequests() {
	http.NewRequest("GET", targetURL("", "", ""), nil)
	http.NewRequest("GET", targetURL("", "photos", ""), nil)
	http.NewRequest("GET", targetURL("", "", "a.txt"), nil)
	http.NewRequest("GET", targetURL("", "photos", "a b.txt"), nil) // want `http\.NewRequest: .*`
}

// An extension whose condition reads the variable is not followed: the
// base ending in "/" never takes it.
func trailingSlash(base, id string) {
	u := "https://example.com/renewal-info/"
	if !strings.HasSuffix(u, "/") {
		u += "/"
	}
	http.Get(u + id)
}
