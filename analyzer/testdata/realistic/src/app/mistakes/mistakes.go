// Package mistakes holds URLs the grammar accepts but that are not what
// the author meant.
package mistakes

import (
	"fmt"
	"net"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"strings"
	"text/template"
)

// case: mistakes bug scheme-in-authority
func doubled() (*http.Response, error) { return http.Get("http://https://api.example.com/v1") } // want `scheme|authority|host`

// case: mistakes valid url-in-query
func bounce() (*http.Response, error) {
	return http.Get("https://api.example.com/redirect?to=https://other.example.com/")
}

// case: mistakes bug brace-placeholder
const userURL = "https://api.example.com/users/{id}" // want `\{|placeholder`

func getUser() (*http.Response, error) { return http.Get(userURL) }

// case: mistakes valid mux-pattern
const userRoute = "GET /users/{id}"

func routes(mux *http.ServeMux, h http.HandlerFunc) { mux.HandleFunc(userRoute, h) }

// case: mistakes bug template-placeholder
func issues() (*http.Response, error) {
	return http.Get("https://api.example.com/repos/{{.Owner}}/issues") // want `\{|placeholder|template`
}

// case: mistakes valid text-template
var issuesTmpl = template.Must(template.New("issues").Parse("https://api.example.com/repos/{{.Owner}}/issues"))

// case: mistakes bug colon-placeholder
func item() (*http.Response, error) { return http.Get("https://api.example.com/v1/items/:id") } // want `placeholder|:id`

// case: mistakes valid colon-method
func batchGet() (*http.Response, error) {
	return http.Get("https://api.example.com/v1/items:batchGet")
}

// case: mistakes bug env-placeholder
func envHost() (*http.Response, error) { return http.Get("https://${API_HOST}/v1/status") } // want `\$|\{|placeholder`

// case: mistakes valid expand-env
func envHostOK() (*http.Response, error) {
	return http.Get(os.ExpandEnv("https://${API_HOST}/v1/status"))
}

// case: mistakes bug unformatted-verb
const searchURL = "https://example.com/search?q=%s" // want `escape|%s|format`

func searchAll() (*http.Response, error) { return http.Get(searchURL) }

// case: mistakes valid formatted-verb
const lookupURL = "https://example.com/lookup?q=%s"

func lookup(q string) (*http.Response, error) {
	return http.Get(fmt.Sprintf(lookupURL, url.QueryEscape(q)))
}

// case: mistakes bug second-question-mark
func page() (*http.Response, error) { return http.Get("https://example.com/api?page=1?limit=10") } // want `\?`

// case: mistakes valid one-question-mark
func pageOK() (*http.Response, error) { return http.Get("https://example.com/api?page=1&limit=10") }

// case: mistakes bug html-entity
func entity() (*http.Response, error) { return http.Get("https://example.com/api?a=1&amp;b=2") } // want `&amp;|entity`

// case: mistakes valid ampersand
func ampersand() (*http.Response, error) { return http.Get("https://example.com/api?a=1&b=2") }

// case: mistakes bug double-slash-join
const apiBase = "https://api.example.com/"

func doubleSlash() (*http.Response, error) { return http.Get(apiBase + "/v1/users") } // want `//|slash`

// case: mistakes valid single-slash-join
const webBase = "https://www.example.com/"

func singleSlash() (*http.Response, error) { return http.Get(webBase + "v1/users") }

// case: mistakes bug scheme-in-host-field
func hostWithScheme() string {
	u := url.URL{Scheme: "https", Host: "https://api.example.com"} // want `scheme|host|:`
	return u.String()
}

// case: mistakes bug query-in-path-field
func queryInPath() string {
	u := url.URL{Scheme: "https", Host: "example.com", Path: "/search?q=go"} // want `query|\?`
	return u.String()
}

// case: mistakes valid query-in-raw-query
func queryOK() string {
	u := url.URL{Scheme: "https", Host: "example.com", Path: "/search", RawQuery: "q=go"}
	return u.String()
}

// case: mistakes bug scheme-field-with-separator
func schemeSep() string {
	u := url.URL{Scheme: "https://", Host: "example.com"} // want `scheme|:`
	return u.String()
}

// case: mistakes bug query-in-path-assignment
func queryInPathAssign(req *http.Request) {
	req.URL.Path = "/v1/items?limit=10" // want `query|\?`
}

// case: mistakes bug sprintf-host-port
func sprintfHostPort(host string, port int) (*http.Response, error) {
	return http.Get(fmt.Sprintf("http://%s:%d/metrics", host, port)) // want `JoinHostPort|IPv6`
}

// case: mistakes valid join-host-port-template
func joinHostPort(host string, port int) (*http.Response, error) {
	return http.Get("http://" + net.JoinHostPort(host, strconv.Itoa(port)) + "/metrics")
}

// case: mistakes bug missing-colon
func missingColon() (*http.Response, error) { return http.Get("http//example.com/status") } // want `http://|scheme|colon|absolute`

// case: mistakes bug trailing-newline
func newline() (*http.Response, error) { return http.Get("https://example.com/status\n") } // want `control|\\n|newline`

// case: mistakes valid route-constant-shared
const itemRoute = "/v1/items/{id}"

func itemRoutes(mux *http.ServeMux, h http.HandlerFunc) { mux.HandleFunc("GET "+itemRoute, h) }

// case: mistakes valid scheme-added-when-missing
// The prefix is added only to an address without a scheme; the constant
// has one.
func statusPage() (*http.Response, error) {
	addr := statusEndpoint
	if !strings.Contains(addr, "://") {
		addr = "http://" + addr
	}
	return http.Get(addr)
}

const statusEndpoint = "https://status.example.com/api/v2/summary.json"

// case: mistakes valid scheme-added-to-bare-host
func metricsPage() (*http.Response, error) {
	addr := "metrics.internal:9090/metrics"
	if !strings.Contains(addr, "://") {
		addr = "http://" + addr
	}
	return http.Get(addr)
}

// endcase
