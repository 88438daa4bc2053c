package templated // want package:`urlWrappers\(1\)`

import (
	"bytes"
	"errors"
	"net/http"
	"net/url"
	"text/template"
)

// A client built from a URL template: the text is parsed as a URL only
// to check its scheme, and as a template that each fetch fills in. Its
// actions are meant: the constructor is no wrapper of url.Parse.
type Keys struct{ tmpl *template.Template }

func NewKeys(rawURL string) (*Keys, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return nil, err
	}
	if u.Scheme != "https" {
		return nil, errors.New("keys: need https")
	}
	t, err := template.New("keys").Parse(rawURL)
	if err != nil {
		return nil, err
	}
	return &Keys{tmpl: t}, nil
}

func (k *Keys) Fetch(vars map[string]string) (*http.Response, error) {
	var b bytes.Buffer
	if err := k.tmpl.Execute(&b, vars); err != nil {
		return nil, err
	}
	return http.Get(b.String())
}

func tenantKeys() (*Keys, error) {
	return NewKeys("https://auth.example.com/tenants/{{.tenant}}/keys.json")
}

// A constructor that parses its text as a URL alone is a wrapper: an
// action in what it is given is sent as it stands.
func NewFeed(rawURL string) (*url.URL, error) { // want NewFeed:`urlWrapper\(0→url\.Parse:reference\)`
	return url.Parse(rawURL)
}

func tenantFeed() (*url.URL, error) {
	return NewFeed("https://feeds.example.com/tenants/{{.tenant}}/feed.xml") // want `unexpanded template action`
}

var _, _ = tenantKeys, tenantFeed
