// Package guarantees holds URLs made by functions whose guarantee
// contradicts what their sink needs, whatever they are given.
package guarantees

import (
	"flag"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"path"
	"path/filepath"
	"strings"
)

var baseURL = flag.String("base-url", "", "the API's base URL")

// A path cleaner's result never holds "//": no host, whatever the base.
func users() (*http.Response, error) {
	return http.Get(path.Join(*baseURL, "users")) // want `http\.Get: path\.Join never returns "//"`
}

func item(base, id string) (*http.Response, error) {
	return http.Get(filepath.Join(base, "items", id)) // want `http\.Get: filepath\.Join never returns`
}

func cleaned(base string) (*http.Response, error) {
	return http.Head(filepath.Clean(base + "/health")) // want `http\.Head: filepath\.Clean never returns`
}

// Through a local variable, a helper of the package and a query.
func search(base, q string) (*http.Response, error) {
	u := path.Join(base, "search") // want `http\.Get: path\.Join never returns`
	return http.Get(u + "?q=" + url.QueryEscape(q))
}

type client struct {
	base string
	hc   *http.Client
}

func (c *client) endpoint(p string) string { return path.Join(c.base, "api", p) } // want `http\.Client\.Get: path\.Join never returns`

func (c *client) ping() (*http.Response, error) { return c.hc.Get(c.endpoint("ping")) }

func formatted(base string, id int) (*http.Response, error) {
	return http.Get(fmt.Sprintf("%s?id=%d", path.Join(base, "v1"), id)) // want `path\.Join never returns`
}

// A request that is sent.
func send(base string) (*http.Response, error) {
	req, err := http.NewRequest("GET", path.Join(base, "v2", "status"), nil) // want `http\.NewRequest: path\.Join never returns`
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}

// Valid look-alikes.

// A path joined after the scheme and host.
func joinedPath(host string) (*http.Response, error) {
	return http.Get("https://" + path.Join(host, "v1", "users"))
}

// The URL's path joined, the URL itself kept.
func joinedURLPath(base string) (*http.Response, error) {
	u, err := url.Parse(base)
	if err != nil {
		return nil, err
	}
	u.Path = path.Join(u.Path, "users")
	return http.Get(u.String())
}

// url.JoinPath keeps the "//".
func joinPath(base string) (*http.Response, error) {
	u, err := url.JoinPath(base, "users")
	if err != nil {
		return nil, err
	}
	return http.Get(u)
}

// The scheme repaired after the join.
func repaired(base string) (*http.Response, error) {
	return http.Get(strings.Replace(path.Join(base, "x"), ":/", "://", 1))
}

// A request built for a handler, never sent: a path is what it needs.
func forHandler(h http.Handler, w http.ResponseWriter, id string) {
	req, _ := http.NewRequest("GET", path.Join("/api", id), nil)
	h.ServeHTTP(w, req)
}

// One variable for two requests: each use reads the request that
// reaches it, the first sent with a host, the second handed to a handler.
func sentThenServed(h http.Handler, w http.ResponseWriter, base, id string) {
	req, _ := http.NewRequest("GET", base+path.Join("/api", id), nil)
	http.DefaultClient.Do(req)
	req, _ = http.NewRequest("GET", path.Join("/api", id), nil)
	h.ServeHTTP(w, req)
}

// The other way round: the request without a host is the one sent.
func servedThenSent(h http.Handler, w http.ResponseWriter, base, id string) {
	req, _ := http.NewRequest("GET", base+path.Join("/api", id), nil)
	h.ServeHTTP(w, req)
	req, _ = http.NewRequest("GET", path.Join("/api", id), nil) // want `http\.NewRequest: path\.Join never returns`
	http.DefaultClient.Do(req)
}

// A path joined, then put after a base.
func prefixed(base, p string) (*http.Response, error) {
	return http.Get(base + path.Join("/", p))
}

// filepath.Join into a URL's path: backslashes on Windows, no trailing '/'.
func fileURL(dir, name string) *url.URL {
	return &url.URL{Scheme: "https", Host: "cdn.example.com", Path: filepath.Join(dir, name)} // want `url\.URL\.Path: filepath\.Join makes a path of the system`
}

func setPath(u *url.URL, dir, name string) {
	u.Path = filepath.Join(dir, name) // want `url\.URL\.Path: filepath\.Join makes`
}

func redirect(w http.ResponseWriter, r *http.Request, dir string) {
	http.Redirect(w, r, filepath.Join("/files", dir), http.StatusFound) // want `http\.Redirect: filepath\.Join makes`
}

// Look-alikes: path.Join for a URL's path, and a file path made slashes.
func slashPath(u *url.URL, dir, name string) {
	u.Path = path.Join(dir, name)
}

func toSlash(u *url.URL, dir, name string) {
	u.Path = filepath.ToSlash(filepath.Join(dir, name))
}

// A socket's URL holds a path of the system the program runs on, which
// it dials back as a file path.
func socketURL(dir string) string {
	u := url.URL{Scheme: "unix", Path: filepath.Join(dir, "service", "api.sock")}
	return u.String()
}

// So does a file URL's, opened with u.Path (containers/image's default
// lookaside directory).
func lookasideDir(home string) *url.URL {
	return &url.URL{Scheme: "file", Path: filepath.Join(home, ".local/share/containers/sigstore")}
}

func redirectPath(w http.ResponseWriter, r *http.Request, dir string) {
	http.Redirect(w, r, path.Join("/files", dir), http.StatusFound)
}

// Other functions whose result never holds "//".
func escapedWhole(target string) (*http.Response, error) {
	return http.Get(url.QueryEscape(target)) // want `http\.Get: url\.QueryEscape escapes '/', so its result never holds "//"`
}

func lastElement(link string) (*http.Response, error) {
	return http.Get(path.Base(link)) // want `http\.Get: path\.Base never returns "//"`
}

func hostAlone(u *url.URL) (*http.Response, error) {
	return http.Get(u.Hostname()) // want `http\.Get: url\.URL\.Hostname never returns "//"`
}

// Look-alikes: an escaped value after the host, a base after the scheme.
func escapedQuery(q string) (*http.Response, error) {
	return http.Get("https://api.example.com/search?q=" + url.QueryEscape(q))
}

func hostURL(u *url.URL) (*http.Response, error) {
	return http.Get("https://" + net.JoinHostPort(u.Hostname(), "443") + "/healthz")
}

// A URL's path normalized where two URLs are compared: both sides read
// alike on every system (helm's urlutil.Equal).
func sameURL(a, b *url.URL) bool {
	for _, u := range []*url.URL{a, b} {
		u.Path = filepath.Clean(u.Path)
	}
	return a.String() == b.String()
}
