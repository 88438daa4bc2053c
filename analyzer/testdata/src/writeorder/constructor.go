package writeorder

import (
	"log"
	"net/http"
	"net/url"
	"strings"
)

// A forge client made by functional options: the constructor reads the
// address after the options ran on a new client, so the address holds
// what the options write, not what a method writes later into a client
// already made.
type forgeConf struct{ address, api, token string }

type forge struct {
	conf *forgeConf
	log  *log.Logger
}

type ForgeOpt func(*forge) error

const forgeSite = "https://forge.example.org"

func WithForgeAddress(address string) ForgeOpt {
	return func(f *forge) error {
		f.log.Print("address")
		f.conf.address = forgeSite
		if address != "" {
			f.conf.address = strings.TrimSuffix(address, "/")
		}
		f.conf.api = f.conf.address + "/api/"
		return nil
	}
}

// The mirror's address ends in '/': joined to the login path below, it
// makes "//".
const forgeMirror = "https://mirror.forge.example.org/" // want `joining two strings makes "//"`

func WithForgeMirror() ForgeOpt {
	return func(f *forge) error {
		f.conf.address = forgeMirror
		return nil
	}
}

func WithForgeToken(token string) ForgeOpt {
	return func(f *forge) error {
		f.conf.token = token
		return nil
	}
}

func NewForge(opts ...ForgeOpt) (*forge, *url.URL, error) {
	f := new(forge)
	f.conf = new(forgeConf)
	f.log = log.New(log.Writer(), f.kind(), 0)
	for _, opt := range opts {
		if err := opt(f); err != nil {
			return nil, nil, err
		}
	}
	login, err := url.Parse(f.conf.address + "/login/oauth")
	return f, login, err
}

func (f *forge) kind() string { return "forge" }

// validate gives the address its API path, on a client already made.
func (f *forge) validate() (*http.Response, error) {
	if !strings.HasSuffix(f.conf.address, "/") {
		f.conf.address = f.conf.address + "/api/v3/"
	}
	return http.Get(f.conf.address)
}

// A hub whose constructor writes a default that no option writes over.
type hubConf struct{ address, token string }

type hub struct{ conf *hubConf }

type HubOpt func(*hub)

const hubSite = "https://hub.example.org/" // want `joining two strings makes "//"`

func WithHubToken(token string) HubOpt {
	return func(h *hub) { h.conf.token = token }
}

func NewHub(opts ...HubOpt) (*url.URL, error) {
	h := &hub{conf: &hubConf{}}
	h.conf.address = hubSite
	for _, opt := range opts {
		opt(h)
	}
	return url.Parse(h.conf.address + "/login")
}
