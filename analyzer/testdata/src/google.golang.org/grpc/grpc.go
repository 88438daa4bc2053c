// Package grpc is a stub of google.golang.org/grpc: the signatures urlvet's
// catalogue matches, with empty bodies.
package grpc

import "context"

type DialOption interface{}

type ClientConn struct{}

func (*ClientConn) Close() error { return nil }

func NewClient(target string, opts ...DialOption) (*ClientConn, error) { return &ClientConn{}, nil }

func Dial(target string, opts ...DialOption) (*ClientConn, error) { return &ClientConn{}, nil }

func DialContext(ctx context.Context, target string, opts ...DialOption) (*ClientConn, error) {
	return &ClientConn{}, nil
}

func WithBlock() DialOption { return nil }
