package fixuses

import (
	"fmt"
	"log"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"

	"github.com/go-chi/chi/v5"
)

const base = "http://example.com"

// A route registered with a ServeMux and requested by a client: editing
// the constant would change the pattern too.
const route = "/v1/a|b" // want `http\.Get: '\|' is not allowed in a path; write %7C .*; no fix: route is also used as a route pattern at uses\.go:22`

func routes(h http.HandlerFunc) {
	mux := http.NewServeMux()
	mux.HandleFunc("GET "+route, h)
	http.Get(base + route)
}

// The same with a chi router.
const chiRoute = "/v2/a|b" // want `http\.Get: .*no fix: chiRoute is also used as a route pattern at uses\.go:31`

func chiRoutes(h http.HandlerFunc) {
	r := chi.NewRouter()
	r.Get(chiRoute, h)
	http.Get(base + chiRoute)
}

// A file name used as a decoded url.URL.Path and in a raw URL: the fix
// for the raw URL would be sent as %2520 by URL.String.
const file = "my report.pdf" // want `http\.Get: space .*; no fix: file is also a decoded url\.URL\.Path at uses\.go:40`

func download() {
	u := url.URL{Scheme: "https", Host: "example.com", Path: "/d/" + file}
	http.Get(u.String())
	http.Get("https://example.com/d/" + file)
}

const printed = "http://example.com/a b" // want `url\.Parse: .*; no fix: printed is also printed by fmt\.Println at uses\.go:49`

func printing() {
	url.Parse(printed)
	fmt.Println("fetching", printed)
}

const prefix = "http://example.com/a b" // want `url\.Parse: .*; no fix: prefix is also passed to strings\.HasPrefix at uses\.go:56`

func comparing(s string) bool {
	url.Parse(prefix)
	return strings.HasPrefix(s, prefix)
}

const compared = "http://example.com/c d" // want `url\.Parse: .*; no fix: compared is also compared at uses\.go:63`

func comparing2(s string) bool {
	url.Parse(compared)
	return s == compared
}

const key = "http://example.com/e f" // want `url\.Parse: .*; no fix: key is also used as a key at uses\.go:68`

var byURL = map[string]int{key: 1}

func keys() { url.Parse(key) }

const returned = "http://example.com/g h" // want `url\.Parse: .*; no fix: returned is also returned at uses\.go:76`

func returning() string {
	url.Parse(returned)
	return returned
}

// A constant whose bytes reach another constant that is printed.
const apiBase = "http://example.com/i j" // want `url\.Parse: .*; no fix: api is also printed by log\.Print at uses\.go:86`

const api = apiBase + "/api"

func chained() {
	url.Parse(api)
	log.Print(api)
}

// An implicit repetition: b has the same literal as a.
const (
	a = "http://example.com/k l" // want `url\.Parse: .*; no fix: b is also printed by fmt\.Println at uses\.go:97`
	b
)

func repeated() {
	url.Parse(a)
	fmt.Println(b)
}

func localVar() {
	u := "http://example.com/m n" // want `http\.Get: .*; no fix: u is also printed by log\.Println at uses\.go:103`
	http.Get(u)
	log.Println(u)
}

// A format used both formatted and as is: '%' is written differently.
const format = "http://example.com/o p/%d" // want `url\.Parse: space .*; no fix: format is also used unformatted at uses\.go:111` `url\.Parse: format verb "%d" in a string that is never formatted before it reaches the sink`

func formats(n int) {
	url.Parse(fmt.Sprintf(format, n))
	url.Parse(format)
}

func helper(s string) int { return len(s) }

const passed = "http://example.com/q r" // want `url\.Parse: .*; no fix: passed is also passed to fixuses\.helper at uses\.go:120`

func passing() {
	url.Parse(passed)
	helper(passed)
}

// Exported constants of an importable package can be used by other
// packages in ways not seen here.
const Exported = "http://example.com/s t" // want `url\.Parse: .*; no fix: Exported is exported, and its uses in other packages are not seen`

func exported() { url.Parse(Exported) }

// Look-alikes that keep their fix: every use is a sink that reads the
// bytes in the same way.

const shared = "/v1/u|v" // want `http\.Get: '\|' is not allowed in a path; write %7C \(RFC 3986 §3\.3 pchar\)$`

func sharedRaw() {
	http.Get(base + shared)
	http.NewRequest("GET", base+shared, nil)
	httptest.NewRequest("GET", shared, nil)
	url.Parse(shared)
	url.JoinPath(base, shared) // JoinPath escapes its elements: '|' is right there, and so is %7C
	_ = shared
}

const query = "q=a b" // want `url\.Parse: .*query; write %20 \(RFC 3986 §3\.4 query\)$`

func rawFields() {
	_ = url.URL{Scheme: "https", Host: "example.com", RawQuery: query}
	url.Parse("https://example.com/?" + query)
}

const full = base + "/w x" // want `url\.Parse: .*pchar\)$`

const full2 = full + "/y"

func chainedRaw() {
	url.Parse(full)
	http.Get(full2)
	var u string
	u = full2
	http.Get(u)
}

func fetch(u string) (*http.Response, error) { return http.Get(u) }

const wrapped = "http://example.com/z z" // want `fixuses\.fetch: .*pchar\)$`

func wrappers() {
	fetch(wrapped)
	http.Get(wrapped)
}

const formatOnly = "http://example.com/%d/a b" // want `url\.Parse: .*pchar\)$`

func formatsOnly(n int) {
	url.Parse(fmt.Sprintf(formatOnly, n))
	http.Get(fmt.Sprintf(formatOnly, n+1))
}

// A typed string constant converted back to string.
type endpoint string

const typed endpoint = "http://example.com/t|y" // want `url\.Parse: .*pchar\)$`

func conversions() {
	url.Parse(string(typed))
}

// url.URL.Host holds a zone identifier decoded: String writes its '%' as
// %25, so a "%25" written in the field is encoded twice.
func zones() {
	_ = url.URL{Scheme: "http", Host: "[fe80::1%en0]:8080", Path: "/"}
	_ = url.URL{Scheme: "http", Host: "[fe80::1%25en0]:8080", Path: "/"} // want `url\.URL\.Host: .*encoded twice.*write .%. alone`
}

// A format that a function formats, as fmt.Sprintf does: '%' is written
// "%%" at both.
const wrappedFormat = "http://example.com/%d/b c" // want `fixuses\.getf: .*pchar\)$`

func wrappedFormats(n int) {
	getf(wrappedFormat, n)
	url.Parse(fmt.Sprintf(wrappedFormat, n+1))
}

// One also used as it stands.
const halfFormat = "http://example.com/d e" // want `fixuses\.getf: .*; no fix: halfFormat is also used unformatted at uses\.go:208`

func halfFormats() {
	getf(halfFormat)
	url.Parse(halfFormat)
}

func getf(tmpl string, args ...any) { url.Parse(fmt.Sprintf(tmpl, args...)) }
