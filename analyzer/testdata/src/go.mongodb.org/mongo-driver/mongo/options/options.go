// Package options is a stub of go.mongodb.org/mongo-driver/mongo/options.
package options

type ClientOptions struct{}

func Client() *ClientOptions { return &ClientOptions{} }

func (c *ClientOptions) ApplyURI(uri string) *ClientOptions { return c }
