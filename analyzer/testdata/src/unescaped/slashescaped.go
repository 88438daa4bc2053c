package unescaped

import (
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
)

// A '/' escaped by hand ("%2F") makes its segment one: GitLab names a
// project by its namespaced path, "group%2Fsubgroup%2Frepo". A part
// written as it is beside it keeps its own '/' ("group/subgroup"), which
// splits the segment again.
const gitlabAPI = "https://gitlab.example.com/api/v4"

func projectBranches(owner, repo string) (*http.Response, error) {
	id := owner + "%2F" + repo // want `owner, part of a segment whose '/' the code escapes by hand \("%2F"\), is written unescaped into the path` `repo, part of a segment whose '/' the code escapes by hand`
	return http.Get(fmt.Sprintf("%s/projects/%s/repository/branches", gitlabAPI, id))
}

func projectFile(namespace, project, file string) (*http.Response, error) {
	return http.Get(gitlabAPI + "/projects/" + namespace + "%2f" + project + "/repository/files/" + url.PathEscape(file)) // want `namespace, part of a segment` `project, part of a segment`
}

// Look-alikes: the whole path replaced, each part escaped, a numeric
// ID, an ID, and "%2F" in another segment.
func projectID(owner, repo string) string {
	return strings.ReplaceAll(owner+"/"+repo, "/", "%2F")
}

func projectTags(owner, repo string) (*http.Response, error) {
	return http.Get(gitlabAPI + "/projects/" + projectID(owner, repo) + "/repository/tags")
}

func projectTree(owner, repo string) (*http.Response, error) {
	return http.Get(gitlabAPI + "/projects/" + url.PathEscape(owner) + "%2F" + url.PathEscape(repo) + "/repository/tree")
}

func groupProject(groupID int, repo string) (*http.Response, error) {
	return http.Get(gitlabAPI + "/projects/" + strconv.Itoa(groupID) + "%2F" + url.PathEscape(repo))
}

func commitOf(projectUUID, sha string) (*http.Response, error) {
	return http.Get(gitlabAPI + "/projects/" + projectUUID + "%2F" + sha)
}

func fileAt(repo string) (*http.Response, error) {
	return http.Get(gitlabAPI + "/files/docs%2Freadme.md/" + repo + "/raw")
}
