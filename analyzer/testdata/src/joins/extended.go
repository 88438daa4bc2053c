package joins

import (
	"net/http"
	"net/url"
	"strings"
)

// One URL whose path each request extends: the second endpoint is
// appended to the first.
type sonar struct {
	base   url.URL
	client *http.Client
}

func (s *sonar) associated(profile string) error {
	u := s.base
	u.Path = strings.TrimSuffix(u.Path, "/") + "/api/qualityprofiles/search"
	if _, err := s.client.Get(u.String()); err != nil {
		return err
	}
	u.Path = strings.TrimSuffix(u.Path, "/") + "/api/qualityprofiles/projects" // want `u.Path already ends in "/api/qualityprofiles/search", appended at line 18 for the URL used since: appending "/api/qualityprofiles/projects" makes "…/api/qualityprofiles/search/api/qualityprofiles/projects"`
	u.RawQuery = url.Values{"key": {profile}}.Encode()
	_, err := s.client.Get(u.String())
	return err
}

func (s *sonar) appended(u *url.URL) error {
	u.Path += "/api/users/search"
	if _, err := s.client.Get(u.String()); err != nil {
		return err
	}
	u.Path += "/api/users/groups" // want `u.Path already ends in "/api/users/search"`
	_, err := s.client.Get(u.String())
	return err
}

// Look-alikes: each endpoint from the base; a path built in steps
// before any use; a walk deeper into one resource; branches.
func (s *sonar) fromBase() error {
	u := s.base
	u.Path = strings.TrimSuffix(s.base.Path, "/") + "/api/qualityprofiles/search"
	if _, err := s.client.Get(u.String()); err != nil {
		return err
	}
	u = s.base
	u.Path = strings.TrimSuffix(u.Path, "/") + "/api/qualityprofiles/projects"
	_, err := s.client.Get(u.String())
	return err
}

func (s *sonar) steps(name string) error {
	u := s.base
	u.Path += "/api/projects"
	u.Path += "/" + url.PathEscape(name)
	_, err := s.client.Get(u.String())
	return err
}

func (s *sonar) deeper() error {
	u := s.base
	u.Path += "/repos/acme"
	if _, err := s.client.Get(u.String()); err != nil {
		return err
	}
	u.Path += "/issues/open"
	_, err := s.client.Get(u.String())
	return err
}

func (s *sonar) branches(search bool) error {
	u := s.base
	if search {
		u.Path += "/api/projects/search"
		if _, err := s.client.Get(u.String()); err != nil {
			return err
		}
	} else {
		u.Path += "/api/projects/create"
	}
	_, err := s.client.Get(u.String())
	return err
}
