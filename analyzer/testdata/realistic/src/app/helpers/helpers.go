// Package helpers builds URLs with the standard library's string helpers.
package helpers

import (
	"fmt"
	"net"
	"net/http"
	"path"
	"strconv"
	"strings"
)

// case: helpers bug strings-join
func joined() (*http.Response, error) {
	return http.Get(strings.Join([]string{"https://api.example.com", "v1", "user list"}, "/")) // want `space`
}

// case: helpers valid strings-join-ok
func joinedOK() (*http.Response, error) {
	return http.Get(strings.Join([]string{"https://api.example.com", "v1", "users"}, "/"))
}

// case: helpers bug path-join
func report() (*http.Response, error) {
	return http.Get("https://reports.example.com" + path.Join("/api/v1", "reports", "q3 summary")) // want `space`
}

// case: helpers valid path-join-cleans
func items() (*http.Request, error) {
	return http.NewRequest(http.MethodGet, path.Join("/api/v1/", "/items/"), nil)
}

// case: helpers bug replace-all
func orgRepos() (*http.Response, error) {
	return http.Get(strings.ReplaceAll("https://api.example.com/{org}/repos", "{org}", "acme corp")) // want `space`
}

// case: helpers valid replace-all-fills-placeholder
const reposTemplate = "https://api.example.com/{org}/repos"

func orgReposOK() (*http.Response, error) {
	return http.Get(strings.ReplaceAll(reposTemplate, "{org}", "acme"))
}

// case: helpers bug trim-suffix-miss
func trimmed() (*http.Response, error) {
	base := strings.TrimSuffix("https://api.example.com/v1/ ", "/") // want `space`
	return http.Get(base + "/users")
}

// case: helpers valid trim-space
func trimmedSpace() (*http.Response, error) {
	return http.Get(strings.TrimSpace("  https://api.example.com/v1  "))
}

// case: helpers valid trim-suffix-ok
func trimmedOK() (*http.Response, error) {
	return http.Get(strings.TrimSuffix("https://api.example.com/", "/") + "/v1")
}

// case: helpers bug builder
func built() (*http.Response, error) {
	var b strings.Builder
	b.WriteString("https://api.example.com/search?q=")
	b.WriteString("go lang") // want `space`
	return http.Get(b.String())
}

// case: helpers valid builder-ok
func builtOK() (*http.Response, error) {
	var b strings.Builder
	b.WriteString("https://api.example.com/search?q=")
	b.WriteString("golang")
	return http.Get(b.String())
}

// case: helpers bug sprintf-constant-args
func formatted() (*http.Response, error) {
	return http.Get(fmt.Sprintf("https://%s/api/%s", "api.example.com", "v1 beta")) // want `space`
}

// case: helpers valid sprintf-constant-args-ok
func formattedOK() (*http.Response, error) {
	return http.Get(fmt.Sprintf("https://%s:%d/", "api.example.com", 8443))
}

// case: helpers bug strconv-hole
func metrics(port int) (*http.Response, error) {
	return http.Get("http://localhost:" + strconv.Itoa(port) + "/metrics path") // want `space`
}

// case: helpers valid strconv-hole-ok
func metricsOK(port int) (*http.Response, error) {
	return http.Get("http://localhost:" + strconv.Itoa(port) + "/metrics")
}

// case: helpers bug join-host-port
func joinHostPort() (*http.Response, error) {
	return http.Get("http://" + net.JoinHostPort("api.example.com", "8443") + "/x y") // want `space`
}

// case: helpers valid join-host-port-ipv6
func joinHostPortOK() (*http.Response, error) {
	return http.Get("http://" + net.JoinHostPort("::1", "8080") + "/")
}

// case: helpers valid replace-escapes-spaces
func escaped() (*http.Response, error) {
	return http.Get(strings.Replace("https://example.com/my files/a b", " ", "%20", -1))
}

// case: helpers bug replace-leaves-placeholder
const issueTemplate = "https://api.example.com/repos/{owner}/{repo}/issues"

func issues(owner string) (*http.Response, error) {
	return http.Get(strings.ReplaceAll(issueTemplate, "{owner}", owner)) // want `\{|placeholder`
}

// case: helpers valid replace-fills-both
func issuesOK(owner, repo string) (*http.Response, error) {
	u := strings.Replace(issueTemplate, "{owner}", owner, 1)
	u = strings.Replace(u, "{repo}", repo, 1)
	return http.Get(u)
}

// case: helpers bug replace-keeps-space
func pulls(owner string) (*http.Response, error) {
	return http.Get(strings.Replace("https://api.example.com/repos/{owner}/pulls?state=all open", "{owner}", owner, 1)) // want `space`
}

// case: helpers valid replace-escapes-space
func pullsOK(owner string) (*http.Response, error) {
	return http.Get(strings.Replace("https://api.example.com/repos/{owner}/pulls?state=all%20open", "{owner}", owner, 1))
}

// apiClient formats each request's path from a template and its
// arguments, as generated API clients do.
type apiClient struct {
	base string
	hc   *http.Client
}

func (c *apiClient) requestURL(tmpl string, args ...any) string {
	return c.base + fmt.Sprintf(tmpl, args...)
}

func (c *apiClient) get(tmpl string, args ...any) (*http.Response, error) {
	return c.hc.Get(c.requestURL(tmpl, args...))
}

// case: helpers bug format-wrapper-quote
func (c *apiClient) membersNamed(name string) (*http.Response, error) {
	return c.get("/members?q=user.name=\"%s\"", name) // want `"`
}

// case: helpers valid format-wrapper-ok
func (c *apiClient) orgMembers(org string, page int) (*http.Response, error) {
	return c.get("/orgs/%s/members?page=%d", org, page)
}

// endcase
