// Package metadata is a stand-in for the GCE metadata client: the
// functions of its API urlvet's rows name, each asking the server
// through a function value the stand-in never sets.
package metadata

import "context"

// ask stands for a request to the metadata server.
var ask func(ctx context.Context, suffix string) (string, error)

// Get returns the value the metadata server keeps under suffix.
func Get(suffix string) (string, error) { return ask(context.Background(), suffix) }

// GetWithContext is Get with a context.
func GetWithContext(ctx context.Context, suffix string) (string, error) { return ask(ctx, suffix) }

// Hostname returns the instance's host name.
func Hostname() (string, error) { return ask(context.Background(), "instance/hostname") }

// InternalIP returns the instance's address in its network.
func InternalIP() (string, error) {
	return ask(context.Background(), "instance/network-interfaces/0/ip")
}

// A Client asks a metadata server.
type Client struct{}

// Get returns the value the server keeps under suffix.
func (c *Client) Get(suffix string) (string, error) { return ask(context.Background(), suffix) }

// HostnameWithContext returns the instance's host name.
func (c *Client) HostnameWithContext(ctx context.Context) (string, error) {
	return ask(ctx, "instance/hostname")
}
