// Package calls builds URLs in functions and methods.
package calls

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/netip"
	"net/url"
	"os"
	"strings"

	"app/calls/endpoints"
	"app/calls/forge"
)

// case: calls bug func-constant
func baseURL() string { return "https://api.example.com/v1 " } // want `space`

func me() (*http.Response, error) { return http.Get(baseURL() + "/me") }

// case: calls valid func-constant-ok
func statusURL() string { return "https://status.example.com/api/v2/status.json" }

func status() (*http.Response, error) { return http.Get(statusURL()) }

// case: calls bug func-template
const apiRoot = "https://api.example.com:80a" // want `port`

func endpoint(name string) string { return apiRoot + "/v1/" + name }

func listUsers() (*http.Response, error) { return http.Get(endpoint("users")) }

// case: calls valid func-template-ok
const searchRoot = "https://search.example.com"

func searchEndpoint(name string) string { return searchRoot + "/v1/" + name }

func search() (*http.Response, error) { return http.Get(searchEndpoint("query")) }

// case: calls bug method-result
type Prom struct{ hc *http.Client }

func (Prom) healthURL() string { return "http://localhost:9090/-/healthy now" } // want `space`

func (p Prom) Healthy() (*http.Response, error) { return p.hc.Get(p.healthURL()) }

// case: calls valid method-result-ok
type Alertmanager struct{ hc *http.Client }

func (Alertmanager) readyURL() string { return "http://localhost:9093/-/ready" }

func (a Alertmanager) Ready() (*http.Response, error) { return a.hc.Get(a.readyURL()) }

// case: calls bug cross-package-func
func token(v url.Values) (*http.Response, error) { return http.PostForm(endpoints.Token(), v) } // want `space`

// case: calls valid cross-package-func-ok
func introspect(v url.Values) (*http.Response, error) {
	return http.PostForm(endpoints.Introspect(), v)
}

// case: calls bug cross-package-template
func user() (*http.Response, error) { return http.Get(endpoints.User("42")) } // want `space`

// case: calls bug func-value
func fetchWith() {
	get := http.Get
	get("http://example.com/a b") // want `space`
}

// case: calls valid func-value-ok
func fetchWithOK() {
	get := http.DefaultClient.Get
	get("http://example.com/a%20b")
}

// case: calls bug method-value
func feed() {
	c := &http.Client{}
	fetch := c.Get
	fetch("https://example.com/feed?since=2024-01-01 00:00") // want `space`
}

// case: calls bug closure-argument
func closure() {
	build := func(p string) string { return "https://example.com/api/" + p }
	http.Get(build("users list")) // want `space`
}

// case: calls valid closure-argument-ok
func closureOK() {
	build := func(p string) string { return "https://example.com/api/" + p }
	http.Get(build("users"))
}

// case: calls bug generic-string-type
type Route string

func urlOf[S ~string](s S) string { return string(s) }

const usersRoute Route = "https://example.com/users list" // want `space`

func genericUsers() (*http.Response, error) { return http.Get(urlOf(usersRoute)) }

// case: calls valid generic-string-type-ok
const groupsRoute Route = "https://example.com/groups"

func genericGroups() (*http.Response, error) { return http.Get(urlOf(groupsRoute)) }

// case: calls bug switch-result
func apiBase(env string) string {
	switch env {
	case "prod":
		return "https://api.example.com"
	default:
		return "http://localhost:8080 " // want `space|port`
	}
}

func ping(env string) (*http.Response, error) { return http.Get(apiBase(env) + "/ping") }

// case: calls valid switch-result-ok
func webBase(env string) string {
	switch env {
	case "prod":
		return "https://www.example.com"
	default:
		return "http://localhost:3000"
	}
}

func home(env string) (*http.Response, error) { return http.Get(webBase(env) + "/") }

// case: calls valid escaped-argument
func docURL(topic string) string { return "https://docs.example.com/" + url.PathEscape(topic) }

func docs() (*http.Response, error) { return http.Get(docURL("getting started")) }

// case: calls bug sprintf-helper
func profileURL(id int) string {
	return fmt.Sprintf("https://api.example.com/users/%d/profile page", id) // want `space`
}

func profile() (*http.Response, error) { return http.Get(profileURL(7)) }

// case: calls valid sprintf-helper-ok
func avatarURL(id int) string { return fmt.Sprintf("https://api.example.com/users/%d/avatar", id) }

func avatar() (*http.Response, error) { return http.Get(avatarURL(7)) }

// case: calls bug chained-results
func betaBase() string { return "https://x.example.com/v1|beta" } // want `\|`

func betaUsers() string { return betaBase() + "/users" }

func listBeta() (*http.Response, error) { return http.Get(betaUsers()) }

// case: calls valid host-parameter
func pingURL(host string) string { return "http://" + host + "/ping" }

func pingAll() {
	for _, h := range []string{"a.internal:8080", "b.internal:8080"} {
		http.Get(pingURL(h))
	}
}

// case: calls valid env-result
func configuredURL() string { return os.Getenv("SERVICE_URL") }

