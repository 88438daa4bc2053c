package joins

import (
	"net/http"
	"path"
	"path/filepath"
)

// Segments taken from run-time paths and joined between two slashes:
// the "/" path.Base returns for a path of slashes only, and the "." of an
// empty one, are not what a link or a file name gives (gitea's
// commitID := path.Base(commitURL)).
func commitStatuses(href string) (*http.Response, error) {
	return http.Get("https://example.com/commits/" + path.Base(href) + "/statuses")
}

func artifact(file string) (*http.Response, error) {
	return http.Get("https://cdn.example.com/files/" + filepath.Base(file) + "/meta")
}

func parentItems(href string) (*http.Response, error) {
	return http.Get("https://example.com/tree/" + path.Dir(href) + "/items")
}

func dirItems(file string) (*http.Response, error) {
	return http.Get("https://example.com/tree/" + filepath.Dir(file) + "/items")
}

// Of a constant, the function's result is checked as text: "v1" run
// into the next segment, a path of slashes only, a URL whose "//" path.Dir
// cleans away.
const tagRef = "refs/tags/v1"

func tagStatuses() (*http.Response, error) {
	return http.Get("https://example.com/tags/" + path.Base(tagRef) + "statuses") // want `"v1" and "statuses" make the one segment "v1statuses"`
}

func rootStatuses() (*http.Response, error) {
	return http.Get("https://example.com/commits/" + path.Base("//") + "/statuses") // want `"//" in the path` `"//" in the path`
}

func parentOf() (*http.Response, error) {
	return http.Get(path.Dir("https://example.com/a/b")) // want `https URLs need "//" and a host`
}
