// Package cors is a stub of github.com/rs/cors.
package cors

import "net/http"

// Options configures a Cors handler.
type Options struct {
	AllowedOrigins         []string
	AllowOriginFunc        func(origin string) bool
	AllowOriginRequestFunc func(r *http.Request, origin string) bool
}

// Cors is a CORS handler.
type Cors struct{}

// New returns a handler for the options.
func New(o Options) *Cors { return &Cors{} }
