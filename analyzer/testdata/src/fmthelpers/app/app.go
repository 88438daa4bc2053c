// want package:`urlWrappers\(1\)`

package app

import (
	"log"
	"net"
	"net/http"
	"net/url"
	"os"
	"strconv"

	"fmthelpers/gateway"
)

// Bugs: the helper returns the caller's template formatted, and the
// caller sends it.
func objects(c *gateway.Client, r *http.Request, host string, port int) {
	http.Get(c.URLf("/buckets/%s/objects", r.FormValue("bucket")))                             // want `r\.FormValue\("bucket"\), run-time input, is written unescaped into the path`
	c.HC.Get(c.Resource("buckets", "/objects/%s/acl", os.Getenv("GATEWAY_BUCKET")))            // want `os\.Getenv\("GATEWAY_BUCKET"\), run-time input, is written unescaped into the path`
	http.Get(gateway.Endpoint("http://%s:%d/healthz", host, port))                             // want `a host and ':port' joined by hand`
	http.Get(c.URLf("/objects?prefix=%s&sort=last modified", url.QueryEscape(host)))           // want `space is not allowed in a query`
	http.Get(c.Built("/buckets/%s/policy", r.FormValue("bucket")))                             // want `r\.FormValue\("bucket"\), run-time input, is written unescaped into the path`
	http.Head(gateway.Endpoint("https://%s:%s/v1/buckets/{bucket}", host, strconv.Itoa(port))) // want `a host and ':port' joined by hand` `unfilled placeholder "\{bucket\}"`
}

// Look-alikes.
func fine(c *gateway.Client, r *http.Request, host string, port, id int) {
	http.Get(c.URLf("/buckets/%s/objects", url.PathEscape(r.FormValue("bucket"))))
	http.Get(c.URLf("/jobs/%d", id))
	http.Get(gateway.Endpoint("http://%s/healthz", net.JoinHostPort(host, strconv.Itoa(port))))
	log.Print(gateway.Logf("bucket %s on %s:%d", r.FormValue("bucket"), host, port))
	os.Open(gateway.CachePath("%s/%s", r.FormValue("bucket"), r.FormValue("key")))
	http.Get(c.URLf("/metrics?name=%s", url.QueryEscape(gateway.MetricName("%s-%d", host, port))))
	http.Get(c.Versioned("/buckets/%s", id))
	http.Get(c.Fixed("/buckets/%s/a b"))
	http.Get(c.Defaulted("/buckets/%s", r.FormValue("bucket")))
	http.Get(c.Built("/buckets/%s/policy", url.PathEscape(r.FormValue("bucket"))))
	http.Get(c.Tagged("/buckets/%s", r.FormValue("bucket")))
	http.Get(c.Labeled("x", "/buckets/%s", r.FormValue("bucket")))
}

// Forward passes its template and arguments on to a helper and sends
// the text: it is a wrapper, whose callers' templates are checked.
func Forward(c *gateway.Client, format string, a ...any) (*http.Response, error) { // want Forward:`urlWrapper\(1\(format\)→…\+http\.Get:http\)`
	return http.Get(c.URLf(format, a...))
}

func callers(c *gateway.Client, r *http.Request) {
	Forward(c, "/buckets/%s", r.FormValue("bucket")) // want `r\.FormValue\("bucket"\), run-time input, is written unescaped into the path`
	Forward(c, "/buckets/%d", 7)
}
