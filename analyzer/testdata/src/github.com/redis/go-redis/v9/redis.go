// Package redis stands for github.com/redis/go-redis/v9: the declarations urlvet's catalogue names.
package redis

type Options struct{}
type ClusterOptions struct{}
type FailoverOptions struct{}

func ParseURL(redisURL string) (*Options, error)                 { return nil, nil }
func ParseClusterURL(redisURL string) (*ClusterOptions, error)   { return nil, nil }
func ParseFailoverURL(redisURL string) (*FailoverOptions, error) { return nil, nil }
