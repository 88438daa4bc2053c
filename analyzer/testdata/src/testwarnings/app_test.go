package testwarnings

import (
	"fmt"
	"net/http"
	"os"
	"testing"
)

// In a test file, both are warnings: quiet by default.
func TestConnect(t *testing.T) {
	host := os.Getenv("TEST_HOST")
	http.Get(fmt.Sprintf("http://%s:%d/health", host, 8080))
	http.Get("https://api.example.com/search?q=" + os.Getenv("QUERY"))
	connect(os.Getenv("TEST_HOST"), 8080)
}

// A test helper whose host parameter takes only constants, through a
// local variable: quiet in any case.
func startNode(t *testing.T, host string, port int) {
	if _, err := http.Get(fmt.Sprintf("http://%s:%d/ready", host, port)); err != nil {
		t.Fatal(err)
	}
}

func TestNodes(t *testing.T) {
	host := "127.0.0.1"
	startNode(t, host, 4222)
	for _, h := range []string{"localhost", "node1.example.com"} {
		startNode(t, h, 4223)
	}
}

// What a test would not notice by itself stays an error: a doubled '/'
// at a join that the server accepts.
func TestJoin(t *testing.T) {
	base := "https://api.example.com/" // want `joining two strings makes "//" in the path`
	http.Get(base + "/v1/items")
}
