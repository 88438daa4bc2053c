// Package redis is a stub of github.com/redis/go-redis/v9.
package redis

type Options struct{}

type ClusterOptions struct{}

type FailoverOptions struct{}

func ParseURL(redisURL string) (*Options, error) { return &Options{}, nil }

func ParseClusterURL(redisURL string) (*ClusterOptions, error) { return &ClusterOptions{}, nil }

func ParseFailoverURL(redisURL string) (*FailoverOptions, error) { return &FailoverOptions{}, nil }

type Client struct{}

func NewClient(opt *Options) *Client { return &Client{} }
