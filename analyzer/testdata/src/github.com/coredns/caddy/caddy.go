// Package caddy is a stub of the server framework coredns uses.
package caddy

import "github.com/coredns/caddy/caddyfile"

// A Controller hands a plugin the Corefile directives that set it up.
type Controller struct {
	caddyfile.Dispenser
}
