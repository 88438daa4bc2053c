package schemes

import (
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
)

// case: schemes bug manifest-scheme-or-path
func loadManifest(ref string) ([]byte, error) {
	u, err := url.Parse(ref)
	if err != nil {
		return nil, err
	}
	if u.Scheme != "" { // want `the Scheme alone decides whether ref is a URL or a file path`
		return nil, fmt.Errorf("fetching %s is not supported here", u.Redacted())
	}
	return os.ReadFile(filepath.Clean(ref))
}

// case: schemes valid manifest-scheme-and-host
func loadManifestHost(ref string) ([]byte, error) {
	u, err := url.Parse(ref)
	if err != nil {
		return nil, err
	}
	if u.Scheme != "" && u.Host != "" {
		return nil, fmt.Errorf("fetching %s is not supported here", u.Redacted())
	}
	return os.ReadFile(filepath.Clean(ref))
}

// case: schemes bug members-scheme-reparse
func memberURLs(list string) ([]string, error) {
	var out []string
	for _, m := range strings.Split(list, ",") {
		u, err := url.Parse(m) // want `m is parsed again after "://" when it has no scheme`
		if err != nil {
			return nil, err
		}
		if u.Scheme == "" {
			u, _ = url.Parse(fmt.Sprintf("%s://%s", "http", u.String()))
		}
		out = append(out, u.String())
	}
	return out, nil
}

// case: schemes valid members-scheme-opaque
func memberURLsOpaque(list string) ([]string, error) {
	var out []string
	for _, m := range strings.Split(list, ",") {
		u, err := url.Parse(m)
		if err != nil {
			return nil, err
		}
		if u.Scheme == "" || u.Opaque != "" {
			u, _ = url.Parse(fmt.Sprintf("%s://%s", "http", u.String()))
		}
		out = append(out, u.String())
	}
	return out, nil
}
