package unescaped

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// escapeSegments escapes each path segment in place.
func escapeSegments(seg ...*string) error {
	for i := range seg {
		if seg[i] == nil || *seg[i] == "" {
			return errors.New("empty path segment")
		}
		*seg[i] = url.PathEscape(*seg[i])
	}
	return nil
}

// escapeQuery escapes one query value in place.
func escapeQuery(s *string) { *s = url.QueryEscape(*s) }

// trimSegment writes back text it does not escape.
func trimSegment(s *string) { *s = strings.TrimSpace(*s) }

// Values escaped in place by a helper of the package before the request
// hold escaped text.
func deleteBranch(base, owner, repo, branch string) {
	if err := escapeSegments(&owner, &repo, &branch); err != nil {
		return
	}
	http.Get(fmt.Sprintf("%s/repos/%s/%s/branches/%s", base, owner, repo, branch))
}

func searchInPlace(base, term string) {
	q := term
	escapeQuery(&q)
	http.Get(base + "/search?q=" + q)
}

// A helper that writes other text, a use before the escape and a value
// assigned again after it are the text of the input.
func inPlaceLookalikes(base, branch, title, comment string) {
	trimSegment(&branch)
	http.Get(base + "/branches/" + branch) // want `branch, free text, is written unescaped into the path`
	http.Get(base + "/search?q=" + title)  // want `title, free text, is written unescaped into the query value`
	escapeQuery(&title)
	c := comment
	escapeQuery(&c)
	c = comment
	http.Get(base + "/comments?text=" + c) // want `c, free text, is written unescaped into the query value`
}
