package unescaped

import (
	"fmt"
	"net/http"
)

// A blog service's client: an alias is the slug the service keys a
// collection or an organization by in its paths, which it restricts as
// a name. Look-alikes: a title in the same path, and an alias from a
// request. (An alias in a query is a label a person wrote, free text:
// derivedColumn.)
type blogAPI struct{ base string }

func (c *blogAPI) get(path string) (*http.Response, error) {
	return http.Get(fmt.Sprintf("%s%s", c.base, path))
}

func newBlogAPI() *blogAPI { return &blogAPI{base: "https://blog.example/api"} }

func (c *blogAPI) collectionByAlias(alias string) (*http.Response, error) {
	return c.get(fmt.Sprintf("/collections/%s", alias))
}

type orgPost struct{ OrgAlias, Title string }

func (c *blogAPI) orgPost(p orgPost) (*http.Response, error) {
	return c.get("/organizations/" + p.OrgAlias + "/posts")
}

func (c *blogAPI) collectionByTitle(p orgPost) (*http.Response, error) {
	return c.get("/collections/" + p.Title) // want `p\.Title, free text, is written unescaped into the path`
}

func collectionFromForm(r *http.Request) (*http.Response, error) {
	return http.Get("https://blog.example/api/collections/" + r.FormValue("alias")) // want `r\.FormValue\("alias"\), run-time input, is written unescaped into the path`
}
