package routes // want package:`urlResults\(API=0:…\(arg 0\)"/api/"…\(arg 1\)"/"…\(arg 2\); Versioned=0:…"/v1"\)`

// The URLs of a service's API, made from a root URL.

import (
	"fmt"
	"strings"
)

// API returns the URL of route in service at root.
func API(root, service, route string) string {
	route = strings.TrimLeft(route, "/")
	return fmt.Sprintf("%s/api/%s/%s", strings.TrimRight(root, "/"), service, route)
}

// Versioned writes a version after the route: the route is no tail.
func Versioned(root, route string) string {
	return root + route + "/v1"
}
