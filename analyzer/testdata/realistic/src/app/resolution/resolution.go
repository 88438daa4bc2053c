// Package resolution resolves references against base URLs with
// (*url.URL).ResolveReference and (*url.URL).Parse, as API clients do.
package resolution

import (
	"net/http"
	"net/url"
)

// case: resolution bug base-without-slash
func completions() (*http.Response, error) {
	base, _ := url.Parse("https://api.example.com/v1") // want `last segment "v1"`
	ref, _ := url.Parse("chat/completions")
	return http.Get(base.ResolveReference(ref).String())
}

// case: resolution valid base-with-slash
func completionsOK() (*http.Response, error) {
	base, _ := url.Parse("https://api.example.com/v1/")
	ref, _ := url.Parse("chat/completions")
	return http.Get(base.ResolveReference(ref).String())
}

// case: resolution bug absolute-ref-drops-prefix
func verify() (*http.Response, error) {
	base, _ := url.Parse("https://auth.example.com/prefix/")
	u, _ := base.Parse("/api/verify") // want `replaces the base path "/prefix/"`
	return http.Get(u.String())
}

// case: resolution valid relative-ref-keeps-prefix
func verifyOK() (*http.Response, error) {
	base, _ := url.Parse("https://auth.example.com/prefix/")
	u, _ := base.Parse("api/verify")
	return http.Get(u.String())
}

// case: resolution bug client-field-base
type openAI struct{ baseURL string }

func newOpenAI() *openAI { return &openAI{baseURL: "https://llm.example.com/openai/v1"} } // want `last segment "v1"`

func (c *openAI) do(p string) (*http.Response, error) {
	base, err := url.Parse(c.baseURL)
	if err != nil {
		return nil, err
	}
	u, err := base.Parse(p)
	if err != nil {
		return nil, err
	}
	return http.Get(u.String())
}

func (c *openAI) models() { c.do("models") }

// case: resolution valid client-field-base-slash
type openAIOK struct{ baseURL string }

func newOpenAIOK() *openAIOK { return &openAIOK{baseURL: "https://llm.example.com/openai/v1/"} }

func (c *openAIOK) do(p string) (*http.Response, error) {
	base, err := url.Parse(c.baseURL)
	if err != nil {
		return nil, err
	}
	u, err := base.Parse(p)
	if err != nil {
		return nil, err
	}
	return http.Get(u.String())
}

func (c *openAIOK) models() { c.do("models") }

// case: resolution bug gitlab-subpath
type gitlab struct{ server string }

func newGitlab() *gitlab { return &gitlab{server: "https://git.example.com/gitlab/"} }

func (g *gitlab) get(p string) (*http.Response, error) {
	base, err := url.Parse(g.server)
	if err != nil {
		return nil, err
	}
	ref, err := url.Parse(p)
	if err != nil {
		return nil, err
	}
	return http.Get(base.ResolveReference(ref).String())
}

func (g *gitlab) projects() { g.get("/api/v4/projects") } // want `replaces the base path "/gitlab/"`

// case: resolution valid gitlab-root
type gitlabRoot struct{ server string }

func newGitlabRoot() *gitlabRoot { return &gitlabRoot{server: "https://gitlab.example.com"} }

func (g *gitlabRoot) get(p string) (*http.Response, error) {
	base, err := url.Parse(g.server)
	if err != nil {
		return nil, err
	}
	ref, err := url.Parse(p)
	if err != nil {
		return nil, err
	}
	return http.Get(base.ResolveReference(ref).String())
}

func (g *gitlabRoot) projects() { g.get("/api/v4/projects") }

// case: resolution bug literal-ref-path
func tokenURL() string {
	base, _ := url.Parse("https://login.example.com/tenant") // want `last segment "tenant"`
	return base.ResolveReference(&url.URL{Path: "oauth2/token"}).String()
}

// case: resolution valid literal-ref-query
func pageTwo() string {
	base, _ := url.Parse("https://api.example.com/v1/items")
	return base.ResolveReference(&url.URL{RawQuery: "page=2"}).String()
}

// case: resolution bug const-base
const apiBase = "https://api.example.com/v2" // want `last segment "v2"`

func invoices() (*http.Response, error) {
	base, _ := url.Parse(apiBase)
	u, _ := base.Parse("invoices")
	return http.Get(u.String())
}

// case: resolution valid const-base-slash
const apiBaseOK = "https://api.example.com/v2/"

func invoicesOK() (*http.Response, error) {
	base, _ := url.Parse(apiBaseOK)
	u, _ := base.Parse("invoices")
	return http.Get(u.String())
}

// case: resolution valid document-sibling
func nextPage() (*http.Response, error) {
	base, _ := url.Parse("https://docs.example.com/guide/index.html")
	u, _ := base.Parse("install.html")
	return http.Get(u.String())
}

// case: resolution valid parent-ref
func siblingVersion() (*http.Response, error) {
	base, _ := url.Parse("https://api.example.com/v1/")
	u, _ := base.Parse("../v2/status")
	return http.Get(u.String())
}

// case: resolution valid absolute-ref
func cdnAsset() (*http.Response, error) {
	base, _ := url.Parse("https://app.example.com/static/")
	u, _ := base.Parse("https://cdn.example.com/app.js")
	return http.Get(u.String())
}

// case: resolution valid root-base-absolute-ref
func login() (*http.Response, error) {
	base, _ := url.Parse("https://auth.example.com/")
	u, _ := base.Parse("/login")
	return http.Get(u.String())
}

