package allowlist

import (
	"net/http"
	"net/url"
	"regexp"
	"strings"

	"github.com/gorilla/websocket"
)

// SafeLogin ends the prefix with '/': only the allowed host passes.
func SafeLogin(w http.ResponseWriter, r *http.Request) {
	next := r.FormValue("next")
	if strings.HasPrefix(next, "https://example.com/") {
		http.Redirect(w, r, next, http.StatusFound)
	}
}

// SafeLocal refuses "//" and "/\" too.
func SafeLocal(w http.ResponseWriter, r *http.Request) {
	next := r.FormValue("next")
	if !strings.HasPrefix(next, "/") || strings.HasPrefix(next, "//") || strings.HasPrefix(next, "/\\") {
		next = "/"
	}
	http.Redirect(w, r, next, http.StatusFound)
}

// SafeSuffix tests the suffix with its leading '.'.
func SafeSuffix(r *http.Request) (*http.Response, error) {
	raw := r.FormValue("url")
	u, err := url.Parse(raw)
	if err != nil {
		return nil, err
	}
	host := u.Hostname()
	if host != "example.com" && !strings.HasSuffix(host, ".example.com") {
		return nil, nil
	}
	return http.Get(raw)
}

var safePattern = regexp.MustCompile(`^https://(www|api)\.example\.com/`)

// SafeCallback escapes its dots and anchors both ends of the host.
func SafeCallback(w http.ResponseWriter, r *http.Request) {
	cb := r.FormValue("callback")
	if safePattern.MatchString(cb) {
		http.Redirect(w, r, cb, http.StatusFound)
	}
}

var hostPattern = regexp.MustCompile(`^(?:[a-z0-9-]+\.)*example\.com$`)

// SafeHostPattern matches a host name whole.
func SafeHostPattern(u *url.URL) (*http.Response, error) {
	if !hostPattern.MatchString(u.Hostname()) {
		return nil, nil
	}
	return http.Get(u.String())
}

// Scheme tests a scheme, not a host.
func Scheme(w http.ResponseWriter, r *http.Request) {
	next := r.FormValue("next")
	if strings.HasPrefix(next, "https://") {
		http.Redirect(w, r, next, http.StatusFound)
	}
}

// unguarded tests a URL but guards nothing: the test only labels it.
func unguarded(raw string) string {
	if strings.HasPrefix(raw, "https://example.com") {
		return "ours"
	}
	return "theirs"
}

// OtherValue guards a redirect to a constant, not to the tested text.
func OtherValue(w http.ResponseWriter, r *http.Request) {
	ref := r.Referer()
	if strings.HasPrefix(ref, "https://example.com") {
		http.Redirect(w, r, "/welcome", http.StatusFound)
	}
}

// APIPath tests a path prefix.
func APIPath(w http.ResponseWriter, r *http.Request) {
	next := r.FormValue("next")
	if strings.HasPrefix(next, "/app/") {
		http.Redirect(w, r, next, http.StatusFound)
	}
}

// PrivateSuffix allows hosts under a private suffix whose owner decides.
func PrivateSuffix(raw string) (*http.Response, error) {
	if strings.HasPrefix(raw, "https://gw.corp.internal") {
		return http.Get(raw)
	}
	return nil, nil
}

// ExactOrigin compares the Origin header whole.
var exactUpgrader = websocket.Upgrader{
	CheckOrigin: func(r *http.Request) bool {
		return r.Header.Get("Origin") == "https://app.example.com"
	},
}

// PathPattern is a pattern of paths.
var pathPattern = regexp.MustCompile(`^/api/v[0-9]+/`)

// Route redirects to a path that a pattern allows.
func Route(w http.ResponseWriter, r *http.Request) {
	p := r.FormValue("path")
	if pathPattern.MatchString(p) {
		http.Redirect(w, r, p, http.StatusFound)
	}
}

// Later tests the URL in a function literal that runs later, if at all.
func Later(w http.ResponseWriter, r *http.Request) func() bool {
	next := r.FormValue("next")
	http.Redirect(w, r, "/", http.StatusFound)
	return func() bool { return strings.HasPrefix(next, "https://example.com") }
}

