// Package consoleurl joins a URL that a field of another package's type
// holds with path.Join into a URL field: the package writes a URL into
// that field itself, so the join is known to lose the host (the
// cluster-monitoring-operator's external URLs).
package consoleurl

import (
	"net/http"
	"path"

	"guarantees/consoleurl/cfg"
)

type spec struct{ ExternalURL string }

type Factory struct{ console *cfg.Console }

func (f *Factory) spec() spec {
	var s spec
	if f.console != nil && f.console.Status.ConsoleURL != "" {
		s.ExternalURL = path.Join(f.console.Status.ConsoleURL, "monitoring") // want `path\.Join cleans its result as a file path: a URL in f\.console\.Status\.ConsoleURL \("https://console\.example\.com", written into it in this package\)`
	}
	return s
}

// ping reaches a sink, which the fast paths ask of a package before the
// default tier's named joins.
func ping() (*http.Response, error) {
	return http.Get("https://console.example.com/healthz")
}

func demo() spec {
	f := &Factory{console: &cfg.Console{Status: cfg.ConsoleStatus{ConsoleURL: "https://console.example.com"}}}
	return f.spec()
}

// A look-alike: a field the package writes only paths into.
type route struct{ baseURL string }

func (r route) link(name string) route {
	return route{baseURL: path.Join(r.baseURL, name)}
}

var home = route{baseURL: "/app"}
