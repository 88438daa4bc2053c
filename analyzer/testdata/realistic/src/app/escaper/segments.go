package escaper

import (
	"net/http"
	"net/url"
	"strings"
)

// case: escaper bug artifact-segments-query-escape
type artifactStore struct{ baseURL string }

func (a *artifactStore) url(name string) string {
	parts := strings.Split(name, "/")
	for i, part := range parts {
		parts[i] = url.QueryEscape(part) // want `QueryEscape of each segment`
	}
	return a.baseURL + "/artifacts/" + strings.Join(parts, "/")
}

func (a *artifactStore) Fetch(name string) (*http.Response, error) {
	return http.Get(a.url(name))
}

// case: escaper valid artifact-segments-path-escape
func (a *artifactStore) urlEscaped(name string) string {
	parts := strings.Split(name, "/")
	for i, part := range parts {
		parts[i] = url.PathEscape(part)
	}
	return a.baseURL + "/artifacts/" + strings.Join(parts, "/")
}

func (a *artifactStore) FetchEscaped(name string) (*http.Response, error) {
	return http.Get(a.urlEscaped(name))
}

// case: escaper valid labels-joined-into-query
func labelQuery(labels []string) (*http.Response, error) {
	var enc []string
	for _, l := range labels {
		enc = append(enc, url.QueryEscape(l))
	}
	return http.Get("https://tracker.example.com/issues?labels=" + strings.Join(enc, ","))
}

// endcase
