// Package partial reads URLs from flags and the environment, with
// constant defaults.
package partial

import (
	"flag"
	"io"
	"net/http"
	"net/url"
	"os"

	"github.com/spf13/pflag"
)

// case: partial bug getenv-default
func apiFromEnv() (*http.Response, error) {
	u := os.Getenv("API_URL")
	if u == "" {
		u = "https://api.example.com/v1 " // want `space`
	}
	return http.Get(u)
}

// case: partial valid getenv-default-ok
func webFromEnv() (*http.Response, error) {
	u := os.Getenv("WEB_URL")
	if u == "" {
		u = "https://www.example.com/"
	}
	return http.Get(u)
}

// case: partial bug flag-string
var upstream = flag.String("upstream", "http://localhost:8080/api v1", "upstream URL") // want `space`

func proxy() (*http.Response, error) { return http.Get(*upstream) }

// case: partial valid flag-string-ok
var registry = flag.String("registry", "https://registry.example.com/v2/", "registry URL")

func catalog() (*http.Response, error) { return http.Get(*registry + "_catalog") }

// case: partial bug flag-stringvar
var scrapeTarget string

func init() {
	flag.StringVar(&scrapeTarget, "target", "http://localhost:9090/metrics?format=text plain", "target to scrape") // want `space`
}

func scrape() (*http.Response, error) { return http.Get(scrapeTarget) }

// case: partial valid flag-stringvar-ok
var pushGateway string

func init() {
	flag.StringVar(&pushGateway, "pushgateway", "http://localhost:9091/metrics/job/batch", "push gateway")
}

func push(body io.Reader) (*http.Response, error) { return http.Post(pushGateway, "text/plain", body) }

// case: partial bug pflag-string
var endpoint = pflag.String("endpoint", "https://example.com:443x", "service endpoint") // want `port`

func callEndpoint() (*http.Response, error) { return http.Get(*endpoint) }

// case: partial valid pflag-string-ok
var issuer = pflag.String("issuer", "https://accounts.example.com", "OIDC issuer")

func discovery() (*http.Response, error) {
	return http.Get(*issuer + "/.well-known/openid-configuration")
}

// case: partial bug flagset-field
type options struct{ server string }

func bindFlags(fs *pflag.FlagSet, o *options) {
	fs.StringVar(&o.server, "server", "https://example.com/ api", "API server") // want `space`
}

func (o *options) version() (*http.Response, error) { return http.Get(o.server + "/version") }

// case: partial valid flagset-field-ok
type clientOptions struct{ server string }

func bindClientFlags(fs *pflag.FlagSet, o *clientOptions) {
	fs.StringVarP(&o.server, "server", "s", "https://example.com", "API server")
}

func (o *clientOptions) version() (*http.Response, error) { return http.Get(o.server + "/version") }

// case: partial bug package-var-init-override
var pushURL = "https://push.example.com/v1 " // want `space`

func init() {
	if v := os.Getenv("PUSH_URL"); v != "" {
		pushURL = v
	}
}

func send(body io.Reader) (*http.Response, error) {
	return http.Post(pushURL, "application/json", body)
}

// case: partial valid package-var-init-override-ok
var collectorURL = "https://collector.example.com/v1"

func init() {
	if v := os.Getenv("COLLECTOR_URL"); v != "" {
		collectorURL = v
	}
}

func collect(body io.Reader) (*http.Response, error) {
	return http.Post(collectorURL, "application/json", body)
}

// case: partial bug env-or-helper
func envOr(key, def string) string {
	if v, ok := os.LookupEnv(key); ok {
		return v
	}
	return def
}

func dashboards() (*http.Response, error) {
	return http.Get(envOr("GRAFANA_URL", "http://localhost:3000/api|v2")) // want `\|`
}

// case: partial valid env-or-helper-ok
func folders() (*http.Response, error) {
	return http.Get(envOr("GRAFANA_URL", "http://localhost:3000") + "/api/folders")
}

// case: partial valid empty-flag-guarded
var proxyURL = flag.String("proxy", "", "HTTP proxy (empty: none)")

func proxyFunc() (*url.URL, error) {
	if *proxyURL == "" {
		return nil, nil
	}
	return url.Parse(*proxyURL)
}

// case: partial valid empty-default-guarded
func callback() (*http.Response, error) {
	u := os.Getenv("CALLBACK_URL")
	if u == "" {
		return nil, nil
	}
	return http.Get(u)
}

// case: partial valid empty-flag-copied-and-guarded
func metricsMain() {
	addr := flag.String("addr", "", "metrics URL (empty: a local server)")
	flag.Parse()
	ep := *addr
	if ep == "" {
		ep = "http://localhost:2379/metrics"
	}
	http.Get(ep)
}
