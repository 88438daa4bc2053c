package urlassign

import (
	"net/http"
	"net/url"
	"os"
)

func assignments(u *url.URL) {
	u.RawQuery = "q=a b"            // want `url\.URL\.RawQuery: .*query`
	u.RawQuery = "q=a%20b&x=%E2%82" // the bytes need not be UTF-8
	u.Path = "/a b"                 // decoded form: a space is fine
	u.RawPath = "/a b"              // want `url\.URL\.RawPath: .*pchar`
	u.Fragment = "sec 1"
	u.RawFragment = "sec 1"    // want `url\.URL\.RawFragment: .*fragment`
	u.Scheme = "ht tp"         // want `url\.URL\.Scheme: .*scheme`
	u.Host = "example.com:80x" // want `url\.URL\.Host: .*port`
	u.Host = "[::1]:8080"
	u.Opaque = os.Getenv("X") // not constant
}

const query = "a=1&b=2 3" // want `url\.URL\.RawQuery: .*query`

func request(req *http.Request) {
	req.URL.Path = "/v1/items"
	req.URL.RawQuery = query
	req.URL.RawQuery = "a=1&" + os.Getenv("Q") // a template: valid
}

// With a constant http or https scheme, the host follows the host rules
// of that scheme.
func schemeKnown() {
	u := &url.URL{Scheme: "https"}
	u.Host = "-bad-.example.com" // want `url\.URL\.Host: .*must not start with '-'.* \(and 1 more in this literal\)`
	v := url.URL{}
	v.Scheme = "redis"
	v.Host = "-cache-:6379" // another scheme: only the generic grammar
	w := new(url.URL)
	w.Scheme = "http"
	w.Host = "example.com:65536" // want `url\.URL\.Host: port 65536 is out of range`
}

var httpsBase = url.URL{Scheme: "https", Host: "api.example.com"}

var redisBase = &url.URL{Scheme: "redis", Host: "cache:6379"}

// A copy has the scheme of the value it copies, unless it sets its own.
func schemeOfCopy() {
	u := httpsBase
	u.Host = "-eu-.example.com" // want `url\.URL\.Host: .*must not start with '-'`
	_ = u.String()
	v := *redisBase
	v.Host = "-replica-:6379" // the copy of a redis URL: only the generic grammar
	_ = v.String()
	w := httpsBase
	w.Scheme = "redis"
	w.Host = "-other-:6379" // a scheme of its own
	_ = w.String()
}

// Two schemes: neither is known.
func schemeUnknown(tls bool) {
	u := &url.URL{Scheme: "http"}
	if tls {
		u.Scheme = "redis"
	}
	u.Host = "-cache-:6379"
}

// Elided pointer literals are url.URL literals too.
var (
	mirrors = []*url.URL{
		{Scheme: "https", Host: "mirror.example.com"},
		{Scheme: "https", Host: "mirror.example.com:99999"}, // want `url\.URL\.Host: port 99999 is out of range`
	}
	byName = map[string]*url.URL{
		"search": {Scheme: "https", Host: "example.com", RawQuery: "q=a b"}, // want `url\.URL\.RawQuery: .*query`
		"ok":     {Scheme: "https", Host: "example.com", RawQuery: "q=a+b"},
	}
	values = []url.URL{{Scheme: "https", Host: "example.com", RawPath: "/a b"}} // want `url\.URL\.RawPath: .*pchar`
)

// Another struct with a Host field is no url.URL.
type server struct{ Host string }

func notURL(s *server) {
	s.Host = "not a host name"
}

// String and RequestURI write Opaque as it is and a '?' in it starts the
// query on the wire: "//host/path?query" sends a path unescaped.
func opaque(h string) []url.URL {
	return []url.URL{
		{Scheme: "https", Host: h, Opaque: "//api.example.com/v2/me?projection=(id)"},     // valid
		{Scheme: "https", Host: h, Opaque: "//api.example.com/v2/a%2Fb?q=1?2"},            // valid
		{Scheme: "mailto", Opaque: "ops@example.com?subject=alert"},                       // valid
		{Scheme: "https", Host: h, Opaque: "//api.example.com/v2/me?q=a b"},               // want `url\.URL\.Opaque: space is not allowed in a query`
		{Scheme: "https", Host: h, Opaque: "//api.example.com/v2/me#top"},                 // want `url\.URL\.Opaque: '#' is not allowed in a path`
		{Scheme: "https", Host: h, Opaque: "//api.example.com/v2/caf\u00e9?projection=x"}, // want `url\.URL\.Opaque: non-ASCII text "é" is not allowed in a path; percent-encode`
	}
}
