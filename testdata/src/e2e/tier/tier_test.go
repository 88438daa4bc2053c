package tier

import (
	"fmt"
	"net/http"
	"os"
	"testing"
)

// probe joins a host and a port by hand: a warning in a test file.
func probe(t *testing.T, host string, port int) {
	t.Helper()
	if _, err := http.Get(fmt.Sprintf("http://%s:%d/health", host, port)); err != nil {
		t.Fatal(err)
	}
}

func TestUsers(t *testing.T) {
	probe(t, os.Getenv("TIER_HOST"), 8080)
}
