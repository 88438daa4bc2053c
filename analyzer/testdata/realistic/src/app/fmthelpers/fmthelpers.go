// Package fmthelpers calls helpers that return formatted text, of its own
// package and of another, and sends some of that text as a URL.
package fmthelpers

import (
	"fmt"
	"log"
	"net"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"strings"

	"app/fmthelpers/registry"
)

type config struct {
	Host string
	Port int
}

// case: fmthelpers bug fmt-helper-input-path
func tags(c *registry.Client, w http.ResponseWriter, r *http.Request) {
	resp, err := http.Get(c.Endpoint("/v2/repositories/%s/tags", r.URL.Query().Get("repo"))) // want `run-time input, is written unescaped into the path`
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	resp.Body.Close()
}

// case: fmthelpers valid fmt-helper-input-path-escaped
func tagsEscaped(c *registry.Client, w http.ResponseWriter, r *http.Request) {
	resp, err := http.Get(c.Endpoint("/v2/repositories/%s/tags", url.PathEscape(r.URL.Query().Get("repo"))))
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	resp.Body.Close()
}

// case: fmthelpers bug fmt-helper-hostport
func ping(cfg config) error {
	resp, err := http.Get(registry.URL("https://%s:%d/v2/", cfg.Host, cfg.Port)) // want `a host and ':port' joined by hand`
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// case: fmthelpers valid fmt-helper-hostport-joined
func pingJoined(cfg config) error {
	resp, err := http.Get(registry.URL("https://%s/v2/", net.JoinHostPort(cfg.Host, strconv.Itoa(cfg.Port))))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// case: fmthelpers bug fmt-helper-query-space
func search(c *registry.Client, term string) (*http.Response, error) {
	return http.Get(c.Endpoint("/v2/_catalog/search?q=%s&sort=last updated", url.QueryEscape(term))) // want `space is not allowed in a query`
}

// case: fmthelpers valid fmt-helper-query-ok
func searchSorted(c *registry.Client, term string) (*http.Response, error) {
	return http.Get(c.Endpoint("/v2/_catalog/search?q=%s&sort=last_updated", url.QueryEscape(term)))
}

// case: fmthelpers bug fmt-helper-placeholder
func blob(c *registry.Client, digest string) (*http.Response, error) {
	return http.Get(c.Endpoint("/v2/{name}/blobs/%s", digest)) // want `unfilled placeholder "\{name\}"`
}

// case: fmthelpers valid fmt-helper-numeric
func page(c *registry.Client, n, last int) (*http.Response, error) {
	return http.Get(c.Endpoint("/v2/_catalog?n=%d&last=%d", n, last))
}

// case: fmthelpers bug fmt-helper-env-query
func namespaced(c *registry.Client) (*http.Response, error) {
	return http.Get(c.Endpoint("/v2/_catalog?namespace=%s", os.Getenv("REGISTRY_NAMESPACE"))) // want `run-time input, is written unescaped into the query value`
}

// case: fmthelpers valid fmt-helper-log-line
func logPull(cfg config, repo string) {
	log.Println(registry.Logf("pulling %s from %s:%d", repo, cfg.Host, cfg.Port))
}

// case: fmthelpers valid fmt-helper-cache-path
func cacheLayer(r *http.Request) (*os.File, error) {
	return os.Create(registry.CachePath("%s/%s.tar", r.URL.Query().Get("repo"), r.URL.Query().Get("digest")))
}

// case: fmthelpers valid fmt-helper-token-scope
func token(c *registry.Client, repo string) (*http.Response, error) {
	q := url.Values{}
	q.Set("scope", registry.Scope("repository:%s:pull", repo))
	q.Set("service", "registry.example.com")
	return http.Get(c.Endpoint("/token?%s", q.Encode()))
}

// case: fmthelpers valid fmt-helper-metric-label
func pullsByRegistry(cfg config, counts map[string]int) {
	counts[registry.MetricLabel("%s:%d", cfg.Host, cfg.Port)]++
}

// case: fmthelpers bug fmt-helper-percent
func progress(c *registry.Client, upload string) (*http.Response, error) {
	return http.Get(c.MirrorURL("/uploads/%s?done=100%%", upload)) // want `'%' starts no valid escape`
}

// case: fmthelpers valid fmt-helper-percent-escaped
func filtered(c *registry.Client, repo string) (*http.Response, error) {
	return http.Get(c.MirrorURL("/tags?repo=%s&filter=a%%2Fb", url.QueryEscape(repo)))
}

// case: fmthelpers bug fmt-helper-html-entity
func mirrorTags(c *registry.Client, repo string, n int) (*http.Response, error) {
	return http.Get(c.MirrorURL("/%s/tags/list?n=%d&amp;last=", url.PathEscape(repo), n)) // want `HTML entity "&amp;"`
}

// case: fmthelpers valid fmt-helper-ampersand
func mirrorTagsPaged(c *registry.Client, repo string, n int) (*http.Response, error) {
	return http.Get(c.MirrorURL("/%s/tags/list?n=%d&last=", url.PathEscape(repo), n))
}

// case: fmthelpers bug fmt-helper-query-escape-in-path
func manifest(c *registry.Client, repo, ref string) (*http.Response, error) {
	return http.Get(c.Endpoint("/v2/repositories/%s/manifests/%s", url.QueryEscape(repo), ref)) // want `url.QueryEscape in a path`
}

// case: fmthelpers bug fmt-helper-builder-input
func mount(c *registry.Client, r *http.Request) (*http.Response, error) {
	return http.Post(c.UploadURL("%s/blobs/uploads/?from=%s", r.FormValue("repo"), url.QueryEscape(r.FormValue("from"))), "", nil) // want `run-time input, is written unescaped into the path`
}

// case: fmthelpers valid fmt-helper-builder-escaped
func mountEscaped(c *registry.Client, r *http.Request) (*http.Response, error) {
	return http.Post(c.UploadURL("%s/blobs/uploads/?from=%s", url.PathEscape(r.FormValue("repo")), url.QueryEscape(r.FormValue("from"))), "", nil)
}

// case: fmthelpers valid fmt-helper-bracketed-host
func pingBracketed(host string, port int) (*http.Response, error) {
	return http.Get(registry.URL("http://[%s]:%d/v2/", host, port))
}

// endcase

// The package's own helpers.
type mirror struct {
	base string
	hc   *http.Client
}

func (m *mirror) path(format string, args ...any) string {
	p := fmt.Sprintf(format, args...)
	return m.base + p
}

func (m *mirror) built(format string, args ...any) string {
	var b strings.Builder
	b.WriteString(m.base)
	b.WriteString("/v2")
	fmt.Fprintf(&b, format, args...)
	return b.String()
}

func addr(format string, args ...any) string {
	return fmt.Sprintf(format, args...)
}

func redisKey(format string, args ...any) string {
	return "registry:" + fmt.Sprintf(format, args...)
}

// case: fmthelpers bug fmt-helper-local-input
func (m *mirror) referrers(r *http.Request) (*http.Response, error) {
	return m.hc.Get(m.path("/v2/referrers/%s/list", r.FormValue("subject"))) // want `run-time input, is written unescaped into the path`
}

// case: fmthelpers bug fmt-helper-local-builder
func (m *mirror) blobs(r *http.Request) (*http.Response, error) {
	return m.hc.Get(m.built("/blobs/%s/meta", r.Header.Get("X-Repository"))) // want `run-time input, is written unescaped into the path`
}

// case: fmthelpers valid fmt-helper-local-builder-escaped
func (m *mirror) blobsEscaped(r *http.Request) (*http.Response, error) {
	return m.hc.Get(m.built("/blobs/%s/meta", url.PathEscape(r.Header.Get("X-Repository"))))
}

// case: fmthelpers bug fmt-helper-local-hostport
func metrics(host, port string) (*http.Response, error) {
	return http.Get(addr("http://%s:%s/metrics", host, port)) // want `a host and ':port' joined by hand`
}

// case: fmthelpers valid fmt-helper-local-redis-key
func cached(get func(string) string, host string, port int) string {
	return get(redisKey("%s:%d", host, port))
}

// case: fmthelpers valid fmt-helper-local-numeric
func (m *mirror) upload(n int) (*http.Response, error) {
	return m.hc.Get(m.path("/v2/uploads/%d", n))
}

// endcase

// Senders whose calls are all in this package.
func (m *mirror) get(format string, args ...any) (*http.Response, error) {
	return m.hc.Get(m.path(format, args...))
}

func probe(format string, args ...any) error {
	resp, err := http.Get(fmt.Sprintf(format, args...))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// case: fmthelpers bug fmt-helper-local-wrapper-input
func (m *mirror) catalog(r *http.Request) (*http.Response, error) {
	return m.get("/v2/_catalog?last=%s", r.FormValue("last")) // want `run-time input, is written unescaped into the query value`
}

// case: fmthelpers valid fmt-helper-local-wrapper-escaped
func (m *mirror) catalogEscaped(r *http.Request) (*http.Response, error) {
	return m.get("/v2/_catalog?last=%s", url.QueryEscape(r.FormValue("last")))
}

// case: fmthelpers bug fmt-helper-local-wrapper-hostport
func probeRegistry(cfg config) error {
	return probe("http://%s:%d/v2/", cfg.Host, cfg.Port) // want `a host and ':port' joined by hand`
}

// case: fmthelpers valid fmt-helper-local-wrapper-joined
func probeJoined(cfg config) error {
	return probe("http://%s/v2/", net.JoinHostPort(cfg.Host, strconv.Itoa(cfg.Port)))
}

// endcase

// Pull formats a path of the API from its caller's template and sends a
// GET: a wrapper, whose callers' templates are checked.
func Pull(c *registry.Client, format string, args ...any) (*http.Response, error) {
	return http.Get(c.Endpoint(format, args...))
}

// case: fmthelpers bug fmt-helper-forwarded
func pullTag(c *registry.Client, r *http.Request) (*http.Response, error) {
	return Pull(c, "/v2/library/%s/manifests/latest", r.PathValue("image")) // want `run-time input, is written unescaped into the path`
}

// case: fmthelpers valid fmt-helper-forwarded-escaped
func pullTagEscaped(c *registry.Client, r *http.Request) (*http.Response, error) {
	return Pull(c, "/v2/library/%s/manifests/latest", url.PathEscape(r.PathValue("image")))
}

// endcase
