// Package writeorder reads fields right after the reading function wrote
// them, and reads fields whose default is written on the branch that does
// not read them: only the writes that can hold at the read are judged.
package writeorder

import (
	"net/url"
	"strings"
)

// A mirror of a package registry: site is the address the user gives, api
// the base URL of its API, made from site.
type mirrorConf struct{ site, api string }

type mirror struct{ conf *mirrorConf }

const publicSite = "https://registry.example.org/"

// withSite formats api right after site was written without its trailing
// '/': the default above, which ends in '/', never reaches that format.
func withSite(site string) func(*mirror) {
	return func(m *mirror) {
		m.conf.site = publicSite
		m.conf.api = "https://api.registry.example.org/"
		if site != "" && !strings.EqualFold(m.conf.site, site) {
			m.conf.site = strings.TrimSuffix(site, "/")
			if !strings.Contains(m.conf.site, "registry.example.org") {
				m.conf.api = m.conf.site + "/v2/"
			}
		}
	}
}

// legacy gives site a path ending in '/' after the mirror was made; it
// runs after withSite's format, not before it.
func (m *mirror) legacy() {
	if m.conf.site != "https://registry.example.org" {
		m.conf.site = m.conf.site + "/legacy/"
	}
}

func (m *mirror) apiBase() (*url.URL, error) {
	return url.Parse(m.conf.api)
}

// A cache whose site the default reaches the format on one path: where
// no site is given.
type cacheConf struct{ site, api string }

type cache struct{ conf *cacheConf }

const publicCache = "https://cache.example.org/" // want `joining two strings makes "//"`

func withCache(site string) func(*cache) {
	return func(c *cache) {
		c.conf.site = publicCache
		if site != "" {
			c.conf.site = strings.TrimSuffix(site, "/")
		}
		c.conf.api = c.conf.site + "/v2/"
	}
}

func (c *cache) apiBase() (*url.URL, error) {
	return url.Parse(c.conf.api)
}

// A proxy whose site a hook may set again between the write and the
// format: every write of the package can hold there.
type proxyConf struct{ site, api string }

type proxy struct{ conf *proxyConf }

const hookSite = "https://hooks.example.org/" // want `joining two strings makes "//"`

func withProxy(site string, hook func(*proxy)) func(*proxy) {
	return func(p *proxy) {
		p.conf.site = strings.TrimSuffix(site, "/")
		hook(p)
		p.conf.api = p.conf.site + "/v2/"
	}
}

func hookDefault(p *proxy) {
	p.conf.site = hookSite
}

func (p *proxy) apiBase() (*url.URL, error) {
	return url.Parse(p.conf.api)
}
