// Package testrequests parses the body of a request a handler is given;
// its tests build those requests with httptest.NewRequest.
package testrequests

import (
	"io"
	"net/http"
)

const TraceEndpointV2 = "/v2/trace"

// ParseTraceV2Request reads the body alone, never the URL.
func ParseTraceV2Request(req *http.Request) ([]byte, error) {
	return io.ReadAll(req.Body)
}
