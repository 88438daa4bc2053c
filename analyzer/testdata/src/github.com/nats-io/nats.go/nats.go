// Package nats stands for github.com/nats-io/nats.go.
package nats

type Conn struct{}
type Option func(*Options) error

type Options struct {
	Url     string
	Servers []string
	Name    string
}

const DefaultURL = "nats://127.0.0.1:4222"

func Connect(url string, options ...Option) (*Conn, error) { return nil, nil }
