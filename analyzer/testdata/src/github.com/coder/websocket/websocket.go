// Package websocket is a stub of github.com/coder/websocket.
package websocket

import (
	"context"
	"net/http"
)

type Conn struct{}

type DialOptions struct{ HTTPHeader http.Header }

func Dial(ctx context.Context, u string, opts *DialOptions) (*Conn, *http.Response, error) {
	return &Conn{}, nil, nil
}
