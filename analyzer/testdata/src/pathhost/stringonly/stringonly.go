// Package stringonly writes host:port into a url.URL's Path and only
// ever writes the URL out with String, which happens to give
// "tcp://127.0.0.1:80": the warning tier, off by default.
package stringonly

import (
	"fmt"
	"net/url"
)

func endpoint(port int) string {
	u := url.URL{Scheme: "tcp", Path: fmt.Sprintf("127.0.0.1:%d", port)}
	return u.String()
}
