// Package pathjoinonce joins URLs to paths through a variadic wrapper and
// with constants of another package: each join gives one finding, the
// path-join one, never a second for the host the join took out at the
// same call.
package pathjoinonce

import (
	"net/http"
	"net/url"
	"path"

	"joins/pathjoinonce/base"
)

// The wrappers' own joins make URLs with no host whatever their
// elements: reported there, once, and each call's URL at the call.
func joinURL(elems ...string) string { return path.Join(elems...) } // want `http\.Get: path\.Join never returns "//"`

func get(elems ...string) (*http.Response, error) { return http.Get(path.Join(elems...)) } // want `http\.Get: path\.Join never returns "//"`

func status() (*http.Response, error) {
	return http.Get(joinURL("https://status.example.com", "api", "v2")) // want `path\.Join: the join cleans its result as a file path`
}

func users() (*http.Response, error) {
	return http.Get(path.Join(base.API, "users")) // want `path\.Join: .*file path`
}

func wrapped() (*http.Response, error) {
	return http.Get(joinURL(base.API, "users")) // want `path\.Join: .*file path`
}

func sinkWrapper() (*http.Response, error) {
	return get("https://get.example.com", "x") // want `path\.Join: .*file path`
}

func sinkWrapperConstant() (*http.Response, error) {
	return get(base.API, "x") // want `path\.Join: .*file path`
}

func variable() (*http.Response, error) {
	return http.Get(path.Join(base.Mirror, "x")) // want `path\.Join: .*file path`
}

func parse() (*url.URL, error) {
	return url.Parse(path.Join(base.API, "p")) // want `path\.Join: .*file path`
}

func request(name string) (*http.Request, error) {
	return http.NewRequest(http.MethodGet, joinURL(base.API, name), nil) // want `path\.Join: .*file path`
}

const local = "https://local.example.com:8080"

// The constant is right: each join of it is reported.
func localRequest(name string) (*http.Request, error) {
	return http.NewRequest(http.MethodGet, joinURL(local, "r", name), nil) // want `path\.Join: .*file path`
}

func localGet() (*http.Response, error) { return http.Get(joinURL(local+"/v2", "r")) } // want `path\.Join: .*file path`

func statusURL() string { return joinURL("https://elsewhere.example.com", "x") } // want `path\.Join: .*file path`

func viaResult() (*http.Response, error) { return http.Get(statusURL()) }
