package unescaped

import (
	"net/http"
	"net/url"
	"strings"
)

// A value its function tests for a scheme's "://" is a URL or a
// reference to one: after a '/' in a path it is meant whole, and in a
// query it is free text. A value no test reads so is a string of the
// warning tier.
type iconField struct{ Ref, Caption string }

func (f *iconField) link() (*url.URL, error) {
	ref := f.Ref
	if !strings.Contains(ref, "://") && !strings.HasPrefix(ref, "/") {
		ref = "/" + ref
	}
	return url.Parse(ref)
}

func shareLink(target string) (*http.Response, error) {
	if strings.HasPrefix(target, "https://") {
		return http.Get(base + "/share?target=" + target) // want `target, free text, is written unescaped into the query value`
	}
	return nil, nil
}

func (f *iconField) captionLink() (*url.URL, error) {
	caption := f.Caption
	if !strings.HasPrefix(caption, "/") {
		caption = "/" + caption // want `caption, a string, is written unescaped into the path`
	}
	return url.Parse(caption)
}

// A resource tested for a prefix of "http" alone is a whole URL or a
// relative reference with its own query (go-bittrex's "public/getticker?market="):
// after a '/' in a path it is meant whole.
func bittrexGet(ressource string) (*http.Response, error) {
	if strings.HasPrefix(ressource, "http") {
		return http.Get(ressource)
	}
	return http.Get(base + "/api/v1.1/" + ressource)
}
