// Package tables keeps URLs in slices, arrays and maps.
package tables

import (
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
)

// case: tables bug mirror-list
var mirrors = []string{
	"https://mirror1.example.com/pub",
	"https://mirror2.example.com/pub ", // want `space`
}

func fetchIndex() {
	for _, m := range mirrors {
		http.Get(m + "/index.json")
	}
}

// case: tables valid mirror-list-ok
var cdnMirrors = []string{
	"https://cdn1.example.com/pub",
	"https://cdn2.example.com/pub",
}

func fetchCDN() {
	for _, m := range cdnMirrors {
		http.Get(m + "/index.json")
	}
}

// case: tables bug map-constant-key
var endpoints = map[string]string{
	"prod":    "https://api.example.com",
	"staging": "https://api.staging.example.com:8443x", // want `port`
}

func stagingHealth() (*http.Response, error) { return http.Get(endpoints["staging"] + "/health") }

// case: tables valid map-constant-key-ok
var regions = map[string]string{
	"eu": "https://eu.api.example.com",
	"us": "https://us.api.example.com",
}

func euHealth() (*http.Response, error) { return http.Get(regions["eu"] + "/health") }

// case: tables bug array-of-structs
var probes = [...]struct{ Name, URL string }{
	{"api", "http://localhost:8080/healthz"},
	{"db", "http://localhost:8081/health check"}, // want `space`
}

func runProbes() {
	for _, p := range probes {
		http.Get(p.URL)
	}
}

// case: tables valid array-of-structs-ok
var readiness = [...]struct{ Name, URL string }{
	{"api server", "http://localhost:8080/readyz"},
	{"worker pool", "http://localhost:8082/readyz"},
}

func runReadiness() {
	for _, p := range readiness {
		http.Get(p.URL)
	}
}

// case: tables bug map-of-structs-ranged
type service struct {
	Name string
	URL  string
}

var services = map[string]service{
	"billing": {Name: "Billing", URL: "https://billing.example.com/v1/{tenant}/invoices"}, // want `\{|placeholder`
	"users":   {Name: "Users", URL: "https://users.example.com/v1/users"},
}

func pollServices() {
	for _, s := range services {
		http.Get(s.URL)
	}
}

// case: tables valid map-of-structs-names-with-spaces
var backends = map[string]service{
	"search": {Name: "Search backend (primary)", URL: "https://search.example.com/v1"},
	"index":  {Name: "Index backend", URL: "https://index.example.com/v1"},
}

func pollBackends() {
	for _, s := range backends {
		http.Get(s.URL)
	}
}

// case: tables bug slice-constant-index
var fallbacks = []string{"http://a.example.com", "http://b.example.com:port"} // want `port`

func secondary() (*http.Response, error) { return http.Get(fallbacks[1]) }

// case: tables valid slice-constant-index-other-element
var labelled = []string{"http://a.example.com/status", "Status page (a b)"}

func statusPage() (*http.Response, error) { return http.Get(labelled[0]) }

// case: tables bug redirect-rules
var redirects = []struct{ from, to string }{
	{"/old", "/new page"}, // want `space`
	{"/legacy", "/current"},
}

func install(mux *http.ServeMux) {
	for _, r := range redirects {
		to := r.to
		mux.HandleFunc(r.from, func(w http.ResponseWriter, req *http.Request) {
			http.Redirect(w, req, to, http.StatusMovedPermanently)
		})
	}
}

// case: tables valid redirect-rules-ok
var moved = []struct{ from, to string }{
	{"/docs", "https://docs.example.com/"},
	{"/blog", "/news?source=blog"},
}

func installMoved(mux *http.ServeMux) {
	for _, r := range moved {
		to := r.to
		mux.HandleFunc(r.from, func(w http.ResponseWriter, req *http.Request) {
			http.Redirect(w, req, to, http.StatusFound)
		})
	}
}

// case: tables valid host-table-for-url-struct
var shards = []string{"shard-0.example.com:9000", "shard-1.example.com:9000"}

func shardURLs() []string {
	var out []string
	for _, h := range shards {
		u := url.URL{Scheme: "https", Host: h, Path: "/v1/query"}
		out = append(out, u.String())
	}
	return out
}

// case: tables bug list-from-function
func seedNodes(port string) []string {
	nodes := []string{"http://seed-0.example.com:" + port}
	nodes = append(nodes, "http://seed-1.example.com:"+port+"/ join") // want `space`
	return nodes
}

func joinSeeds() {
	for _, n := range seedNodes("7946") {
		http.Get(n)
	}
}

// case: tables valid list-from-function-ok
func peerURLs(hosts []string) ([]string, error) {
	if len(hosts) == 0 {
		return nil, fmt.Errorf("no peers")
	}
	out := make([]string, 0, len(hosts))
	for _, h := range hosts {
		out = append(out, "https://"+net.JoinHostPort(h, "2380"))
	}
	return out, nil
}

func dialPeers(hosts []string) {
	peers, err := peerURLs(hosts)
	if err != nil {
		return
	}
	for _, p := range peers {
		http.Get(p + "/members")
	}
}

// case: tables bug map-runtime-key
var webhooks = map[string]string{
	"slack":   "https://hooks.slack.example.com/services/T000/B000",
	"discord": "https://discord.example.com/api/webhooks/123/abc def", // want `space`
}

func notify(kind string, body io.Reader) (*http.Response, error) {
	return http.Post(webhooks[kind], "application/json", body)
}

// case: tables valid map-runtime-key-ok
var statusPages = map[string]string{
	"api": "https://status.example.com/api",
	"web": "https://status.example.com/web",
}

func statusOf(name string) (*http.Response, error) { return http.Get(statusPages[name]) }

// case: tables valid map-runtime-key-labels
var channels = map[string]struct{ Title, URL string }{
	"ops": {Title: "Ops alerts (pager)", URL: "https://alerts.example.com/ops"},
	"dev": {Title: "Dev chat", URL: "https://alerts.example.com/dev"},
}

func alert(name string) (*http.Response, error) {
	ch, ok := channels[name]
	if !ok {
		return nil, fmt.Errorf("no channel %q", name)
	}
	return http.Get(ch.URL)
}
