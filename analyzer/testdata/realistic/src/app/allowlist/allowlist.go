// Package allowlist is a web application's sign-in, proxy and websocket
// code: string tests that decide which URLs and origins it trusts before
// it redirects, fetches or upgrades, some of which another site passes.
package allowlist

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/url"
	"regexp"
	"strings"

	"github.com/gorilla/websocket"
	"github.com/rs/cors"
)

// Server holds the application's HTTP client.
type Server struct {
	client *http.Client
}

// case: allowlist bug oauth-callback-prefix
func (s *Server) oauthCallback(w http.ResponseWriter, r *http.Request) {
	redirectURI := r.URL.Query().Get("redirect_uri")
	if !strings.HasPrefix(redirectURI, "https://app.example.com") { // want `prefix that ends at the host`
		http.Error(w, "invalid redirect_uri", http.StatusBadRequest)
		return
	}
	http.Redirect(w, r, redirectURI+"?code="+url.QueryEscape(r.FormValue("code")), http.StatusFound)
}

// case: allowlist valid oauth-callback-prefix-slash
func (s *Server) oauthCallbackSlash(w http.ResponseWriter, r *http.Request) {
	redirectURI := r.URL.Query().Get("redirect_uri")
	if !strings.HasPrefix(redirectURI, "https://app.example.com/") {
		http.Error(w, "invalid redirect_uri", http.StatusBadRequest)
		return
	}
	http.Redirect(w, r, redirectURI, http.StatusFound)
}

// case: allowlist bug login-next-slash
func login(w http.ResponseWriter, r *http.Request) {
	next := r.FormValue("next")
	if next == "" || !strings.HasPrefix(next, "/") { // want `leading '/' alone`
		next = "/dashboard"
	}
	http.Redirect(w, r, next, http.StatusSeeOther)
}

// case: allowlist valid login-next-refuses-double-slash
func loginSafe(w http.ResponseWriter, r *http.Request) {
	next := r.FormValue("next")
	if !strings.HasPrefix(next, "/") || strings.HasPrefix(next, "//") || strings.HasPrefix(next, "/\\") {
		next = "/dashboard"
	}
	http.Redirect(w, r, next, http.StatusSeeOther)
}

// case: allowlist valid login-next-parsed
func loginParsed(w http.ResponseWriter, r *http.Request) {
	next := r.FormValue("next")
	u, err := url.Parse(next)
	if err != nil || u.IsAbs() || u.Host != "" || !strings.HasPrefix(next, "/") {
		next = "/"
	}
	http.Redirect(w, r, next, http.StatusSeeOther)
}

// case: allowlist bug logout-return-suffix
func logout(w http.ResponseWriter, r *http.Request) {
	returnTo := r.URL.Query().Get("return_to")
	u, err := url.Parse(returnTo)
	if err != nil {
		http.Error(w, "bad return_to", http.StatusBadRequest)
		return
	}
	if strings.HasSuffix(u.Hostname(), "example.com") { // want `host suffix without its leading '.'`
		http.Redirect(w, r, returnTo, http.StatusFound)
		return
	}
	http.Redirect(w, r, "/", http.StatusFound)
}

// case: allowlist valid logout-return-dot-suffix
func logoutSafe(w http.ResponseWriter, r *http.Request) {
	returnTo := r.URL.Query().Get("return_to")
	u, err := url.Parse(returnTo)
	if err != nil {
		return
	}
	if host := u.Hostname(); host == "example.com" || strings.HasSuffix(host, ".example.com") {
		http.Redirect(w, r, returnTo, http.StatusFound)
	}
}

