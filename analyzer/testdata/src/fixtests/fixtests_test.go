package fixtests

import (
	"net/http"
	"testing"
)

func TestRoute(t *testing.T) {
	mux := http.NewServeMux()
	mux.HandleFunc(route, func(http.ResponseWriter, *http.Request) {})
}
