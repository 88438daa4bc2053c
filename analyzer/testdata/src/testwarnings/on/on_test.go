package on

import (
	"fmt"
	"net/http"
	"os"
	"testing"
)

func TestConnect(t *testing.T) {
	host := os.Getenv("TEST_HOST")
	http.Get(fmt.Sprintf("http://%s:%d/health", host, 8080))           // want `^warning: http\.Get: a host and ':port' joined by hand`
	http.Get("https://api.example.com/search?q=" + os.Getenv("QUERY")) // want `^warning: .*os\.Getenv\("QUERY"\), run-time input, is written unescaped into the query value`
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

func TestNodeVariants(t *testing.T) {
	hosts := []string{"localhost", "127.0.0.1"}
	for _, h := range hosts {
		startNode(t, h, 4224)
	}
	for _, tc := range []struct{ host string }{{"127.0.0.1"}, {"localhost"}} {
		startNode(t, tc.host, 4225)
	}
	addr := "127.0.0.1"
	if testing.Short() {
		addr = "localhost"
	}
	startNode(t, addr, 4226)
	startVia(t, "127.0.0.1")
	run := func(host string) { startNode(t, host, 4227) }
	run("localhost")
}

func startVia(t *testing.T, host string) {
	h := host
	startNode(t, h, 4228)
	http.Get("http://" + h + ":8080/")
}