// Client sends paths after its base.
type Client struct{ base string }

// Checked tests the path it appends: the base decides the host.
func (c *Client) Checked(p string) (*http.Response, error) {
	if strings.HasPrefix(p, "/") {
		return http.Get(c.base + p)
	}
	if strings.HasPrefix(p, "https://example.com") {
		return http.Get(c.base + p)
	}
	return nil, nil
}

// safePrefixes end each origin with '/'.
var safePrefixes = []string{"https://example.com/", "https://docs.example.com/"}

// SafeLoop redirects when one prefix of the list matches.
func SafeLoop(w http.ResponseWriter, r *http.Request) {
	next := r.FormValue("next")
	for _, p := range safePrefixes {
		if strings.HasPrefix(next, p) {
			http.Redirect(w, r, next, http.StatusFound)
			return
		}
	}
}

// safeDomains are tested with their leading '.' added.
var safeDomains = []string{"example.com", "example.org"}

// safeDomainLoop compares the host whole or its suffix after a '.'.
func safeDomainLoop(raw string) (*http.Response, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, err
	}
	host := u.Hostname()
	for _, d := range safeDomains {
		if host == d || strings.HasSuffix(host, "."+d) {
			return http.Get(raw)
		}
	}
	return nil, nil
}

// configuredPrefixes are replaced by the configuration: the list
// tested is not the one declared.
var configuredPrefixes = []string{"https://example.com"}

// Configure sets the prefixes.
func Configure(p []string) { configuredPrefixes = p }

// ConfiguredLoop tests prefixes that the configuration gives.
func ConfiguredLoop(w http.ResponseWriter, r *http.Request) {
	next := r.FormValue("next")
	for _, p := range configuredPrefixes {
		if strings.HasPrefix(next, p) {
			http.Redirect(w, r, next, http.StatusFound)
		}
	}
}

// isSafeLocal refuses "//" and "/\" too.
func isSafeLocal(next string) bool {
	return strings.HasPrefix(next, "/") && !strings.HasPrefix(next, "//") && !strings.HasPrefix(next, "/\\")
}

// SafeHelperLocal redirects to what the helper keeps local.
func SafeHelperLocal(w http.ResponseWriter, r *http.Request) {
	next := r.FormValue("next")
	if !isSafeLocal(next) {
		next = "/"
	}
	http.Redirect(w, r, next, http.StatusFound)
}

// isOurs labels a URL; its callers guard no redirect with it.
func isOurs(u string) bool { return strings.HasPrefix(u, "https://example.com") }

// Label tells the user where a link goes.
func Label(w http.ResponseWriter, r *http.Request) {
	if isOurs(r.FormValue("next")) {
		w.Write([]byte("internal link"))
	}
	http.Redirect(w, r, "/", http.StatusFound)
}

// isSafeHost tests the host whole.
func isSafeHost(raw string) bool {
	u, err := url.Parse(raw)
	if err != nil {
		return false
	}
	return u.Hostname() == "example.com" || strings.HasSuffix(u.Hostname(), ".example.com")
}

// safeHelperFetch fetches what the helper allows.
func safeHelperFetch(raw string) (*http.Response, error) {
	if !isSafeHost(raw) {
		return nil, nil
	}
	return http.Get(raw)
}

// HostRedirect tests the request's Host to pick the requests it moves to
// another, constant host; the target is made of r.URL's path alone, so a
// host that passes the test is sent to that constant host.
func HostRedirect(w http.ResponseWriter, r *http.Request) {
	if !strings.HasSuffix(r.Host, "example.com") {
		return
	}
	http.Redirect(w, r, movedURL(r.URL).String(), http.StatusMovedPermanently)
}

func movedURL(old *url.URL) *url.URL {
	return &url.URL{Scheme: "https", Host: "example.org", Path: old.Path}
}

// HostRedirectURL tests the host of the URL it redirects to: reported.
func HostRedirectURL(w http.ResponseWriter, r *http.Request) {
	u, err := url.Parse(r.FormValue("next"))
	if err != nil || !strings.HasSuffix(u.Host, "example.com") { // want `host suffix without its leading '.'`
		return
	}
	http.Redirect(w, r, u.String(), http.StatusFound)
}
