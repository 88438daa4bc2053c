// Package allowlist holds string tests of URLs and host names that guard
// redirects, requests and origin checks: the flawed ones, which another
// site passes, and their look-alikes.
package allowlist

import (
	"net/http"
	"net/url"
	"regexp"
	"strings"

	"github.com/gorilla/websocket"
	"github.com/rs/cors"
)

// Login redirects after a login to the page it was asked for, on its own
// site only: a prefix that ends at the host lets another host through.
func Login(w http.ResponseWriter, r *http.Request) {
	next := r.FormValue("next")
	if strings.HasPrefix(next, "https://example.com") { // want `URL allow-list: a prefix that ends at the host: "https://example.com.attacker.test/" passes`
		http.Redirect(w, r, next, http.StatusFound)
		return
	}
	http.Redirect(w, r, "/", http.StatusFound)
}

// LoginEarlyReturn refuses what fails the test and redirects afterwards.
func LoginEarlyReturn(w http.ResponseWriter, r *http.Request) {
	next := r.URL.Query().Get("next")
	if !strings.HasPrefix(next, "https://accounts.example.com:8443") { // want `"https://accounts.example.com:8443@attacker.test/" passes`
		http.Error(w, "forbidden", http.StatusForbidden)
		return
	}
	http.Redirect(w, r, next, http.StatusSeeOther)
}

// Local keeps the redirect on its own site, it thinks.
func Local(w http.ResponseWriter, r *http.Request) {
	next := r.FormValue("next")
	if !strings.HasPrefix(next, "/") { // want `a redirect target checked for a leading '/' alone: "//attacker.test/" passes`
		next = "/"
	}
	http.Redirect(w, r, next, http.StatusFound)
}

// Fetch fetches a URL whose host ends like the allowed one.
func Fetch(r *http.Request) (*http.Response, error) {
	raw := r.FormValue("url")
	u, err := url.Parse(raw)
	if err != nil {
		return nil, err
	}
	if !strings.HasSuffix(u.Hostname(), "example.com") { // want `a host suffix without its leading '.': "attackerexample.com" passes; compare host == "example.com" \|\| strings.HasSuffix\(host, ".example.com"\)`
		return nil, nil
	}
	return http.Get(raw)
}

// Proxy forwards to a backend whose URL merely mentions the allowed host.
func Proxy(w http.ResponseWriter, r *http.Request, client *http.Client) {
	target := r.URL.Query().Get("target")
	if strings.Contains(target, "api.example.com") { // want `a host name looked for anywhere in the text: "https://attacker.test/\?api.example.com" passes`
		req, err := http.NewRequest(http.MethodGet, target, nil)
		if err != nil {
			return
		}
		client.Do(req)
	}
}

var trusted = regexp.MustCompile(`^https://(www|api).example\.com/`) // want `an unescaped '.' in a host name matches any character: "https://wwwxexample.com/" passes`

// Callback redirects to a callback URL that a pattern allows.
func Callback(w http.ResponseWriter, r *http.Request) {
	cb := r.FormValue("callback")
	if trusted.MatchString(cb) { // tested here
		http.Redirect(w, r, cb, http.StatusFound)
	}
}

// Unanchored allows a URL that has the allowed one anywhere in it.
func Unanchored(w http.ResponseWriter, r *http.Request) {
	cb := r.FormValue("callback")
	if ok, _ := regexp.MatchString(`https://example\.com/`, cb); ok { // want `a pattern without '\^' matches the host anywhere: "https://attacker.test/\?u=https://example.com/" passes`
		http.Redirect(w, r, cb, http.StatusFound)
	}
}

// OpenEnded matches a prefix of the host only.
func OpenEnded(w http.ResponseWriter, r *http.Request) {
	cb := r.FormValue("callback")
	if regexp.MustCompile(`^https://example\.com`).MatchString(cb) { // want `nothing ends the host in the pattern: "https://example.com.attacker.test/" passes`
		http.Redirect(w, r, cb, http.StatusFound)
	}
}

var either = regexp.MustCompile(`^https://a\.example\.com/|https://b\.example\.com/`) // want `'\^' binds to the first alternative only: "https://attacker.test/\?u=https://b.example.com/" passes`

// Either allows two sites, and any URL that holds the second.
func Either(w http.ResponseWriter, r *http.Request) {
	cb := r.FormValue("callback")
	if either.MatchString(cb) { // tested here
		http.Redirect(w, r, cb, http.StatusFound)
	}
}

var upgrader = websocket.Upgrader{
	CheckOrigin: func(r *http.Request) bool {
		origin := r.Header.Get("Origin")
		return strings.HasPrefix(origin, "https://app.example.com") // want `a prefix that ends at the host: "https://app.example.com.attacker.test" passes`
	},
}

var corsOptions = cors.Options{
	AllowOriginFunc: func(origin string) bool {
		return strings.HasSuffix(origin, "example.com") // want `a host suffix without its leading '.': "https://attackerexample.com" passes`
	},
}

// HostPrefix allows hosts that start like the allowed one.
func HostPrefix(u *url.URL) (*http.Response, error) {
	if strings.HasPrefix(u.Host, "internal.example.com") { // want `a host name tested by its prefix: "internal.example.com.attacker.test" passes`
		return http.Get(u.String())
	}
	return nil, nil
}

// CheckRedirect follows redirects to its own site only, it thinks.
var client = &http.Client{
	CheckRedirect: func(req *http.Request, via []*http.Request) error {
		if !regexp.MustCompile(`example\.com$`).MatchString(req.URL.Hostname()) { // want `a pattern without '\^' matches the host anywhere: "attacker-example.com" passes`
			return http.ErrUseLastResponse
		}
		return nil
	},
}

// expand resolves a short link to the page it names; a full link goes
// on as it is: the test picks the path, and refuses nothing.
func expand(link string, client *http.Client) string {
	if strings.Contains(link, "s.example.com") {
		resp, err := client.Get(link)
		if err != nil {
			return ""
		}
		resp.Body.Close()
		link = resp.Header.Get("Location")
	}
	return link
}

// expandKept requests the link and keeps it: the test stands guard for
// the request.
func expandKept(link string, client *http.Client) string {
	if strings.Contains(link, "s.example.com") { // want `a host name looked for anywhere in the text: "https://attacker.test/\?s.example.com" passes`
		resp, err := client.Get(link)
		if err != nil {
			return ""
		}
		resp.Body.Close()
		return resp.Header.Get("Location")
	}
	return link
}
