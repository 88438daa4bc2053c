package urltemplates

import (
	"fmt"
	"net/http"
	"net/url"
)

// A host written with no brackets by a helper whose every caller took
// the branch where the host is a service's name.
var gitlabURL, _ = url.Parse("https://gitlab.com")

func readmeURL(u *url.URL) (*http.Response, error) {
	switch {
	case u.Hostname() == gitlabURL.Hostname():
		return findGitLabREADME(u)
	}
	return nil, nil
}

func findGitLabREADME(u *url.URL) (*http.Response, error) {
	return http.Get(fmt.Sprintf("https://%s/api/v4/projects/%s", u.Hostname(), url.PathEscape(u.Path)))
}

// A helper one caller reaches with any host.
func mirrorREADME(u *url.URL) (*http.Response, error) {
	if u.Hostname() == gitlabURL.Hostname() {
		return findMirror(u)
	}
	return findMirror(u)
}

func findMirror(u *url.URL) (*http.Response, error) {
	return http.Get(fmt.Sprintf("https://%s/mirror", u.Hostname())) // want `an IP address written as the host with no brackets`
}

// A test for an empty host says nothing of the host written.
func defaultedOrEmpty(u *url.URL) (*http.Response, error) {
	if u.Hostname() == "" {
		return findDefaulted(u)
	}
	return nil, nil
}

func findDefaulted(u *url.URL) (*http.Response, error) {
	return http.Get(fmt.Sprintf("https://%s/readme", u.Hostname())) // want `an IP address written as the host with no brackets`
}
