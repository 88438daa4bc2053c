// Package lint is constonly with staticcheck's directives.
package lint

import "net/http"

func teapot() int {
	//lint:ignore char nothing to silence here // want `this lint:ignore directive silences nothing`
	return http.StatusTeapot
}

func quiet() int {
	//lint:ignore SA1019 another tool's check: not urlvet's to judge
	return http.StatusGone
}
