package gluedsegments

import (
	"fmt"
	"io"
	"strings"

	"gluedsegments/config"
)

// A base whose default has no trailing '/', glued to a segment in a link
// the program prints: the host becomes "exercism.exampletracks".
func printLink(c *config.Config, track, problem string) {
	fmt.Printf("See related solutions here:\n%stracks/%s/exercises/%s\n", c.API, track, problem) // want `c\.API holds "http://exercism\.example", which does not end in '/', written right before the path segment "tracks": it makes "http://exercism\.exampletracks"`
}

// The same base in this package's own field, written with a constant.
type client struct{ baseURL string }

func newClient() *client { return &client{baseURL: "https://api.example.com/v2"} }

func (c *client) itemsLink(id string) string {
	return c.baseURL + "items/" + id // want `c\.baseURL holds "https://api\.example\.com/v2", which does not end in '/', written right before the path segment "items"`
}

// A URL named so whose value is not known here: a warning.
type SSOConfig struct {
	Url   string `json:"url"`
	Realm string `json:"realm"`
}

type TokenRefresher struct{ AuthUrl string }

func tokenRefresher(sso *SSOConfig) TokenRefresher {
	return TokenRefresher{AuthUrl: fmt.Sprintf("%vrealms/%v", sso.Url, sso.Realm)} // want `warning: sso\.Url, a URL whose value is not known here, is written right before the path segment "realms" with no '/' between`
}

func writeIssuer(w io.Writer, serverURL, realm string) {
	fmt.Fprintf(w, "issuer=%sauth/realms/%s\n", serverURL, realm) // want `warning: serverURL, a URL whose value is not known here, is written right before the path segment "auth"`
}

// Look-alikes.

// Every value the base holds ends in '/'.
func docsLink(s *config.Slashed, page string) string {
	return fmt.Sprintf("%sguides/%s", s.Root, page)
}

// The package adds the '/' itself.
func issuer(serverURL, realm string) string {
	if !strings.HasSuffix(serverURL, "/") {
		serverURL += "/"
	}
	return fmt.Sprintf("%srealms/%s", serverURL, realm)
}

// Not named as a URL: a prefix of a name, a directory.
func objectName(prefix, name string) string { return fmt.Sprintf("%sobjects/%s", prefix, name) }

func cachePath(dir, key string) string { return dir + "cache/" + key }

// The verb follows '/': a segment of a path, not a base.
func nested(baseURL, tenant string) string { return fmt.Sprintf("%s/%sitems/x", baseURL, tenant) }

// No path follows the segment: a suffix ("%sjson"), a word.
func suffixed(baseURL string) string { return fmt.Sprintf("%sjson", baseURL) }

// Messages.
func failure(baseURL string) error { return fmt.Errorf("%sitems/ failed", baseURL) }

// A constant base ending in '/'.
const docsRoot = "https://docs.example.com/"

func pageLink(page string) string { return docsRoot + "pages/" + page }
