// Package gin is a stand-in for github.com/gin-gonic/gin: its Engine
// listens on the address Run is given.
package gin

import "net/http"

// Engine is a router.
type Engine struct{}

// Default returns an Engine.
func Default() *Engine { return &Engine{} }

// Run listens on the first address, or ":8080".
func (e *Engine) Run(addr ...string) error {
	a := ":8080"
	if len(addr) > 0 {
		a = addr[0]
	}
	return http.ListenAndServe(a, nil)
}

// Context is the context of a request a handler serves: Request is the
// request the server received.
type Context struct {
	Request *http.Request
	Writer  http.ResponseWriter
}

// Redirect answers with a redirect to location.
func (c *Context) Redirect(code int, location string) {
	http.Redirect(c.Writer, c.Request, location, code)
}

// HandlerFunc serves a request.
type HandlerFunc func(*Context)

// GET routes GET requests of path to handler.
func (e *Engine) GET(path string, handler HandlerFunc) {}
