package free

import (
	"errors"
	"net/http"
	"net/url"
	"strings"
)

// A client whose method first requires its settings to be given: the
// test lets every configured base through, so the resolution is judged
// as without it.
type Bookmarks struct {
	baseURL string
	apiKey  string
}

func NewBookmarks(baseURL, apiKey string) *Bookmarks { // want NewBookmarks:`urlWrapper\(0→url.Parse:reference\)`
	return &Bookmarks{baseURL: baseURL, apiKey: apiKey}
}

var errMissing = errors.New("missing credentials")

func (c *Bookmarks) Add(doc string) error {
	if c.baseURL == "" || c.apiKey == "" {
		return errMissing
	}
	apiURL, err := bookmarksEndpoint(c.baseURL, "/api/bookmarks/") // want `^[^w].*resolving "/api/bookmarks/" against u, a base URL of configuration`
	if err != nil {
		return err
	}
	_, err = http.Post(apiURL, "application/json", strings.NewReader(doc))
	return err
}

func bookmarksEndpoint(baseURL, pathURL string) (string, error) {
	u, err := url.Parse(baseURL)
	if err != nil {
		return "", err
	}
	relative, err := url.Parse(pathURL)
	if err != nil {
		return "", err
	}
	return u.ResolveReference(relative).String(), nil
}