// case: resolution bug harbor-version
func harborProjects() (*http.Response, error) {
	base, _ := url.Parse("https://harbor.example.com/api/v2.0") // want `last segment "v2.0"`
	ref, _ := url.Parse("projects")
	return http.Get(base.ResolveReference(ref).String())
}

// case: resolution bug jenkins-prefix
type jenkins struct{ url string }

func newJenkins() *jenkins { return &jenkins{url: "https://ci.example.com/jenkins/"} }

func (j *jenkins) call(p string) (*http.Response, error) {
	base, err := url.Parse(j.url)
	if err != nil {
		return nil, err
	}
	u, err := base.Parse(p)
	if err != nil {
		return nil, err
	}
	return http.Post(u.String(), "application/json", nil)
}

func (j *jenkins) build() { j.call("/job/app/build") } // want `replaces the base path "/jenkins/"`

// case: resolution valid jenkins-relative
type jenkinsOK struct{ url string }

func newJenkinsOK() *jenkinsOK { return &jenkinsOK{url: "https://ci.example.com/jenkins/"} }

func (j *jenkinsOK) call(p string) (*http.Response, error) {
	base, err := url.Parse(j.url)
	if err != nil {
		return nil, err
	}
	u, err := base.Parse(p)
	if err != nil {
		return nil, err
	}
	return http.Post(u.String(), "application/json", nil)
}

func (j *jenkinsOK) build() { j.call("job/app/build") }

// case: resolution bug vault-mount
func vaultSecret() (*http.Response, error) {
	base, _ := url.Parse("https://vault.example.com/v1") // want `last segment "v1"`
	ref, _ := url.Parse("secret/data/app")
	return http.Get(base.ResolveReference(ref).String())
}

// case: resolution valid fragment-ref
func section() (*http.Response, error) {
	base, _ := url.Parse("https://docs.example.com/guide")
	u, _ := base.Parse("#install")
	return http.Get(u.String())
}

// case: resolution bug prometheus-prefix
func queryRange() (*http.Response, error) {
	base, _ := url.Parse("http://monitoring.example.com/prometheus/")
	u, _ := base.Parse("/api/v1/query_range") // want `replaces the base path "/prometheus/"`
	return http.Get(u.String())
}

// case: resolution valid prometheus-relative
func queryRangeOK() (*http.Response, error) {
	base, _ := url.Parse("http://monitoring.example.com/prometheus/")
	u, _ := base.Parse("api/v1/query_range")
	return http.Get(u.String())
}

// case: resolution bug base-no-slash-absolute-ref
func grafanaHealth() (*http.Response, error) {
	base, _ := url.Parse("https://ops.example.com/grafana")
	u, _ := base.Parse("/api/health") // want `replaces the base path "/grafana"`
	return http.Get(u.String())
}

// case: resolution bug webhook-ref
func webhook() (*http.Response, error) {
	base, _ := url.Parse("https://hooks.example.com/services") // want `last segment "services"`
	ref, _ := url.Parse("T000/B000/XXXX")
	return http.Get(base.ResolveReference(ref).String())
}

// case: resolution valid webhook-ref-slash
func webhookOK() (*http.Response, error) {
	base, _ := url.Parse("https://hooks.example.com/services/")
	ref, _ := url.Parse("T000/B000/XXXX")
	return http.Get(base.ResolveReference(ref).String())
}

// case: resolution bug wrapper-ref
func resolveOn(base *url.URL, p string) string {
	ref, err := url.Parse(p)
	if err != nil {
		return ""
	}
	return base.ResolveReference(ref).String()
}

func statusURL() string {
	base, _ := url.Parse("https://status.example.com/api/v2") // want `last segment "v2"`
	ref, _ := url.Parse("summary.json")
	return base.ResolveReference(ref).String() + resolveOn(base, "")
}

// case: resolution bug registry-base
func catalog() (*http.Response, error) {
	base, _ := url.Parse("https://registry.example.com/v2") // want `last segment "v2"`
	u, _ := base.Parse("_catalog")
	return http.Get(u.String())
}

// case: resolution valid registry-base-slash
func catalogOK() (*http.Response, error) {
	base, _ := url.Parse("https://registry.example.com/v2/")
	u, _ := base.Parse("_catalog")
	return http.Get(u.String())
}

// case: resolution valid dot-ref
func here() (*http.Response, error) {
	base, _ := url.Parse("https://api.example.com/v1/users")
	u, _ := base.Parse("./settings")
	return http.Get(u.String())
}

// case: resolution valid empty-ref
func same() (*http.Response, error) {
	base, _ := url.Parse("https://api.example.com/v1/users")
	u, _ := base.Parse("")
	return http.Get(u.String())
}

// case: resolution bug sentry-absolute
func sentryStore() (*http.Response, error) {
	base, _ := url.Parse("https://sentry.example.com/relay/")
	u, _ := base.Parse("/api/42/store/") // want `replaces the base path "/relay/"`
	return http.Get(u.String())
}

// case: resolution valid query-ref
func filtered() (*http.Response, error) {
	base, _ := url.Parse("https://api.example.com/v1/items")
	u, _ := base.Parse("?state=open")
	return http.Get(u.String())
}

// case: resolution bug url-field-base
type registry struct{ base *url.URL }

func newRegistry() (*registry, error) {
	u, err := url.Parse("https://registry.example.com/v2") // want `last segment "v2"`
	if err != nil {
		return nil, err
	}
	return &registry{base: u}, nil
}

func (r *registry) tags(repo string) (*http.Response, error) {
	ref, err := url.Parse(repo + "/tags/list")
	if err != nil {
		return nil, err
	}
	return http.Get(r.base.ResolveReference(ref).String())
}
