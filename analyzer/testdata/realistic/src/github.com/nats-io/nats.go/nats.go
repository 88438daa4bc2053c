// Package nats is a stub of github.com/nats-io/nats.go.
package nats

type Option func(*Options) error

type Options struct{}

type Conn struct{}

func Connect(url string, options ...Option) (*Conn, error) { return &Conn{}, nil }

func (*Conn) Close() {}
