package unescaped

import (
	"fmt"
	"net/http"
	"net/url"
)

// After a base URL at the start of a value (a string named for one, a
// url.URL's text), the text is a URL's path: its holes are segments.

type store struct {
	endpoint string
	api      *url.URL
	hc       *http.Client
}

func (s *store) objectURL(bucket, object string) string {
	return fmt.Sprintf("%s/%s/%s", s.endpoint, bucket, object) // want `object, a string the package escapes elsewhere \(url.PathEscape at basehole.go:31\), is written unescaped into the path`
}

func (s *store) download(bucket, object string) (*http.Response, error) {
	return s.hc.Get(s.objectURL(bucket, object))
}

func (s *store) versions(object string) (*http.Response, error) {
	return s.hc.Get(s.api.String() + "/versions/" + object + "?list=all") // want `object, a string the package escapes elsewhere \(url.PathEscape at basehole.go:31\), is written unescaped into the path`
}

func (s *store) escapedObject(bucket, object string) (*http.Response, error) {
	return s.hc.Get(fmt.Sprintf("%s/%s/%s", s.endpoint, bucket, url.PathEscape(object)))
}

// A url.URL's text before "://" is its scheme: what follows is the
// authority, an IPv6 address in brackets here, not a path under a base.
func (s *store) sameScheme(addr string) (*http.Response, error) {
	return s.hc.Get(s.api.Scheme + "://[" + addr + "]")
}

func (s *store) schemeThenPath(addr, object string) (*http.Response, error) {
	return s.hc.Get(s.api.Scheme + "://[" + addr + "]/" + object) // want `object, a string the package escapes elsewhere \(url.PathEscape at basehole.go:31\), is written unescaped into the path`
}
