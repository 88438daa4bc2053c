package partial

import (
	"net/http"
	"os"
	"strings"
)

// A hole right after a scheme's first letters may complete the scheme:
// "http" + v is absolute when v is "s://x". A host with no scheme is
// reported whatever follows it.
func schemeHole() {
	v := os.Getenv("REST")
	http.Get("http" + v)
	http.Get("http" + strings.TrimPrefix(v, "env"))
	http.Get("api.example.com" + v) // want `http\.Get: "api\.example\.com" is a relative reference`
	http.Get("ftp" + v)             // want `http\.Get: "ftp" is a relative reference`
}
