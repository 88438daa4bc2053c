package testnotices

import (
	"crypto/sha256"
	"encoding/base64"
	"io"
	"net/http"
	"testing"
)

// checksum sets a request's body checksum header: the code under test
// reads the body and headers alone.
func checksum(req *http.Request, body []byte) {
	sum := sha256.Sum256(body)
	req.Header.Set("X-Checksum", base64.StdEncoding.EncodeToString(sum[:]))
}

// A request only filled with headers and handed to the code under test,
// which reads no URL: its host-less URL is never used.
func TestChecksumHeader(t *testing.T) {
	for _, tc := range []struct {
		name string
		req  func() *http.Request
	}{
		{"plain", func() *http.Request {
			req, _ := http.NewRequest("PUT", "storage.example.net", nil)
			req.Header.Set("Content-Type", "text/plain")
			return req
		}},
	} {
		req := tc.req()
		checksum(req, []byte(tc.name))
		if req.Header.Get("X-Checksum") == "" {
			t.Fatal("no checksum")
		}
	}
}

// Its host read by the test: empty.
func TestChecksumHost(t *testing.T) {
	req, _ := http.NewRequest("PUT", "storage.example.net", nil) // want `relative reference`
	if req.Host != "storage.example.net" {
		t.Log(req.Host)
	}
}

// Sent by a client, which fails with no host, the error dropped.
func TestChecksumSent(t *testing.T) {
	req, _ := http.NewRequest("PUT", "storage.example.net", nil) // want `relative reference`
	resp, _ := http.DefaultClient.Do(req)
	if resp != nil {
		io.Copy(io.Discard, resp.Body)
	}
}
