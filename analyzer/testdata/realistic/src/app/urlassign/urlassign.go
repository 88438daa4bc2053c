// Package urlassign builds url.URL values field by field.
package urlassign

import (
	"net/http"
	"net/url"
)

// case: urlassign bug raw-query
func searchURL() string {
	u := &url.URL{Scheme: "https", Host: "example.com", Path: "/search"}
	u.RawQuery = "q=a b" // want `space`
	return u.String()
}

// case: urlassign valid raw-query-ok
func pageURL() string {
	u := &url.URL{Scheme: "https", Host: "example.com", Path: "/items"}
	u.RawQuery = "page=2&per_page=50"
	return u.String()
}

// case: urlassign bug host
func adminURL() string {
	u := url.URL{Scheme: "http", Path: "/admin"}
	u.Host = "example.com:8080x" // want `port`
	return u.String()
}

// case: urlassign valid host-ipv6
func loopbackURL() string {
	u := url.URL{Scheme: "http", Path: "/"}
	u.Host = "[::1]:8080"
	return u.String()
}

// case: urlassign bug request-raw-query
func withToken(req *http.Request) {
	req.URL.RawQuery = "token=abc def" // want `space`
}

// case: urlassign valid request-path-decoded
func download(req *http.Request) {
	req.URL.Path = "/files/my report.pdf"
}

// case: urlassign bug scheme
func insecure(u *url.URL) {
	u.Scheme = "http " // want `scheme`
}

// case: urlassign valid scheme-ok
func secure(u *url.URL) {
	u.Scheme = "https"
}

// case: urlassign bug raw-fragment
func section(u *url.URL) {
	u.RawFragment = "section 2" // want `space`
}

// case: urlassign valid fragment-decoded
func sectionOK(u *url.URL) {
	u.Fragment = "section 2"
}

// case: urlassign bug elided-pointer-slice
var peers = []*url.URL{
	{Scheme: "https", Host: "peer-0.example.com:99999"}, // want `port|range`
	{Scheme: "https", Host: "peer-1.example.com:443"},
}

// case: urlassign valid elided-pointer-slice-ok
var seeds = []*url.URL{
	{Scheme: "https", Host: "seed-0.example.com:443"},
	{Scheme: "https", Host: "seed-1.example.com:443", Path: "/join now"},
}

// case: urlassign bug elided-pointer-map
var databases = map[string]*url.URL{
	"primary": {Scheme: "postgres", Host: "db.internal:5432", RawQuery: "sslmode=disable&application_name=my app"}, // want `space`
}

// case: urlassign valid elided-pointer-map-ok
var caches = map[string]*url.URL{
	"primary": {Scheme: "redis", Host: "cache.internal:6379", Path: "/0"},
}

// case: urlassign bug host-with-scheme-rules
func apiURL() string {
	u := new(url.URL)
	u.Scheme = "https"
	u.Host = "-api-.example.com" // want `'-'`
	return u.String()
}

// case: urlassign valid host-ok
func apiURLOK() string {
	u := new(url.URL)
	u.Scheme = "https"
	u.Host = "api.example.com"
	return u.String()
}

// case: urlassign bug concatenated-query
func filtered(req *http.Request) {
	req.URL.RawQuery = "filter=" + "status eq open" // want `space`
}

// case: urlassign valid encoded-values
func filteredOK(req *http.Request) {
	q := url.Values{}
	q.Set("filter", "status eq open")
	req.URL.RawQuery = q.Encode()
}

// case: urlassign bug raw-path
func rawPath(u *url.URL) {
	u.Path = "/a/b c"
	u.RawPath = "/a/b c" // want `space`
}

// case: urlassign valid raw-path-ok
func rawPathOK(u *url.URL) {
	u.Path = "/a/b/c"
	u.RawPath = "/a%2Fb/c"
}

// case: urlassign bug host-on-copy
var apiBase = url.URL{Scheme: "https", Host: "api.example.com", Path: "/v1"}

func regionURL() string {
	u := apiBase
	u.Host = "eu.api.example.com:443x" // want `port`
	return u.String()
}

// case: urlassign bug host-on-pointer-copy
func mirrorURL(base *url.URL) string {
	u := *base
	u.Host = "mirror.example.com:https" // want `port`
	return u.String()
}

// case: urlassign valid host-on-copy-ok
func usURL(base *url.URL) string {
	u := *base
	u.Host = "us.api.example.com:443"
	return u.String()
}

// case: urlassign bug host-on-copy-scheme-rules
var regionalAPI = url.URL{Scheme: "https", Host: "api.example.com", Path: "/v2"}

func euAPI() string {
	u := regionalAPI
	u.Host = "-eu-.api.example.com" // want `'-'`
	return u.String()
}

// case: urlassign valid host-on-copy-other-scheme
var cacheURL = url.URL{Scheme: "redis", Host: "cache.internal:6379", Path: "/0"}

func replicaURL() string {
	u := cacheURL
	u.Host = "-replica-.cache.internal:6379"
	return u.String()
}

// case: urlassign valid opaque-unescaped-path-query
// Opaque sends the path as written; its '?' starts the query on the wire.
func profileRequest(host string) *url.URL {
	return &url.URL{Scheme: "https", Host: host, Opaque: "//api.example.com/v2/me?projection=(id,firstName)"}
}

// case: urlassign bug opaque-query-space
func searchRequest(host string) *url.URL {
	return &url.URL{Scheme: "https", Host: host, Opaque: "//api.example.com/v2/search?q=first name"} // want `space`
}
