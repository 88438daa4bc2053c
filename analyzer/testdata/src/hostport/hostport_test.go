package hostport

import (
	"fmt"
	"net/http"
	"testing"
)

// In a test, the hosts the package writes decide: 127.0.0.1 and ::1.
type testOptions struct {
	Host string
	Port int
}

func newTestOptions() *testOptions { return &testOptions{Host: "127.0.0.1", Port: 4222} }

func reconfigure(o *testOptions, conf map[string]any) { o.Host = conf["host"].(string) }

func TestConnect(t *testing.T) {
	opts := newTestOptions()
	http.Get(fmt.Sprintf("http://%s:%d/", opts.Host, opts.Port))
	o := defaultOptions()
	http.Get(fmt.Sprintf("http://%s:%d/", o.Host, o.Port)) // want `http\.Get: a host and ':port' joined by hand`
}
