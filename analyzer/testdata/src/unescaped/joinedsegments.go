package unescaped

import (
	"fmt"
	"net/http"
)

// A value named for the tail of a URL or a path (urlSuffix, pathSuffix)
// is text meant whole, several segments of it: escaping it would turn
// each '/' into %2F. Look-alike: a value named suffix alone.
type recordsAPI struct {
	endpoint string
	hc       *http.Client
}

// Fetch requests a path under the endpoint.
func (a *recordsAPI) Fetch(urlSuffix string) (*http.Response, error) { // want Fetch:`urlWrapper\(0→…\+http\.Client\.Get:http\)`
	return a.hc.Get(fmt.Sprintf("%s/%s", a.endpoint, urlSuffix))
}

// FetchTail requests a name under the endpoint.
func (a *recordsAPI) FetchTail(suffix string) (*http.Response, error) { // want FetchTail:`urlWrapper\(0→…\+http\.Client\.Get:http\)`
	return a.hc.Get(fmt.Sprintf("%s/%s", a.endpoint, suffix)) // want `suffix, a string, is written unescaped into the path`
}
