package unescaped

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

const gitlab = "https://gitlab.example.com/api/v4"

// case: unescaped-input bug gitlab-project-id-by-hand
func defaultBranch(owner, repo string) (*http.Response, error) {
	id := owner + "%2F" + repo // want `escapes by hand`
	return http.Get(fmt.Sprintf("%s/projects/%s", gitlab, id))
}

// case: unescaped-input valid gitlab-project-id-replaced
func projectID(owner, repo string) string {
	return strings.ReplaceAll(owner+"/"+repo, "/", "%2F")
}

func latestCommit(owner, repo string) (*http.Response, error) {
	return http.Get(gitlab + "/projects/" + projectID(owner, repo) + "/repository/commits?per_page=1")
}

// case: unescaped-input valid gitlab-project-id-escaped
func tags(owner, repo string) (*http.Response, error) {
	return http.Get(gitlab + "/projects/" + url.PathEscape(owner+"/"+repo) + "/repository/tags")
}
