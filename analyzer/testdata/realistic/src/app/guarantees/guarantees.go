// Package guarantees builds URLs with functions whose results cannot be
// what the sink needs: path cleaners before a client, filepath.Join in a
// URL's path; and the same functions used where their results fit.
package guarantees

import (
	"context"
	"flag"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// Config is read from a file.
type Config struct {
	Endpoint string
	Registry string
	Assets   string
}

// case: guarantees bug flag-base-path-join
var apiBase = flag.String("api", "https://api.example.com", "API base URL")

func listUsers() (*http.Response, error) {
	return http.Get(path.Join(*apiBase, "v1", "users")) // want `path\.Join never returns`
}

// case: guarantees bug config-endpoint-join
func health(c *Config) (*http.Response, error) {
	return http.Get(path.Join(c.Endpoint, "healthz")) // want `path\.Join never returns`
}

// case: guarantees bug env-base-filepath
func fetchManifest(name string) (*http.Response, error) {
	return http.Get(filepath.Join(os.Getenv("REGISTRY_URL"), "manifests", name)) // want `filepath\.Join never returns`
}

// case: guarantees bug helper-method-join
type Client struct {
	baseURL string
	http    *http.Client
}

func (c *Client) url(parts ...string) string {
	return path.Join(append([]string{c.baseURL}, parts...)...) // want `path\.Join never returns`
}

func (c *Client) Repo(owner, name string) (*http.Response, error) {
	return c.http.Get(c.url("repos", owner, name))
}

// case: guarantees bug sent-request-join
func deleteItem(ctx context.Context, base, id string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodDelete, path.Join(base, "items", id), nil) // want `path\.Join never returns`
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// case: guarantees bug join-with-query
func searchIssues(base, q string) (*http.Response, error) {
	u := path.Join(base, "search", "issues") // want `path\.Join never returns`
	return http.Get(u + "?q=" + url.QueryEscape(q))
}

// case: guarantees bug sprintf-of-join
func page(base string, n int) (*http.Response, error) {
	return http.Get(fmt.Sprintf("%s?page=%d", path.Join(base, "events"), n)) // want `path\.Join never returns`
}

// case: guarantees bug post-webhook-join
func notify(hook string) (*http.Response, error) {
	return http.Post(path.Join(hook, "notify"), "application/json", strings.NewReader("{}")) // want `path\.Join never returns`
}

// case: guarantees bug clean-base
func metrics(base string) (*http.Response, error) {
	return http.Get(filepath.Clean(base + "/metrics")) // want `filepath\.Clean never returns`
}

// case: guarantees bug url-path-filepath
func assetURL(c *Config, dir, file string) string {
	u := url.URL{Scheme: "https", Host: c.Assets, Path: filepath.Join(dir, file)} // want `filepath\.Join makes a path of the system`
	return u.String()
}

// case: guarantees bug set-path-filepath
func blobURL(u *url.URL, digest string) *url.URL {
	v := *u
	v.Path = filepath.Join(u.Path, "blobs", digest) // want `filepath\.Join makes a path of the system`
	return &v
}

// case: guarantees bug redirect-filepath
func toDocs(w http.ResponseWriter, r *http.Request) {
	http.Redirect(w, r, filepath.Join("/docs", url.PathEscape(r.URL.Query().Get("page"))), http.StatusFound) // want `filepath\.Join makes a path of the system`
}

// case: guarantees valid scheme-then-join
func listTags(host, repo string) (*http.Response, error) {
	return http.Get("https://" + path.Join(host, "v2", repo, "tags", "list"))
}

// case: guarantees valid parsed-path-join
func childURL(base, name string) (*http.Response, error) {
	u, err := url.Parse(base)
	if err != nil {
		return nil, err
	}
	u.Path = path.Join(u.Path, name)
	return http.Get(u.String())
}

// case: guarantees valid url-joinpath
func tokenURL(base string) (*http.Response, error) {
	u, err := url.JoinPath(base, "oauth", "token")
	if err != nil {
		return nil, err
	}
	return http.Post(u, "application/x-www-form-urlencoded", nil)
}

// case: guarantees valid scheme-repaired
func legacy(base string) (*http.Response, error) {
	return http.Get(strings.Replace(path.Join(base, "status"), ":/", "://", 1))
}

// case: guarantees valid handler-request-join
func serveItem(h http.Handler, w http.ResponseWriter, id string) {
	req, err := http.NewRequest(http.MethodGet, path.Join("/items", id), nil)
	if err != nil {
		return
	}
	h.ServeHTTP(w, req)
}

// case: guarantees valid base-plus-joined-path
func object(base, bucket, key string) (*http.Response, error) {
	return http.Get(base + path.Join("/", bucket, key))
}

// case: guarantees valid sprintf-base-then-join
func artifact(base, group, name string) (*http.Response, error) {
	return http.Get(fmt.Sprintf("%s/%s", strings.TrimSuffix(base, "/"), path.Join(group, name)))
}

// case: guarantees valid url-path-slash-join
func assetPath(c *Config, dir, file string) string {
	u := url.URL{Scheme: "https", Host: c.Assets, Path: path.Join(dir, file)}
	return u.String()
}

// case: guarantees valid url-path-to-slash
func docURL(u *url.URL, dir, file string) {
	u.Path = filepath.ToSlash(filepath.Join(dir, file))
}

// case: guarantees valid redirect-path-join
func toPage(w http.ResponseWriter, r *http.Request) {
	http.Redirect(w, r, path.Join("/docs", url.PathEscape(r.URL.Query().Get("page"))), http.StatusFound)
}

// case: guarantees valid file-path-open
func readCache(dir, name string) ([]byte, error) {
	return os.ReadFile(filepath.Join(dir, name))
}

// case: guarantees valid join-relative-to-client
type relClient struct{ base *url.URL }

func (c *relClient) get(p string) (*http.Response, error) {
	ref, err := url.Parse(path.Join("api", p))
	if err != nil {
		return nil, err
	}
	return http.Get(c.base.ResolveReference(ref).String())
}

// case: guarantees bug escaped-whole-url
func proxyFetch(target string) (*http.Response, error) {
	return http.Get(url.QueryEscape(target)) // want `url\.QueryEscape escapes '/'`
}

// case: guarantees valid escaped-query-value
func proxyFetchQuery(target string) (*http.Response, error) {
	return http.Get("https://proxy.example.com/fetch?url=" + url.QueryEscape(target))
}

// case: guarantees bug hostname-as-url
func probeHost(u *url.URL) (*http.Response, error) {
	return http.Head(u.Hostname()) // want `url\.URL\.Hostname never returns`
}

// case: guarantees valid hostname-after-scheme
func probeHostURL(u *url.URL) (*http.Response, error) {
	return http.Head("https://" + net.JoinHostPort(u.Hostname(), "443") + "/")
}
