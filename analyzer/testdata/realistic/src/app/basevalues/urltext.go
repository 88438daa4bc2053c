package basevalues

import (
	"net/http"
	"net/url"
	"path"
)

// case: basevalues bug url-path-appended
type OIDCConfig struct {
	Issuer url.URL
}

type OIDCProvider struct {
	discovery url.URL
	jwks      url.URL
}

func NewOIDCProvider(cfg OIDCConfig) *OIDCProvider {
	discovery := cfg.Issuer
	discovery.Path = discovery.Path + "/.well-known/openid-configuration"
	jwks := cfg.Issuer
	jwks.Path = jwks.Path + "/keys"
	return &OIDCProvider{discovery: discovery, jwks: jwks}
}

func DevProvider() *OIDCProvider {
	issuer, _ := url.Parse("http://127.0.0.1:5556/") // want `the path of "http://127.0.0.1:5556/" ends with '/'`
	return NewOIDCProvider(OIDCConfig{Issuer: *issuer})
}

// case: basevalues valid url-path-joined
type SCIMConfig struct {
	Root url.URL
}

type SCIMEndpoint struct{ users url.URL }

func NewSCIMEndpoint(cfg SCIMConfig) *SCIMEndpoint {
	users := cfg.Root
	users.Path = path.Join(users.Path, "/scim/v2/Users")
	return &SCIMEndpoint{users: users}
}

func DevSCIM() *SCIMEndpoint {
	root, _ := url.Parse("http://127.0.0.1:5557/")
	return NewSCIMEndpoint(SCIMConfig{Root: *root})
}

// case: basevalues bug url-string-appended
type Webhooks struct{ target *url.URL }

func NewWebhooks(target string) (*Webhooks, error) {
	u, err := url.Parse(target)
	if err != nil {
		return nil, err
	}
	return &Webhooks{target: u}, nil
}

func (w *Webhooks) Deliver() (*http.Response, error) {
	return http.Post(w.target.String()+"/deliveries", "application/json", nil)
}

func LocalWebhooks() (*Webhooks, error) { return NewWebhooks("http://localhost:4000/") } // want `the path of "http://localhost:4000/" ends with '/'`

// case: basevalues valid url-string-appended-no-slash
type Relay struct{ target *url.URL }

func NewRelay(target string) (*Relay, error) {
	u, err := url.Parse(target)
	if err != nil {
		return nil, err
	}
	return &Relay{target: u}, nil
}

func (r *Relay) Forward() (*http.Response, error) {
	return http.Post(r.target.String()+"/forward", "application/json", nil)
}

func LocalRelay() (*Relay, error) { return NewRelay("http://localhost:4001") }

// case: basevalues bug url-path-op-assign
type Metadata struct{ doc url.URL }

func NewMetadata(entity *url.URL) *Metadata {
	doc := *entity
	doc.Path += "/saml2/metadata.xml"
	return &Metadata{doc: doc}
}

func LocalMetadata() *Metadata {
	entity, _ := url.Parse("https://idp.example.org/") // want `the path of "https://idp.example.org/" ends with '/'`
	return NewMetadata(entity)
}

// case: basevalues valid url-path-op-assign-subpath
type Sitemap struct{ doc url.URL }

func NewSitemap(site *url.URL) *Sitemap {
	doc := *site
	doc.Path += "/sitemap.xml"
	return &Sitemap{doc: doc}
}

func BlogSitemap() *Sitemap {
	site, _ := url.Parse("https://www.example.org/blog")
	return NewSitemap(site)
}

// endcase