func configured() (*http.Response, error) { return http.Get(configuredURL()) }

// case: calls valid param-unused-on-path
// A helper that ignores its URL in one mode: "" at its call sites is not a URL.
func poll(mode int, u string) (*http.Response, error) {
	if mode == 1 {
		return http.Get("http://localhost:8222/connz")
	}
	return http.Get(u)
}

func pollLocal() { poll(1, "") }

// case: calls valid std-method-with-constant-fallback
// netip.Addr.String returns "invalid IP" only for the zero Addr.
func pingIP(ip netip.Addr) (*http.Response, error) {
	return http.Get("http://localhost:8080/ping?ip=" + ip.String())
}

// case: calls bug argument-in-result
func repoURL(owner, repo string) string { return "https://github.com/" + owner + "/" + repo }

func openRepo() (*http.Response, error) { return http.Get(repoURL("golang", "go tools")) } // want `space`

// case: calls valid argument-in-result-ok
func issuesURL(owner, repo string) string {
	return "https://github.com/" + owner + "/" + repo + "/issues"
}

func openIssues() (*http.Response, error) { return http.Get(issuesURL("golang", "go")) }

// case: calls valid argument-on-some-paths
// The URL argument is returned only when mode is not 1: "none" never
// reaches the sink.
func target(mode int, u string) string {
	if mode == 1 {
		return "http://localhost:8222/varz"
	}
	return u
}

func varz() (*http.Response, error) { return http.Get(target(1, "none")) }

// case: calls valid encoded-query
func searchWith(q url.Values) (*http.Response, error) {
	u, _ := url.Parse("https://search.example.com/api")
	u.RawQuery = q.Encode()
	return http.Get(u.String())
}

// case: calls bug cross-package-var-string
func hook(body io.Reader) (*http.Response, error) {
	return http.Post(endpoints.Webhook, "application/json", body) // want `space`
}

// case: calls valid cross-package-var-string-ok
func push(body io.Reader) (*http.Response, error) {
	return http.Post(endpoints.Metrics, "text/plain", body)
}

// case: calls valid cross-package-var-string-template
func avatar(id string) (*http.Response, error) {
	return http.Get(strings.NewReplacer("{id}", id, " ", "").Replace(endpoints.Avatar))
}

// case: calls bug generic-wrapper
func getAs[T ~string](u T) (*http.Response, error) { return http.Get(string(u)) }

func genericFeed() (*http.Response, error) {
	return getAs("https://example.com/feed?since=2024-01-01 00:00") // want `space`
}

// case: calls valid generic-wrapper-ok
func genericNews() (*http.Response, error) { return getAs(Route("https://example.com/news")) }

// case: calls bug generic-variadic
func fetchAll[S ~string](urls ...S) {
	for _, u := range urls {
		http.Get(string(u))
	}
}

func warm() {
	fetchAll("https://example.com/a", "https://example.com/b c") // want `space`
}

// case: calls valid generic-variadic-ok
func warmOK() { fetchAll(Route("https://example.com/a"), Route("https://example.com/c")) }

// case: calls bug method-base-prefix
type Gitea struct {
	base string
	hc   *http.Client
}

func NewGitea() *Gitea { return &Gitea{base: "https://git.example.com/api/v1", hc: http.DefaultClient} }

func (g *Gitea) get(path string) (*http.Response, error) { return g.hc.Get(g.base + path) }

func (g *Gitea) Repos(owner string) (*http.Response, error) {
	return g.get("/users/" + owner + "/repos?sort=last updated") // want `space`
}

// case: calls valid method-base-prefix-ok
func (g *Gitea) Orgs(owner string) (*http.Response, error) {
	return g.get("/users/" + url.PathEscape(owner) + "/orgs")
}

// case: calls bug exported-method-base-prefix
func starred(c *forge.Client) (*http.Response, error) {
	return c.Get("/user/starred?sort=recently starred") // want `space`
}

// case: calls valid exported-method-base-prefix-ok
func watched(c *forge.Client, user string) (*http.Response, error) {
	return c.Get("/users/" + url.PathEscape(user) + "/subscriptions?sort=updated")
}

// case: calls bug exported-format-wrapper
func membersNamed(ctx context.Context, c *forge.Client, name string) (*http.Response, error) {
	return c.Getf(ctx, "/members?q=user.name=\"%s\"", name) // want `"`
}

// case: calls valid exported-format-wrapper-ok
func teamMembers(ctx context.Context, c *forge.Client, team, name string, page int) (*http.Response, error) {
	return c.Getf(ctx, "/teams/%s/members?q=%s&page=%d", url.PathEscape(team), url.QueryEscape("user.name=\""+name+"\""), page)
}

// case: calls bug generic-wrapper-exported
func GetAs[T ~string](u T) (*http.Response, error) { return http.Get(string(u)) }

func releases() (*http.Response, error) {
	return GetAs(Route("https://example.com/releases?since=last week")) // want `space`
}

// case: calls valid generic-wrapper-exported-ok
func tags() (*http.Response, error) { return GetAs(Route("https://example.com/tags")) }
