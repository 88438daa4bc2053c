package guarantees

import (
	"net/http"
	"net/url"
	"path"
)

// path.Join drops the trailing '/' of its last element: a path written
// with one ("/v1/users/", an API whose routes end in '/') is sent
// without it (golium's requests).

func getPath(base *url.URL, endpoint string) (*http.Response, error) {
	u := *base
	u.Path = path.Join(u.Path, endpoint) // want `url\.URL\.Path: path\.Join cleans its result as a file path and drops the trailing '/' of "/v1/users/"`
	return http.Get(u.String())
}

func listUsers(base *url.URL) (*http.Response, error) {
	return getPath(base, "/v1/users/")
}

func listItems(base *url.URL) (*http.Response, error) {
	u := *base
	u.Path = path.Join(u.Path, "v1", "items/") // want `drops the trailing '/' of "items/"`
	return http.Get(u.String())
}

// Look-alikes: no trailing '/'; "/" alone; one element cleaned on
// purpose; an element that may or may not end in '/'.

func listOrders(base *url.URL, all bool) (*http.Response, error) {
	u := *base
	u.Path = path.Join(u.Path, "v1", "orders")
	u.Path = path.Join(u.Path, "/")
	u.Path = path.Clean("/v1/orders/")
	seg := "archive/"
	if !all {
		seg = "recent"
	}
	u.Path = path.Join(u.Path, seg)
	return http.Get(u.String())
}

// A last element whose end is constant: the project is in the middle.
func store(base *url.URL, project string) (*http.Response, error) {
	u := *base
	u.Path = path.Join(u.Path, "/api/"+project+"/store/") // want `drops the trailing '/' of "/api/…/store/"`
	return http.Post(u.String(), "application/json", nil)
}
