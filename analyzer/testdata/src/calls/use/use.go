package use

import (
	"net/http"
	"net/url"
	"os"

	"calls/lib"
)

func use(c *lib.Client) {
	http.Get(lib.Endpoint())              // want `http\.Get: space is not allowed in a path`
	url.Parse(lib.API(os.Getenv("HOST"))) // want `url\.Parse: '\|' is not allowed in a path`
	http.Get(lib.GoodEndpoint())
	url.Parse(lib.GoodAPI("example.com"))
	u, err := lib.Lookup(true) // want `url\.Parse: '%' starts no valid escape`
	if err == nil {
		url.Parse(u)
	}
	http.Get("https://example.com" + c.Search()) // want `http\.Get: space is not allowed in a query`
	url.Parse(lib.Generic[string]())             // want `url\.Parse: space is not allowed in a path`
	url.Parse(lib.Chained())                     // want `url\.Parse: space is not allowed in a path`
	url.Parse(lib.Empty())
}

func repos(c *lib.Client) {
	http.Get(lib.RepoURL("o", "r")) // want `http\.Get: space is not allowed in a path`
	http.Get(lib.GoodRepoURL("o"))
	http.Get(lib.MirrorURL()) // want `http\.Get: space is not allowed in a path`
	http.Get(c.BaseURL())     // want `http\.Get: '\|' is not allowed in a path`
	http.Get(c.GoodBaseURL())
}
