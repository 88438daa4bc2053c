package schemefallback

import (
	"errors"
	"net/url"
	"os"
	"path/filepath"
)

// A manifest named by a URL or by a file path: the Scheme alone decides,
// and a Windows path's drive letter parses as a scheme.
func addManifest(arg string) ([]byte, error) {
	u, err := url.Parse(arg)
	if err != nil {
		return nil, err
	}
	if u.Scheme != "" { // want `the Scheme alone decides whether arg is a URL or a file path, but url\.Parse reads a Windows path's drive letter as a scheme`
		return fetch(u)
	}
	abs, err := filepath.Abs(arg)
	if err != nil {
		return nil, err
	}
	return os.ReadFile(abs)
}

func openLocal(arg string) (*os.File, error) {
	u, err := url.Parse(arg)
	if err != nil {
		return nil, err
	}
	if u.Scheme == "" { // want `the Scheme alone decides whether arg is a URL or a file path`
		return os.Open(arg)
	}
	return nil, errRemote(u)
}

// Look-alikes: the Host tested too, and a Scheme test whose scheme-less
// side reads no file.

func addManifestHost(arg string) ([]byte, error) {
	u, err := url.Parse(arg)
	if err != nil {
		return nil, err
	}
	if u.Scheme != "" && u.Host != "" {
		return fetch(u)
	}
	return os.ReadFile(arg)
}

func defaultScheme(arg string) string {
	u, err := url.Parse(arg)
	if err != nil {
		return arg
	}
	if u.Scheme == "" {
		return "https://" + os.ExpandEnv(u.Path)
	}
	return u.String()
}

func fetch(u *url.URL) ([]byte, error) { return nil, errRemote(u) }

func errRemote(u *url.URL) error { return errors.New("remote: " + u.Redacted()) }
