package hostname

import (
	"net/http"
	"net/url"
)

// A url.URL's Host given where a host name alone is compared: a URL
// that names a port is never allowed.
type Collector struct {
	AllowedDomains []string
	blockedHost    string
}

func (c *Collector) isDomainAllowed(domain string) bool {
	for _, d := range c.AllowedDomains {
		if d == domain {
			return true
		}
	}
	return false
}

func (c *Collector) visit(raw string) (*http.Response, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, err
	}
	if !c.isDomainAllowed(u.Host) { // want `u\.Host holds host:port \(and an IPv6 address in brackets\) where c\.isDomainAllowed's domain takes a host name alone; use u\.Hostname\(\)`
		return nil, nil
	}
	return http.Get(u.String())
}

func (c *Collector) redirectAllowed(req *http.Request) bool {
	for _, allowedDomain := range c.AllowedDomains {
		if req.URL.Host == allowedDomain { // want `req\.URL\.Host holds host:port \(and an IPv6 address in brackets\) where the comparison with allowedDomain takes a host name alone`
			return true
		}
	}
	return false
}

// Look-alikes: the host name given, a parameter or value named for
// host:port (a host, an address), a Host compared with a Host.
func (c *Collector) visitName(u *url.URL) bool {
	return c.isDomainAllowed(u.Hostname())
}

func (c *Collector) blocked(u *url.URL) bool {
	return u.Host == c.blockedHost
}

func allowedAddr(addr string) bool { return addr != "" }

func (c *Collector) visitAddr(u *url.URL) bool {
	return allowedAddr(u.Host)
}

func sameOrigin(a, b *url.URL) bool {
	return a.Host == b.Host
}
