package free

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"

	"basevalues/free/internal/conf"
)

// Bases that configuration libraries fill by the fields' struct tags,
// from the environment or the command line: the user may write them with
// or without a trailing '/', and a default the tag gives is a value they
// hold.
func tagged(s *conf.Settings) {
	http.Get(s.APIURL + "/v1/items")                  // want `^warning: .*s.APIURL holds the environment variable API_URL, joined untrimmed to "/v1/items"`
	http.Get(fmt.Sprintf("%s/api/status", s.Gateway)) // want `s.Gateway holds the environment variable GATEWAY_URL, whose default in its struct tag is "http://gateway:8080/": joined to "/api/status" it makes "http://gateway:8080//api/status"`
	http.Get(s.Search + "query")                      // want `s.Search holds the environment variable SEARCH_URL, whose default in its struct tag is "https://search.internal": joined to "query" it makes "https://search.internalquery"`
	hub := s.Server
	http.Get(hub + "/v2/repositories")      // want `hub holds the flag --server, whose default in its struct tag is "https://hub.example.com/"`
	http.Get(s.Nested.Storage + "/buckets") // want `s.Nested.Storage holds the environment variable STORAGE_URL, whose default`
	http.Get(s.Plain + "/health")           // want `^warning: .*s.Plain holds the environment variable PLAIN_URL, joined untrimmed to "/health"`
}

// Look-alikes: a base trimmed or joined by url.JoinPath, a field decoded
// from JSON, a field no tag names, a default the join keeps whole.
func taggedOK(s *conf.Settings) {
	http.Get(strings.TrimSuffix(s.Trimmed, "/") + "/v1/items")
	p, _ := url.JoinPath(s.Joined, "api", "status")
	http.Get(p)
	http.Get(s.Decoded + "/v1/items")
	http.Get(s.Untouched + "/v1/items")
	http.Get(s.Plain + "?probe=1")
}

// Bases another package of the program loads from the environment.
func loaded(l *conf.Loaded) {
	http.Get(l.Registry + "/v2/_catalog")       // want `^warning: .*l.Registry holds the environment variable REGISTRY_URL, joined untrimmed to "/v2/_catalog"`
	http.Get(fmt.Sprintf("%s/v2/", l.Fallback)) // want `^warning: .*l.Fallback holds the environment variable FALLBACK_URL, joined untrimmed to "/v2/"`
	http.Get(l.Mirror + "/v2/_catalog")
	http.Get(l.Name + "/v2/_catalog")
	http.Get(l.Checked + "/v2/_catalog")
	http.Get(fmt.Sprintf("%s/v1/clusters/%s/deltas", l.API, l.Name)) // want `^warning: .*l.API holds the environment variable API_URL, joined untrimmed to "/v1/clusters/"`
	http.Get(l.Agent + "/v1/agents")
}

// A setting read from a configuration store by a key that names a URL
// (a Terraform provider's d.Get, viper's GetString).
type resourceData map[string]any

func (d resourceData) Get(key string) any { return d[key] }

type settingsStore struct{ values map[string]string }

func (s *settingsStore) GetString(key string) string { return s.values[key] }

func keyed(d resourceData, v *settingsStore) {
	http.Get(fmt.Sprintf("%s/graphql", d.Get("api_key_endpoint").(string))) // want `^warning: .*holds the setting "api_key_endpoint", joined untrimmed to "/graphql"`
	http.Get(v.GetString("server.url") + "/api/v1/query")                    // want `^warning: .*holds the setting "server.url", joined untrimmed to "/api/v1/query"`

	// Look-alikes: a key that names no URL, and a setting trimmed.
	http.Get(fmt.Sprintf("https://%s/graphql", d.Get("api_key_id").(string)))
	http.Get(v.GetString("server.name") + "/api/v1/query")
	http.Get(strings.TrimSuffix(v.GetString("server.url"), "/") + "/api/v1/query")
}