// case: allowlist bug webhook-contains
func (s *Server) deliver(ctx context.Context, webhookURL string, body io.Reader) error {
	if !strings.Contains(webhookURL, "hooks.slack.com") { // want `looked for anywhere`
		return errors.New("only Slack webhooks are supported")
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, webhookURL, body)
	if err != nil {
		return err
	}
	resp, err := s.client.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// case: allowlist valid webhook-host-equal
func (s *Server) deliverSafe(ctx context.Context, webhookURL string, body io.Reader) error {
	u, err := url.Parse(webhookURL)
	if err != nil || u.Scheme != "https" || u.Hostname() != "hooks.slack.com" {
		return errors.New("only Slack webhooks are supported")
	}
	resp, err := s.client.Post(webhookURL, "application/json", body)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// case: allowlist bug upstream-pattern-dot
var upstreams = regexp.MustCompile(`^https://(api|cdn).example\.com/`) // want `unescaped '.'`

func (s *Server) proxyUpstream(w http.ResponseWriter, r *http.Request) {
	target := r.URL.Query().Get("url")
	if !upstreams.MatchString(target) {
		http.Error(w, "upstream not allowed", http.StatusForbidden)
		return
	}
	resp, err := s.client.Get(target)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	io.Copy(w, resp.Body)
}

// endcase

// case: allowlist valid upstream-pattern-escaped
var upstreamsSafe = regexp.MustCompile(`^https://(api|cdn)\.example\.com/`)

func (s *Server) proxyUpstreamSafe(w http.ResponseWriter, r *http.Request) {
	target := r.URL.Query().Get("url")
	if !upstreamsSafe.MatchString(target) {
		http.Error(w, "upstream not allowed", http.StatusForbidden)
		return
	}
	resp, err := s.client.Get(target)
	if err != nil {
		return
	}
	resp.Body.Close()
}

// endcase

// case: allowlist bug cors-origin-suffix
func corsOptions() cors.Options {
	return cors.Options{
		AllowOriginFunc: func(origin string) bool {
			return strings.HasSuffix(origin, "example.com") // want `host suffix without its leading '.'`
		},
	}
}

// case: allowlist valid cors-origin-list
var allowedOrigins = map[string]bool{"https://app.example.com": true, "https://admin.example.com": true}

func corsOptionsSafe() cors.Options {
	return cors.Options{
		AllowOriginFunc: func(origin string) bool { return allowedOrigins[origin] },
	}
}

// endcase

// case: allowlist bug websocket-origin-prefix
var upgrader = websocket.Upgrader{
	CheckOrigin: func(r *http.Request) bool {
		return strings.HasPrefix(r.Header.Get("Origin"), "https://dashboard.example.com") // want `prefix that ends at the host`
	},
}

// case: allowlist valid websocket-origin-parsed
var upgraderSafe = websocket.Upgrader{
	CheckOrigin: func(r *http.Request) bool {
		u, err := url.Parse(r.Header.Get("Origin"))
		return err == nil && u.Host == "dashboard.example.com"
	},
}

// case: allowlist bug websocket-origin-localhost
var devUpgrader = websocket.Upgrader{
	CheckOrigin: func(r *http.Request) bool {
		origin := r.Header.Get("Origin")
		return origin == "https://dashboard.example.com" || strings.HasPrefix(origin, "http://localhost") // want `prefix that ends at the host`
	},
}

// case: allowlist bug image-proxy-unanchored
func (s *Server) avatar(w http.ResponseWriter, r *http.Request) {
	src := r.FormValue("src")
	if ok, _ := regexp.MatchString(`https://images\.example\.com/`, src); !ok { // want `without '\^'`
		http.NotFound(w, r)
		return
	}
	resp, err := http.Get(src)
	if err != nil {
		return
	}
	defer resp.Body.Close()
	io.Copy(w, resp.Body)
}

// case: allowlist bug sso-pattern-open-end
var ssoReturn = regexp.MustCompile(`^https://sso\.example\.com`) // want `nothing ends the host`

func ssoDone(w http.ResponseWriter, r *http.Request) {
	if back := r.FormValue("back"); ssoReturn.MatchString(back) {
		http.Redirect(w, r, back, http.StatusFound)
	}
}

// endcase

// case: allowlist bug docs-pattern-alternation
var docsOrBlog = regexp.MustCompile(`^https://docs\.example\.com/|https://blog\.example\.com/`) // want `binds to the first alternative only`

func external(w http.ResponseWriter, r *http.Request) {
	to := r.FormValue("to")
	if docsOrBlog.MatchString(to) {
		http.Redirect(w, r, to, http.StatusTemporaryRedirect)
	}
}

// endcase

// case: allowlist valid docs-pattern-grouped
var docsOrBlogSafe = regexp.MustCompile(`^https://(?:docs|blog)\.example\.com/`)

func externalSafe(w http.ResponseWriter, r *http.Request) {
	to := r.FormValue("to")
	if docsOrBlogSafe.MatchString(to) {
		http.Redirect(w, r, to, http.StatusTemporaryRedirect)
	}
}

// endcase

// case: allowlist bug check-redirect-host-prefix
var internalClient = &http.Client{
	CheckRedirect: func(req *http.Request, via []*http.Request) error {
		if !strings.HasPrefix(req.URL.Host, "internal.example.com") { // want `tested by its prefix`
			return errors.New("redirect outside the internal network")
		}
		return nil
	},
}

// case: allowlist bug host-pattern-no-start
var partnerHosts = regexp.MustCompile(`example-partner\.com$`) // want `without '\^'`

func (s *Server) fetchPartner(raw string) (*http.Response, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, err
	}
	if !partnerHosts.MatchString(u.Hostname()) {
		return nil, errors.New("not a partner host")
	}
	return s.client.Get(u.String())
}

// endcase

// case: allowlist bug boolean-of-test
func (s *Server) importFeed(feedURL string) (*http.Response, error) {
	trusted := strings.HasPrefix(feedURL, "https://feeds.example.org") // want `prefix that ends at the host`
	if !trusted {
		return nil, errors.New("untrusted feed")
	}
	return s.client.Get(feedURL)
}

// case: allowlist valid scheme-only
func (s *Server) importHTTPS(feedURL string) (*http.Response, error) {
	if !strings.HasPrefix(feedURL, "https://") {
		return nil, errors.New("feeds must use https")
	}
	return s.client.Get(feedURL)
}

// case: allowlist valid static-path
func static(w http.ResponseWriter, r *http.Request) {
	p := r.FormValue("p")
	if strings.HasPrefix(p, "/static/") {
		http.Redirect(w, r, p, http.StatusFound)
	}
}

// case: allowlist valid label-only
func linkClass(href string) string {
	if strings.HasPrefix(href, "https://example.com") {
		return "internal"
	}
	return "external"
}

// case: allowlist valid referer-to-constant
func welcome(w http.ResponseWriter, r *http.Request) {
	if strings.HasPrefix(r.Referer(), "https://partner.example.com") {
		http.Redirect(w, r, "/partners/welcome", http.StatusFound)
	}
}

// case: allowlist valid private-suffix
func (s *Server) fetchInternal(raw string) (*http.Response, error) {
	if !strings.HasPrefix(raw, "https://gw.corp.internal") {
		return nil, errors.New("not an internal gateway")
	}
	return s.client.Get(raw)
}

// case: allowlist valid guard-on-other-value
func (s *Server) mirror(w http.ResponseWriter, r *http.Request) {
	referrer := r.FormValue("via")
	target := r.FormValue("target")
	if strings.HasPrefix(referrer, "https://app.example.com") {
		w.Header().Set("X-Via-App", "1")
	}
	http.Redirect(w, r, "/mirror?target="+url.QueryEscape(target), http.StatusFound)
}

// case: allowlist bug cors-header-origin-prefix
func (s *Server) mirrorCORS(w http.ResponseWriter, r *http.Request) {
	origin := r.Header.Get("Origin")
	if strings.HasPrefix(origin, "https://app.example.com") { // want `prefix that ends at the host`
		w.Header().Set("Access-Control-Allow-Origin", origin)
	}
	w.WriteHeader(http.StatusNoContent)
}

// case: allowlist valid host-pattern-whole
var tenantHost = regexp.MustCompile(`^[a-z0-9-]+\.tenants\.example\.com$`)

func (s *Server) tenant(raw string) (*http.Response, error) {
	u, err := url.Parse(raw)
	if err != nil || !tenantHost.MatchString(u.Hostname()) {
		return nil, errors.New("not a tenant")
	}
	return s.client.Get(raw)
}

// endcase
