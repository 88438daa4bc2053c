// Package lib builds URLs that package unescaped extends.
package lib

// RepoURL returns the web URL of a repository: its holes are text of
// this function, not operands of its callers.
func RepoURL(owner, repo string) string {
	return "https://github.example.com/" + owner + "/" + repo
}
