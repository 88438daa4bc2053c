// Package nats is a stub of github.com/nats-io/nats.go.
package nats

type Option func(*Options) error

type Options struct {
	Url     string
	Servers []string
	Name    string
}

type Conn struct{}

const DefaultURL = "nats://127.0.0.1:4222"

func Connect(url string, options ...Option) (*Conn, error) { return &Conn{}, nil }

func (*Conn) Close() {}
