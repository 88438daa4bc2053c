package basevalues

import (
	"fmt"
	"net/http"
	"net/url"
	"path"
)

// A base whose host is made of a customer's name and whose path is known
// text: a path assigned over it drops "/api/", as a join keeps it.

const tenantAPI = "tenants.example.com/api/"

func tenantURL(customer string) string {
	return fmt.Sprintf("https://%s.%s", customer, tenantAPI)
}

func tenantPost(customer, basepath string) (*http.Response, error) {
	u, _ := url.Parse(tenantURL(customer))
	u.Path = basepath // want `assigning basepath to the Path of u, parsed from "https://….tenants.example.com/api/", replaces the base path "/api/"`
	return http.Post(u.String(), "application/json", nil)
}

func tenantGet(customer, basepath string) (*http.Response, error) {
	u, _ := url.Parse(tenantURL(customer))
	u.Path = path.Join(u.Path, basepath)
	return http.Get(u.String())
}

// Look-alikes: a hole in the path leaves the base path unknown; a port's
// hole leaves the text no URL to parse.
func tenantVersioned(customer, version, basepath string) (*http.Response, error) {
	u, _ := url.Parse("https://" + customer + ".example.com/" + version + "/api/")
	u.Path = basepath
	return http.Post(u.String(), "application/json", nil)
}

func tenantPort(port, basepath string) (*http.Response, error) {
	u, _ := url.Parse("https://tenants.example.com:" + port + "/api/")
	u.Path = basepath
	return http.Post(u.String(), "application/json", nil)
}
