package unescaped

import (
	"fmt"
	"net/http"
)

// An image reference in a path of a container engine's API, and the
// mount's and the secret's paths and the version of a path of Vault's
// key-value store: the grammars of those APIs, whose '/' are meant.
// Look-alikes: a picture's name under /images/ of another API, a path
// under /v1/ with no segment of the store, and a version in another
// API's query.

const engineAt = "http://engine.sock"

func inspectImage(hc *http.Client, ref string) (*http.Response, error) {
	return hc.Get(fmt.Sprintf("%s/v1.43/images/%s/json", engineAt, ref))
}

func exportImages(hc *http.Client, refs []string) (*http.Response, error) {
	return hc.Get(engineAt + "/libpod/images/" + refs[0] + "/exists")
}

func pictureThumb(hc *http.Client, picture string) (*http.Response, error) {
	return hc.Get(base + "/images/" + picture + "/thumbnail") // want `picture, a string, is written unescaped into the path`
}

type secretReader struct {
	addr, mount, scope string
}

func (s *secretReader) read(entry, rev string) (*http.Response, error) {
	return http.Get(s.addr + "/v1/" + s.mount + "/data/" + s.scope + "/" + entry + "?version=" + rev)
}

func (s *secretReader) list(under string) (*http.Response, error) {
	return http.Get(fmt.Sprintf("%s/v1/%s/metadata/%s/%s", s.addr, s.mount, s.scope, under))
}

func (s *secretReader) note(entry string) (*http.Response, error) {
	return http.Get(s.addr + "/v1/notes/" + entry) // want `entry, a string, is written unescaped into the path`
}

func releaseNotes(pkg, rel string) (*http.Response, error) {
	return http.Get(base + "/v1/packages/" + pkg + "/notes?version=" + rel) // want `pkg, a string, is written unescaped into the path` `rel, a string, is written unescaped into the query value`
}
