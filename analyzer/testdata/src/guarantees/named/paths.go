package named

import (
	"net/http"
	"net/url"
	"path"
	"strings"
)

// A webhook's message path, given by its user, joined to the webhook's
// base: a path that ends in '/' loses it (the server redirects, and the
// client re-sends the POST as a GET).
type WebhookMessage struct{ Path string }

type Webhook struct {
	Base   *url.URL
	Uplink *WebhookMessage
}

func newRequest(w *Webhook, cfg *WebhookMessage) (*http.Request, error) {
	u := *w.Base
	u.Path = path.Join(u.Path, cfg.Path) // want `warning: url\.URL\.Path: path\.Join cleans its result as a file path and drops the trailing '/' that cfg\.Path, a path given at run time, may end with`
	return http.NewRequest(http.MethodPost, u.String(), nil)
}

// Look-alikes: a segment named otherwise; a path every value of which is
// known and ends in no '/'.
func itemRequest(w *Webhook, id string) (*http.Request, error) {
	u := *w.Base
	u.Path = path.Join(u.Path, "items", id)
	return http.NewRequest(http.MethodGet, u.String(), nil)
}

func healthRequest(w *Webhook) (*http.Request, error) {
	u := *w.Base
	healthPath := "/healthz"
	u.Path = path.Join(u.Path, healthPath)
	return http.NewRequest(http.MethodGet, u.String(), nil)
}

// Look-alike: the '/' written again where the path ends with one.
func resourceRequest(w *Webhook, cfg *WebhookMessage) (*http.Request, error) {
	u := *w.Base
	u.Path = path.Join(u.Path, cfg.Path)
	if strings.HasSuffix(cfg.Path, "/") {
		u.Path += "/"
	}
	return http.NewRequest(http.MethodGet, u.String(), nil)
}

// Look-alike: the path of a reference the function parsed itself.
func renderRequest(w *Webhook, query string) (*http.Request, error) {
	u, err := url.Parse("./render?" + query)
	if err != nil {
		return nil, err
	}
	u.Path = path.Join(w.Base.Path, u.Path)
	return http.NewRequest(http.MethodGet, w.Base.ResolveReference(u).String(), nil)
}
