package hostport

import (
	"fmt"
	"net/http"
	"strconv"
	"testing"
)

type testServer struct {
	Host string
	Port int
}

func newTestServer(port int) *testServer { return &testServer{Host: "127.0.0.1", Port: port} }

// case: hostport valid test-server-field
func TestHealth(t *testing.T) {
	s := newTestServer(18080)
	resp, err := http.Get(fmt.Sprintf("http://%s:%d/healthz", s.Host, s.Port))
	if err == nil {
		resp.Body.Close()
	}
}

// case: hostport valid test-host-constant
const testHost = "localhost"

func TestMetrics(t *testing.T) {
	resp, err := http.Get("http://" + testHost + ":" + strconv.Itoa(19090) + "/metrics")
	if err == nil {
		resp.Body.Close()
	}
}

// endcase
