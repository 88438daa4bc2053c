// Package browserlike sends the same requests from a program, whose
// client needs an absolute URL: reported.
package browserlike

import (
	"bytes"
	"net/http"
)

func create(body []byte) {
	http.Post("/api/usercontent", "image/png", bytes.NewReader(body)) // want `"/api/usercontent" is a relative reference; an HTTP client needs an absolute http or https URL`
}
