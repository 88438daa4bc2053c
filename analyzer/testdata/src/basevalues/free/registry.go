package free

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// RegistryConfig is a registry as its users configure it.
type RegistryConfig struct{ Registry string }

// An unexported field that only a configuration struct's field is
// written into holds that configuration.
type registryBase struct{ regURL string }

func (r *registryBase) SetConfig(cfg *RegistryConfig) { r.regURL = cfg.Registry }

func (r *registryBase) url(pathTemplate string, args ...interface{}) string {
	pathSuffix := fmt.Sprintf(pathTemplate, args...)
	return fmt.Sprintf("%s%s", r.regURL, pathSuffix) // want `warning: .*r.regURL holds free configuration \(a field written elsewhere\), joined untrimmed to "/artifactory/api/docker/"`
}

func (r *registryBase) Tags(key, repo string) (*http.Response, error) {
	return http.Get(r.url("/artifactory/api/docker/%s/v2/%s/tags/list", key, repo)) // want `warning: .*key, a string, is written unescaped`
}

// MirrorConfig is another configuration, whose registry the package
// trims or replaces.
type MirrorConfig struct{ Registry, Upstream string } // want Upstream:`urlField\(MirrorConfig→http.Get:http\+\)`

// Look-alike: the configured value is trimmed where it is kept.
type trimmedRegistry struct{ regURL string }

func (r *trimmedRegistry) SetConfig(cfg *MirrorConfig) {
	r.regURL = strings.TrimSuffix(cfg.Registry, "/")
}

func (r *trimmedRegistry) Tags(key string) (*http.Response, error) {
	return http.Get(r.regURL + "/artifactory/api/docker/" + url.PathEscape(key))
}

// Look-alike: the package also writes a base of its own, without '/'.
type mirroredRegistry struct{ regURL string }

func (r *mirroredRegistry) SetConfig(cfg *MirrorConfig) { r.regURL = cfg.Upstream }

func (r *mirroredRegistry) UseMirror() { r.regURL = "https://mirror.example.com" }

func (r *mirroredRegistry) Tags(key string) (*http.Response, error) {
	return http.Get(r.regURL + "/v2/" + url.PathEscape(key) + "/tags/list")
}
