package testrequests

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"path"
	"testing"
)

// A request built for a handler in process: the handler sees the cleaned
// path "/localhost/v2/trace", and a test whose handler routes on it fails
// by itself. Quiet.
func TestParse(t *testing.T) {
	req := httptest.NewRequest(http.MethodPost, path.Join("http://localhost", TraceEndpointV2), bytes.NewReader([]byte("x")))
	if _, err := ParseTraceV2Request(req); err != nil {
		t.Fatal(err)
	}
}

// The same join sent by a client: the test's request has no host, and
// the error says nothing of why. Reported.
func TestSend(t *testing.T) {
	resp, err := http.Post(path.Join("http://localhost:8080", TraceEndpointV2), "application/x-protobuf", nil) // want `the join cleans its result as a file path`
	if err == nil {
		resp.Body.Close()
	}
}
