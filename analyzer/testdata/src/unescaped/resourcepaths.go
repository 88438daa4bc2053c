package unescaped

import (
	"fmt"
	"net/http"
	"strings"
)

// A client's resource parameter that the package's calls give relative
// paths of several segments ("servers/"+id+"/action"): its '/' is meant,
// and escaping it whole would send %2F.
type computeAPI struct {
	client *http.Client
	base   string
}

func (s *computeAPI) GetResource(resource string) (*http.Response, error) { // want GetResource:`urlWrapper\(0→…\+http.Client.Get:http\)`
	return s.client.Get(fmt.Sprintf("%s/%s", strings.TrimRight(s.base, "/"), resource))
}

func (s *computeAPI) servers() { s.GetResource("servers") }

func (s *computeAPI) server(id string) { s.GetResource(fmt.Sprintf("servers/%s", id)) }

func (s *computeAPI) action(id string) { s.GetResource("servers/" + id + "/action") }

func (s *computeAPI) userData(serverID string) {
	uri := "user_data"
	if serverID != "" {
		uri = fmt.Sprintf("servers/%s/user_data", serverID)
	}
	s.GetResource(uri)
}

// Look-alike: a parameter given single segments and a name: its value
// is a segment, and the name needs escaping.
func (s *computeAPI) getTag(tag string) (*http.Response, error) {
	return s.client.Get(fmt.Sprintf("%s/tags/%s", s.base, tag)) // want `tag, a string, is written unescaped into the path`
}

func (s *computeAPI) tags(name string) {
	s.getTag("latest")
	s.getTag(name)
}

// A function value named for what it returns: a path with its own query.
func (s *computeAPI) fetchAll(getEndpoint func() string) (*http.Response, error) {
	return s.client.Get(fmt.Sprintf("%s/api/v1/vulnerabilities/%s", s.base, getEndpoint()))
}

// Look-alike: a function value named for a name.
func (s *computeAPI) fetchNamed(getName func() string) (*http.Response, error) {
	return s.client.Get(fmt.Sprintf("%s/api/v1/names/%s", s.base, getName())) // want `getName\(\), a string, is written unescaped into the path`
}

// Nested resources joined with a collection's segment between each two:
// the '/' of the separator is meant.
func (s *computeAPI) pipeline(names []string) (*http.Response, error) {
	return s.client.Get(s.base + "/pipelines/" + strings.Join(names, "/pipelines/") + "/runs")
}

// Look-alike: names joined with a comma are one segment.
func (s *computeAPI) listed(names []string) (*http.Response, error) {
	return s.client.Get(s.base + "/pipelines/" + strings.Join(names, ",")) // want `strings.Join\(names, ","\), a string, is written unescaped into the path`
}
