// want package:`urlResults\(API=0:"https://"…\(arg 0\)"/api\|v2"; Chained=0:"https://example\.com/u v"; Client\.BaseURL=0:…"/a\|b"; Client\.GoodBaseURL=0:…"/a-b"; Client\.Search=0:"/search\?q=a b"; Endpoint=0:"https://api\.example\.com/v1/a b"; Generic=0:"https://example\.com/g h"; GoodAPI=0:"https://"…\(arg 0\)"/api/v2"; GoodEndpoint=0:"https://api\.example\.com/v1/items"; GoodRepoURL=0:"https://github\.com/"…\(arg 0\)"/issues"; Lookup=0:"https://example\.com/%zz"; MirrorURL=0:…"/a b"; RepoURL=0:"https://github\.com/"…\(arg 0\)"/"…\(arg 1\)"/issues list"\)`

// Package lib exports functions whose results are constant templates.
package lib

import "errors"

const Base = "https://api.example.com"

func Endpoint() string { return Base + "/v1/a b" }

func API(host string) string { return "https://" + host + "/api|v2" }

func GoodEndpoint() string { return Base + "/v1/items" }

func GoodAPI(host string) string { return "https://" + host + "/api/v2" }

func Lookup(ok bool) (string, error) {
	if !ok {
		return "no url", errors.New("no")
	}
	return "https://example.com/%zz", nil
}

type Client struct{ base string }

func (c *Client) Search() string { return "/search?q=a b" }

func Generic[S ~string]() S { return S("https://example.com/g h") }

func unexported() string { return "https://example.com/u v" }

func Chained() string { return unexported() }

// Empty and unknown results give no fact.
func Empty() string { return "" }

// Local variables are followed; package-level variables and fields, which
// can be assigned anywhere in the package, are holes.
func RepoURL(owner, repo string) string {
	base := "https://github.com/" + owner + "/" + repo
	return base + "/issues list"
}

func GoodRepoURL(owner string) string {
	base := "https://github.com/" + owner
	return base + "/issues"
}

var mirror = "https://mirror.example.com"

func MirrorURL() string { return mirror + "/a b" }

func (c *Client) BaseURL() string { return c.base + "/a|b" }

func (c *Client) GoodBaseURL() string { return c.base + "/a-b" }
