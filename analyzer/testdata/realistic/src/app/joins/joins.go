// Package joins joins base URLs and paths: with path.Join, which cleans
// away the "//" of a URL, and by concatenation, where the '/' at the
// join is doubled or missing.
package joins

import (
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// case: joins bug path-join-const
const registry = "https://registry.example.com/v2" // want `path\.Join: .*file path`

func manifest(repo, tag string) (*http.Response, error) {
	return http.Get(path.Join(registry, repo, "manifests", tag)) // want `https URLs need`
}

// case: joins valid url-joinpath-const
const registryOK = "https://registry.example.com/v2"

func manifestOK(repo, tag string) (*http.Response, error) {
	u, err := url.JoinPath(registryOK, repo, "manifests", tag)
	if err != nil {
		return nil, err
	}
	return http.Get(u)
}

// case: joins bug path-join-literal
func avatar(user string) string {
	return path.Join("https://avatars.example.com", "u", user) // want `path\.Join: .*file path`
}

// case: joins valid path-join-host
func avatarOK(user string) string {
	return "https://" + path.Join("avatars.example.com", "u", user)
}

// case: joins bug filepath-join-url
func artifact(name string) string {
	return filepath.Join("https://artifacts.example.com/releases", name) // want `filepath\.Join: .*file path`
}

// case: joins valid filepath-join-dir
func artifactOK(dir, name string) string {
	return filepath.Join(dir, "releases", name)
}

// case: joins bug path-clean-url
func normalized() string {
	return path.Clean("https://api.example.com/v1//users/") // want `path\.Clean: .*file path`
}

// case: joins valid path-clean-path
func normalizedOK(p string) string {
	return path.Clean("/v1/" + p)
}

// case: joins bug client-field-path-join
type registryClient struct{ endpoint string }

func newRegistryClient() *registryClient {
	return &registryClient{endpoint: "https://hub.example.com/api"} // want `path\.Join: .*file path`
}

func (c *registryClient) tags(repo string) string {
	return path.Join(c.endpoint, "repos", repo, "tags")
}

// case: joins valid client-field-joinpath
type registryClientOK struct{ endpoint *url.URL }

func (c *registryClientOK) tags(repo string) string {
	return c.endpoint.JoinPath("repos", repo, "tags").String()
}

// case: joins bug variadic-wrapper
func buildURL(parts ...string) string { return path.Join(parts...) }

func releaseNotes(v string) string {
	return buildURL("https://releases.example.com", "notes", v) // want `path\.Join: .*file path`
}

// case: joins valid variadic-wrapper-path
func buildPath(parts ...string) string { return path.Join(parts...) }

func releaseNotesPath(v string) string { return buildPath("/notes", v) }

// case: joins bug path-join-param
func webhook(base, id string) string { return path.Join(base, "hooks", id) }

func slackHook(id string) string { return webhook("https://hooks.example.com/services", id) } // want `path\.Join: .*file path`

// case: joins valid path-join-param-path
func hookPath(base, id string) string { return path.Join(base, "hooks", id) }

func slackHookPath(id string) string { return hookPath("/services", id) }

// case: joins valid path-join-repaired
func repairedJoin(p string) string {
	return strings.Replace(path.Join("https://api.example.com", p), ":/", "://", 1)
}

// case: joins valid file-url-join
func cacheFile(name string) string { return path.Join("file:///var/cache/app", name) }

// case: joins bug path-join-env-default
func metricsURL() string {
	base := os.Getenv("METRICS_URL")
	if base == "" {
		base = "http://localhost:9090" // want `path\.Join: .*file path`
	}
	return path.Join(base, "api", "v1", "query")
}

// case: joins valid path-join-second-element
func mirrorPath(u string) string { return path.Join("mirrors", "https:", u) }

// case: joins bug sdk-missing-slash
type chatClient struct{ baseURL string }

func newChatClient() *chatClient { return &chatClient{baseURL: "https://api.example.com/v1"} }

func (c *chatClient) post(p string) (*http.Response, error) {
	return http.Post(c.baseURL+p, "application/json", nil)
}

func (c *chatClient) complete() { c.post("completions") } // want `no '/' where two strings are joined`

// case: joins valid sdk-one-slash
type chatClientOK struct{ baseURL string }

func newChatClientOK() *chatClientOK { return &chatClientOK{baseURL: "https://api.example.com/v1"} }

func (c *chatClientOK) post(p string) (*http.Response, error) {
	return http.Post(c.baseURL+p, "application/json", nil)
}

func (c *chatClientOK) complete() { c.post("/completions") }

// case: joins bug sdk-double-slash
type mailClient struct{ base string }

func newMailClient() *mailClient { return &mailClient{base: "https://mail.example.com/v3/"} } // want `"//" in the path`

func (c *mailClient) send(p string) (*http.Response, error) {
	return http.Post(c.base+p, "application/json", nil)
}

func (c *mailClient) messages() { c.send("/messages") }

// case: joins valid sdk-trailing-slash
type mailClientOK struct{ base string }

func newMailClientOK() *mailClientOK { return &mailClientOK{base: "https://mail.example.com/v3/"} }

func (c *mailClientOK) send(p string) (*http.Response, error) {
	return http.Post(c.base+p, "application/json", nil)
}

func (c *mailClientOK) messages() { c.send("messages") }

// case: joins bug sprintf-double-slash
const docsBase = "https://docs.example.com/" // want `"//" in the path`

func docsPage(p string) (*http.Response, error) { return http.Get(fmt.Sprintf("%s%s", docsBase, p)) }

func installDocs() { docsPage("/install") }

// case: joins valid sprintf-slash-format
const docsBaseOK = "https://docs.example.com"

func docsPageOK(p string) (*http.Response, error) {
	return http.Get(fmt.Sprintf("%s/%s", docsBaseOK, p))
}

func installDocsOK() { docsPageOK("install") }

// case: joins bug sprintf-slash-doubled
const statusBase = "https://status.example.com/" // want `"//" in the path`

func statusPage(p string) (*http.Response, error) {
	return http.Get(fmt.Sprintf("%s/%s", statusBase, p))
}

func incidents() { statusPage("incidents") }

// case: joins bug const-concat-missing
const apiRoot = "https://api.example.com/v2"

func listProjects() (*http.Response, error) { return http.Get(apiRoot + "projects") } // want `no '/' where two strings are joined`

// case: joins valid const-concat-version
const downloads = "https://dl.example.com/tool/v"

func download() (*http.Response, error) { return http.Get(downloads + "2.1.0/tool.tar.gz") }

// case: joins valid const-concat-extension
const iconBase = "https://cdn.example.com/icons/app"

func appIcon() (*http.Response, error) { return http.Get(iconBase + ".png") }

// case: joins valid const-concat-query
const searchBase = "https://search.example.com/find?q="

func search() (*http.Response, error) { return http.Get(searchBase + "gopher") }

// case: joins bug host-concat-missing
const host = "https://api.example.com"

func health() (*http.Response, error) { return http.Get(host + "healthz") } // want `no '/' where two strings are joined`

// case: joins valid host-concat-slash
const hostOK = "https://api.example.com"

func healthOK() (*http.Response, error) { return http.Get(hostOK + "/healthz") }

// case: joins valid camel-case-segment
const graphBase = "https://graph.example.com/v1"

func graphBatch() (*http.Response, error) { return http.Get(graphBase + "Batch") }

// case: joins bug option-base-double-slash
type apiClient struct{ base string }

type apiOption func(*apiClient)

func withBaseURL(u string) apiOption { return func(c *apiClient) { c.base = u } }

func newAPIClient(opts ...apiOption) *apiClient {
	c := &apiClient{base: "https://api.example.com/"} // want `"//" in the path`
	for _, o := range opts {
		o(c)
	}
	return c
}

func (c *apiClient) get(p string) (*http.Response, error) { return http.Get(c.base + p) }

func (c *apiClient) users() { c.get("/users") }

// case: joins valid option-base-one-slash
type apiClientOK struct{ base string }

func newAPIClientOK() *apiClientOK { return &apiClientOK{base: "https://api.example.com"} }

func (c *apiClientOK) get(p string) (*http.Response, error) { return http.Get(c.base + p) }

func (c *apiClientOK) users() { c.get("/users") }

// case: joins bug option-override-double-slash
type smsClient struct{ base string }

type smsOption func(*smsClient)

func withSMSBaseURL(u string) smsOption { return func(c *smsClient) { c.base = u } }

func newSMSClient(opts ...smsOption) *smsClient {
	c := &smsClient{base: "https://sms.example.com/v1"}
	for _, o := range opts {
		o(c)
	}
	return c
}

func (c *smsClient) post(p string) (*http.Response, error) {
	return http.Post(c.base+p, "application/json", nil)
}

func (c *smsClient) send() { c.post("/messages") }

var euSMS = newSMSClient(withSMSBaseURL("https://eu.sms.example.com/v1/")) // want `"//" in the path`

// case: joins bug config-param-path-join
type hookConfig struct{ Endpoint string }

var defaultHooks = hookConfig{Endpoint: "https://hooks.example.com"} // want `path\.Join: .*file path`

func hookURL(c hookConfig, name string) string { return path.Join(c.Endpoint, "hooks", name) }

func deployHook() string { return hookURL(defaultHooks, "deploy") }
