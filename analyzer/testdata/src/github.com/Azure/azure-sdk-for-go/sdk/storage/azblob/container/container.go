// Package container stands for the container client of the Azure SDK's
// blob storage module: its constructor's containerName is the name of a
// storage container (lower-case letters, digits and '-').
package container

// Client is a container's client.
type Client struct{ url string }

// ClientOptions are a client's options.
type ClientOptions struct{}

// NewClientFromConnectionString makes a client of container
// containerName of the account connectionString names.
func NewClientFromConnectionString(connectionString, containerName string, options *ClientOptions) (*Client, error) {
	return &Client{url: connectionString + "/" + containerName}, nil
}
