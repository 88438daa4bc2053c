// Package mocks is test code by its path, not by its file names: its
// hostport and unescaped-input findings are warnings, reported with
// -warnings and marked as such, as in a _test.go file.
package mocks

import (
	"fmt"
	"net/http"
	"os"
)

func Connect() (*http.Response, error) {
	host := os.Getenv("MOCK_HOST")
	return http.Get(fmt.Sprintf("http://%s:%d/health", host, 8080)) // want `^warning: http\.Get: a host and ':port' joined by hand`
}
