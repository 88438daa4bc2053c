// Package clientv3 is a stub of go.etcd.io/etcd/client/v3.
package clientv3

import "time"

type Config struct {
	Endpoints   []string `json:"endpoints"`
	DialTimeout time.Duration
	Username    string
	Password    string
}

type Client struct{}

func New(cfg Config) (*Client, error) { return &Client{}, nil }

func (c *Client) SetEndpoints(eps ...string) {}

func (*Client) Close() error { return nil }
