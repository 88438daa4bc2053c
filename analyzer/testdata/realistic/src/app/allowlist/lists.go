package allowlist

import (
	"errors"
	"net/http"
	"net/url"
	"strings"
)

// case: allowlist bug return-to-prefix-list
var returnTargets = []string{
	"https://shop.example.com", // want `prefix that ends at the host`
	"https://help.example.com/",
}

func (s *Server) returnTo(w http.ResponseWriter, r *http.Request) {
	target := r.URL.Query().Get("return_to")
	for _, prefix := range returnTargets {
		if strings.HasPrefix(target, prefix) {
			http.Redirect(w, r, target, http.StatusSeeOther)
			return
		}
	}
	http.Redirect(w, r, "/", http.StatusSeeOther)
}

// case: allowlist valid return-to-prefix-list-slash
var safeReturnTargets = []string{"https://shop.example.com/", "https://help.example.com/"}

func (s *Server) returnToSafe(w http.ResponseWriter, r *http.Request) {
	target := r.URL.Query().Get("return_to")
	for _, prefix := range safeReturnTargets {
		if strings.HasPrefix(target, prefix) {
			http.Redirect(w, r, target, http.StatusSeeOther)
			return
		}
	}
	http.Redirect(w, r, "/", http.StatusSeeOther)
}

// case: allowlist bug avatar-domains-flag
var avatarDomains = []string{"gravatar.com", "githubusercontent.com"} // want `host suffix without its leading '.'` `host suffix without its leading '.'`

func (s *Server) fetchAvatar(raw string) (*http.Response, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, err
	}
	allowed := false
	for _, d := range avatarDomains {
		if strings.HasSuffix(u.Hostname(), d) {
			allowed = true
			break
		}
	}
	if !allowed {
		return nil, errors.New("avatar host not allowed")
	}
	return s.client.Get(raw)
}

// case: allowlist valid avatar-domains-dot
var avatarSites = []string{"gravatar.com", "githubusercontent.com"}

func (s *Server) fetchAvatarSafe(raw string) (*http.Response, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, err
	}
	host := u.Hostname()
	for _, d := range avatarSites {
		if host == d || strings.HasSuffix(host, "."+d) {
			return s.client.Get(raw)
		}
	}
	return nil, errors.New("avatar host not allowed")
}

// case: allowlist bug post-logout-helper
func validPostLogout(uri string) bool {
	return strings.HasPrefix(uri, "https://id.example.com") // want `prefix that ends at the host`
}

func (s *Server) logoutRedirect(w http.ResponseWriter, r *http.Request) {
	uri := r.FormValue("post_logout_redirect_uri")
	if !validPostLogout(uri) {
		http.Error(w, "invalid post_logout_redirect_uri", http.StatusBadRequest)
		return
	}
	http.Redirect(w, r, uri, http.StatusFound)
}

// case: allowlist bug webhook-helper-loop
var webhookDomains = map[string]struct{}{
	"hookrelay.io": {}, // want `host suffix without its leading '.'`
}

func webhookAllowed(u *url.URL) bool {
	for d := range webhookDomains {
		if strings.HasSuffix(u.Hostname(), d) {
			return true
		}
	}
	return false
}

func (s *Server) deliver(hook *url.URL) (*http.Response, error) {
	if !webhookAllowed(hook) {
		return nil, errors.New("webhook host not allowed")
	}
	return s.client.Post(hook.String(), "application/json", nil)
}

// case: allowlist valid next-helper-local
func localPath(next string) bool {
	return strings.HasPrefix(next, "/") && !strings.HasPrefix(next, "//") && !strings.HasPrefix(next, `/\`)
}

func (s *Server) afterSignup(w http.ResponseWriter, r *http.Request) {
	next := r.FormValue("next")
	if !localPath(next) {
		next = "/welcome"
	}
	http.Redirect(w, r, next, http.StatusFound)
}

// case: allowlist valid prefixes-from-config
var configuredOrigins []string

func SetOrigins(origins []string) { configuredOrigins = origins }

func (s *Server) configuredReturn(w http.ResponseWriter, r *http.Request) {
	target := r.FormValue("target")
	for _, o := range configuredOrigins {
		if strings.HasPrefix(target, o) {
			http.Redirect(w, r, target, http.StatusFound)
			return
		}
	}
}

// case: allowlist valid helper-labels-link
func isShopLink(u string) bool { return strings.HasPrefix(u, "https://shop.example.com") }

func (s *Server) linkClass(w http.ResponseWriter, r *http.Request) {
	class := "external"
	if isShopLink(r.FormValue("href")) {
		class = "internal"
	}
	w.Write([]byte(class))
}
