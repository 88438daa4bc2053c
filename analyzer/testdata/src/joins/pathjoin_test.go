package joins

import (
	"net/http"
	"path"
	"testing"
)

func TestCleanPrefix(t *testing.T) {
	if got := cleanPrefix("http://evil.example.com"); got != "/http:/evil.example.com" {
		t.Errorf("got %q", got)
	}
}

func TestJoinInTest(t *testing.T) {
	http.Get(path.Join("http://localhost:8080", "healthz")) // want `path\.Join: .*file path`
}
