// Package derived computes URLs with standard helpers from text the flow
// does not follow: the result has the reason of that text, and the
// constants a helper puts into it are still checked.
package derived

import (
	"net/http"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
)

func fromURL(u *url.URL, prefix string) {
	u.Host = strings.TrimSuffix(u.Host, ":"+u.Port())
	u.Path = strings.Replace(u.Path, "/v3beta/", "/v3/", 1)
	u.RawQuery = strings.Replace(u.RawQuery, "%20", "a b", 1) // want `url\.URL\.RawQuery: .*query`
	u.RawQuery = strings.ReplaceAll(u.RawQuery, "a b", "%20") // the old text is taken out
	parts := strings.Split(u.Path, "/")
	u.Path = strings.Join(parts[1:], "/")
	u.RawPath = strings.Join(parts[1:], " ") // want `url\.URL\.RawPath: .*pchar`
	u.Path = path.Clean(u.Path)
	u.Path = filepath.Clean(u.Path)
	u.Path = strings.TrimPrefix(u.Path, prefix)
	http.Get(strings.TrimSpace(u.String()))
	http.Get(strings.Join(strings.Fields(u.Host), ""))
	http.Get(strings.Replace(prefix, "/v1", "/v2", 1))
	http.Get(strings.Replace(u.String(), "/v1", prefix, 1))
	http.Get(strings.TrimSuffix("https://example.com/a b/"+u.Path, prefix))
	http.Get(strings.TrimSuffix(os.Getenv("API"), "/api"))
	http.Get(strings.Replace(u.String(), "/v1", os.Getenv("V"), 1))
	q := strings.Split(u.Path, "/")
	q[0] = "a b"
	u.RawPath = strings.Join(q, "/")
}

// removeEmptyPort strips a trailing colon: its result is text of its
// argument on every path.
func removeEmptyPort(host string) string {
	if strings.HasSuffix(host, ":") {
		return strings.TrimSuffix(host, ":")
	}
	return host
}

// pick gives its argument on one path only.
func pick(s string, mode int) string {
	if mode == 1 {
		return strings.TrimSpace(s)
	}
	return "https://example.com/"
}

type hook struct{ target *url.URL }

func (h *hook) endpoint() string { return h.target.String() }

func results(u *url.URL, raw string, h *hook) {
	u.Host = removeEmptyPort(u.Host)
	http.Get(removeEmptyPort(raw))
	http.Get(removeEmptyPort(os.Getenv("API")))
	http.Get(removeEmptyPort("https://example.com:"))
	http.Get(h.endpoint())
	http.Get(pick(u.String(), 1))
}

func trimmed(u *url.URL) {
	parts := strings.SplitN(strings.Trim(u.Path, "/"), "/", 3)
	u.Path = strings.Join(parts[0:2], "/")
	u.RawPath = strings.Trim(" /a b/ ", " /") // want `url\.URL\.RawPath: .*pchar`
	u.RawPath = strings.TrimLeft(u.Path, "/")
	u.RawPath = strings.TrimRight("/a/"+u.Path, "/")
}

var legacy = regexp.MustCompile(`^/legacy(/.*)$`)

func rewritten(u *url.URL) {
	u.Path = legacy.ReplaceAllString(u.Path, "$1")
	u.RawPath = legacy.ReplaceAllString(u.RawPath, "/a b$1") // want `url\.URL\.RawPath: .*pchar`
	u.RawPath = legacy.ReplaceAllLiteralString(u.RawPath, "/$1")
	u.RawPath = legacy.ReplaceAllString("/x/"+u.RawPath, "$1")
}

func cleaned(arg string) {
	abs, _ := filepath.Abs(arg)
	_ = &url.URL{Path: path.Clean(abs)}
}

// normalize assigns its parameter: it is not bound to an argument.
func normalize(p string) string {
	p = filepath.Clean(p)
	return strings.TrimPrefix(p, "./")
}

func normalized(u *url.URL) {
	u.Path = normalize(u.Path)
}
