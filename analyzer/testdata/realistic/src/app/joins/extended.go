package joins

import (
	"net/http"
	"net/url"
	"strings"
)

// One URL whose path each step of a function extends: an endpoint
// appended after another one of the same API was requested.

type qualityClient struct {
	base url.URL
	hc   *http.Client
}

// case: joins bug extended-profile-association
func (c *qualityClient) profileProjects(profile string) error {
	u := c.base
	u.Path = strings.TrimSuffix(u.Path, "/") + "/api/qualityprofiles/search"
	if _, err := c.hc.Get(u.String()); err != nil {
		return err
	}
	u.Path = strings.TrimSuffix(u.Path, "/") + "/api/qualityprofiles/projects" // want `u\.Path already ends in "/api/qualityprofiles/search"`
	u.RawQuery = url.Values{"key": {profile}}.Encode()
	_, err := c.hc.Get(u.String())
	return err
}

// case: joins valid extended-profile-association-from-base
func (c *qualityClient) profileProjectsOK(profile string) error {
	u := c.base
	u.Path = strings.TrimSuffix(c.base.Path, "/") + "/api/qualityprofiles/search"
	if _, err := c.hc.Get(u.String()); err != nil {
		return err
	}
	u.Path = strings.TrimSuffix(c.base.Path, "/") + "/api/qualityprofiles/projects"
	u.RawQuery = url.Values{"key": {profile}}.Encode()
	_, err := c.hc.Get(u.String())
	return err
}

// case: joins bug extended-user-groups
func (c *qualityClient) userGroups(login string) error {
	u := c.base
	u.Path += "/api/users/search"
	u.RawQuery = url.Values{"q": {login}}.Encode()
	if _, err := c.hc.Get(u.String()); err != nil {
		return err
	}
	u.Path += "/api/users/groups" // want `u\.Path already ends in "/api/users/search"`
	_, err := c.hc.Get(u.String())
	return err
}

// case: joins valid extended-repo-walk
func (c *qualityClient) repoIssues() error {
	u := c.base
	u.Path += "/repos/acme/widgets"
	if _, err := c.hc.Get(u.String()); err != nil {
		return err
	}
	u.Path += "/issues/open"
	_, err := c.hc.Get(u.String())
	return err
}
