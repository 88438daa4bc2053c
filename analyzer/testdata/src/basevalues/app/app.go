// Package app joins paths to lib's base, which lib's constructor writes.
package app

import (
	"net/http"

	"basevalues/lib"
)

func Users(c *lib.Client) (*http.Response, error) {
	return http.Get(c.BaseURL + "/users") // want `joining two strings makes "//" in the path`
}
