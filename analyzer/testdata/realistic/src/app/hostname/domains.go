package hostname

import (
	"net/http"
	"net/url"
	"slices"
)

// Crawler fetches pages of the domains it is allowed.
type Crawler struct {
	AllowedDomains []string
	client         *http.Client
}

func (c *Crawler) domainAllowed(domain string) bool {
	return len(c.AllowedDomains) == 0 || slices.Contains(c.AllowedDomains, domain)
}

// case: hostname bug allowed-domain-host
func (c *Crawler) fetch(raw string) (*http.Response, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, err
	}
	if !c.domainAllowed(u.Host) { // want `domainAllowed's domain takes a host name alone`
		return nil, nil
	}
	return c.client.Get(u.String())
}

// case: hostname valid allowed-domain-hostname
func (c *Crawler) fetchName(raw string) (*http.Response, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, err
	}
	if !c.domainAllowed(u.Hostname()) {
		return nil, nil
	}
	return c.client.Get(u.String())
}
