// Package fields reads URLs out of configuration structs and clients.
package fields

import (
	"io"
	"net/http"
	"net/url"
	"os"
	"strings"

	"app/fields/defaults"
)

type Config struct {
	BaseURL  string
	TokenURL string
	Prefix   string
	Query    string
	Help     string
}

// case: fields bug package-var-literal
var DefaultConfig = Config{BaseURL: "https://api.example.com/v1 "} // want `space`

func status() (*http.Response, error) { return http.Get(DefaultConfig.BaseURL + "/status") }

// case: fields valid package-var-literal-ok
var ProdConfig = Config{BaseURL: "https://api.example.com/v1"}

func prodStatus() (*http.Response, error) { return http.Get(ProdConfig.BaseURL + "/status") }

// case: fields bug local-literal
func localConfig() {
	cfg := Config{BaseURL: "http://localhost:8080/api v2"} // want `space`
	http.Get(cfg.BaseURL)
}

// case: fields valid local-literal-ok
func localConfigOK() {
	cfg := Config{BaseURL: "http://localhost:8080/api/v2"}
	http.Get(cfg.BaseURL + "/ping")
}

// case: fields bug constructor-pointer-literal
type MetricsClient struct {
	endpoint string
	hc       *http.Client
}

func NewMetricsClient() *MetricsClient {
	return &MetricsClient{endpoint: "https://metrics.example.com:9O91/push", hc: http.DefaultClient} // want `port`
}

func (c *MetricsClient) Push(body io.Reader) (*http.Response, error) {
	return c.hc.Post(c.endpoint, "text/plain", body)
}

// case: fields valid constructor-pointer-literal-ok
type TraceClient struct {
	endpoint string
	hc       *http.Client
}

func NewTraceClient() *TraceClient {
	return &TraceClient{endpoint: "https://traces.example.com:4318/v1/traces", hc: http.DefaultClient}
}

func (c *TraceClient) Export(body io.Reader) (*http.Response, error) {
	return c.hc.Post(c.endpoint, "application/x-protobuf", body)
}

// case: fields bug nested-literal
type Endpoint struct{ URL string }

type Settings struct {
	Name     string
	Upstream Endpoint
}

var defaults0 = Settings{Name: "proxy", Upstream: Endpoint{URL: "http://upstream.internal:80/v1|v2"}} // want `\|`

func upstream() (*url.URL, error) { return url.Parse(defaults0.Upstream.URL) }

// case: fields valid nested-literal-ok
var defaults1 = Settings{Name: "proxy two", Upstream: Endpoint{URL: "http://upstream.internal:80/v1"}}

func upstream1() (*url.URL, error) { return url.Parse(defaults1.Upstream.URL) }

// case: fields bug cross-package-var
func registry() (*url.URL, error) { return url.Parse(defaults.Registry.BaseURL) } // want `escape`

// case: fields valid cross-package-var-ok
func mirror() (*url.URL, error) { return url.Parse(defaults.Mirror.BaseURL) }

// case: fields bug field-assigned
type Poller struct{ URL string }

func newStatusPoller() *Poller {
	p := &Poller{}
	p.URL = "http://status.example.com/ping now" // want `space`
	return p
}

func (p *Poller) Poll() (*http.Response, error) { return http.Get(p.URL) }

// case: fields valid field-assigned-two-constants
type HealthPoller struct{ URL string }

func newHealthPoller(prod bool) *HealthPoller {
	p := &HealthPoller{URL: "http://localhost:8080/healthz"}
	if prod {
		p.URL = "https://health.example.com/healthz"
	}
	return p
}

func (p *HealthPoller) Poll() (*http.Response, error) { return http.Get(p.URL) }

// case: fields bug one-of-two-constants
type Pinger struct{ URL string }

func newPinger(prod bool) *Pinger {
	if prod {
		return &Pinger{URL: "https://status.example.com/ping"}
	}
	return &Pinger{URL: "http://status.staging.example.com/ping?probe=1 "} // want `space`
}

func (p *Pinger) Ping() (*http.Response, error) { return http.Get(p.URL) }

// case: fields valid env-or-constant-ok
type Reporter struct{ URL string }

func newReporter() *Reporter {
	if u := os.Getenv("REPORT_URL"); u != "" {
		return &Reporter{URL: u}
	}
	return &Reporter{URL: "https://reports.example.com/v1/submit"}
}

func (r *Reporter) Send(body io.Reader) (*http.Response, error) {
	return http.Post(r.URL, "application/json", body)
}

// case: fields bug env-default-into-field
type Notifier struct{ Hook string }

func newNotifier() Notifier {
	u := os.Getenv("HOOK_URL")
	if u == "" {
		u = "http://hooks.example.com/ notify" // want `space`
	}
	return Notifier{Hook: u}
}

func (n Notifier) Notify(body io.Reader) (*http.Response, error) {
	return http.Post(n.Hook, "application/json", body)
}

// case: fields valid text-field-not-a-url
var helpConfig = Config{BaseURL: "https://api.example.com", Help: "see https://docs.example.com/a b for details"}

func help() (string, *http.Response, error) {
	resp, err := http.Get(helpConfig.BaseURL)
	return strings.ToUpper(helpConfig.Help), resp, err
}

// case: fields bug embedded-struct
type Base struct{ Endpoint string }

type BillingService struct {
	Base
	Name string
}

func billing() (*http.Response, error) {
	s := BillingService{Base: Base{Endpoint: "https://billing.example.com:99999/"}, Name: "billing"} // want `port|range`
	return http.Get(s.Endpoint)
}

// case: fields valid embedded-struct-ok
type LedgerService struct {
	Base
	Name string
}

func ledger() (*http.Response, error) {
	s := LedgerService{Base: Base{Endpoint: "https://ledger.example.com:8443/"}, Name: "ledger"}
	return http.Get(s.Endpoint)
}

// case: fields bug webhook-request
type Webhook struct {
	Method string
	Target string
}

var slackHook = Webhook{Method: http.MethodPost, Target: "https://hooks.example.com/services/T00/B00 /x"} // want `space`

func fire(body io.Reader) (*http.Request, error) {
	return http.NewRequest(slackHook.Method, slackHook.Target, body)
}

// case: fields valid webhook-request-ok
var teamsHook = Webhook{Method: "POST", Target: "https://hooks.example.com/webhookb2/abc-123"}

func fireTeams(body io.Reader) (*http.Request, error) {
	return http.NewRequest(teamsHook.Method, teamsHook.Target, body)
}

// case: fields bug pointer-package-var
var authConfig = &Config{TokenURL: "https://auth.example.com/oauth/token?grant_type=client credentials"} // want `space`

func token(v url.Values) (*http.Response, error) { return http.PostForm(authConfig.TokenURL, v) }

// case: fields valid decoded-path-field
var filesConfig = Config{Prefix: "/files/my report"}

func fileURL() string {
	u := url.URL{Scheme: "https", Host: "files.example.com", Path: filesConfig.Prefix}
	return u.String()
}

// case: fields bug raw-query-field
var searchConfig = Config{Query: "filter=name eq 'x'"} // want `space`

func searchURL() string {
	u := url.URL{Scheme: "https", Host: "search.example.com", Path: "/v1", RawQuery: searchConfig.Query}
	return u.String()
}

// case: fields valid empty-guarded
type Mirror struct{ URL string }

var noMirror = Mirror{URL: ""}

func fetchMirror(m Mirror) (*http.Response, error) {
	if m.URL == "" {
		return nil, nil
	}
	return http.Get(m.URL)
}

func useNoMirror() { fetchMirror(noMirror) }
