// Package suffixguard appends an API path to a configured server address
// only where the address lacks a trailing '/'.
package suffixguard

import (
	"net/url"
	"strings"
)

// The default ends in '/' and never takes the path: the append runs
// only where the address does not end with one.
const defaultServer = "https://git.example.com/"

type settings struct{ Server string }

type Client struct{ cfg *settings }

func NewClient(server string) *Client {
	c := &Client{cfg: &settings{Server: defaultServer}}
	if server != "" {
		c.cfg.Server = strings.TrimSuffix(server, "/")
	}
	return c
}

func (c *Client) APIURL() (*url.URL, error) {
	if !strings.HasSuffix(c.cfg.Server, "/") && c.cfg.Server != "" {
		c.cfg.Server = c.cfg.Server + "/api/v3/"
	}
	return url.Parse(c.cfg.Server)
}

// Without the test, the default gets "//api".
const defaultMirror = "https://mirror.example.com/" // want `url\.Parse: joining two strings makes "//" in the path`

type mirrorSettings struct{ Server string }

type Mirror struct{ cfg *mirrorSettings }

func NewMirror(server string) *Mirror {
	m := &Mirror{cfg: &mirrorSettings{Server: defaultMirror}}
	if server != "" {
		m.cfg.Server = strings.TrimSuffix(server, "/")
	}
	return m
}

func (m *Mirror) APIURL() (*url.URL, error) {
	m.cfg.Server = m.cfg.Server + "/api/v3/"
	return url.Parse(m.cfg.Server)
}

// A test of another value does not keep the default out.
const defaultBackup = "https://backup.example.com/" // want `url\.Parse: joining two strings makes "//" in the path`

type backupSettings struct{ Server string }

type Backup struct {
	cfg  *backupSettings
	Name string
}

func NewBackup(server string) *Backup {
	b := &Backup{cfg: &backupSettings{Server: defaultBackup}}
	if server != "" {
		b.cfg.Server = strings.TrimSuffix(server, "/")
	}
	return b
}

func (b *Backup) APIURL() (*url.URL, error) {
	if !strings.HasSuffix(b.Name, "/") {
		b.cfg.Server = b.cfg.Server + "/api/v3/"
	}
	return url.Parse(b.cfg.Server)
}
