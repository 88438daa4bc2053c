// Package lib exports functions whose results are constant templates.
package lib

import "errors"

const Base = "https://api.example.com"

func Endpoint() string { return Base + "/v1/a b" } // want Endpoint:`urlResults\(0:"https://api.example.com/v1/a b"\)`

func API(host string) string { return "https://" + host + "/api|v2" } // want API:`urlResults\(0:"https://"…"/api\|v2"\)`

func GoodEndpoint() string { return Base + "/v1/items" } // want GoodEndpoint:`urlResults`

func GoodAPI(host string) string { return "https://" + host + "/api/v2" } // want GoodAPI:`urlResults`

func Lookup(ok bool) (string, error) { // want Lookup:`urlResults\(0:"https://example.com/%zz"\)`
	if !ok {
		return "no url", errors.New("no")
	}
	return "https://example.com/%zz", nil
}

type Client struct{ base string }

func (c *Client) Search() string { return "/search?q=a b" } // want Search:`urlResults`

func Generic[S ~string]() S { return S("https://example.com/g h") } // want Generic:`urlResults`

func unexported() string { return "https://example.com/u v" }

func Chained() string { return unexported() } // want Chained:`urlResults\(0:"https://example.com/u v"\)`

// Empty and unknown results give no fact.
func Empty() string { return "" }

// Local variables are followed; package-level variables and fields, which
// can be assigned anywhere in the package, are holes.
func RepoURL(owner, repo string) string { // want RepoURL:`urlResults\(0:"https://github.com/"…"/"…"/issues list"\)`
	base := "https://github.com/" + owner + "/" + repo
	return base + "/issues list"
}

func GoodRepoURL(owner string) string { // want GoodRepoURL:`urlResults\(0:"https://github.com/"…"/issues"\)`
	base := "https://github.com/" + owner
	return base + "/issues"
}

var mirror = "https://mirror.example.com"

func MirrorURL() string { return mirror + "/a b" } // want MirrorURL:`urlResults\(0:…"/a b"\)`

func (c *Client) BaseURL() string { return c.base + "/a|b" } // want BaseURL:`urlResults\(0:…"/a\|b"\)`

func (c *Client) GoodBaseURL() string { return c.base + "/a-b" } // want GoodBaseURL:`urlResults\(0:…"/a-b"\)`
