// Package apiroutes makes the URLs of a deployment's services from its
// root URL.
package apiroutes

import (
	"fmt"
	"strings"
)

// API returns the URL of route in service's API at rootURL.
func API(rootURL, service, route string) string {
	route = strings.TrimLeft(route, "/")
	return fmt.Sprintf("%s/api/%s/v1/%s", strings.TrimRight(rootURL, "/"), service, route)
}
