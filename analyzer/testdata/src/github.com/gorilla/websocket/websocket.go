// Package websocket is a stub of github.com/gorilla/websocket.
package websocket

import (
	"context"
	"net/http"
)

type Conn struct{}

type Dialer struct{}

var DefaultDialer = &Dialer{}

func (d *Dialer) Dial(urlStr string, requestHeader http.Header) (*Conn, *http.Response, error) {
	return &Conn{}, nil, nil
}

func (d *Dialer) DialContext(ctx context.Context, urlStr string, requestHeader http.Header) (*Conn, *http.Response, error) {
	return &Conn{}, nil, nil
}

// Upgrader upgrades an HTTP connection; CheckOrigin decides which
// origins it accepts.
type Upgrader struct {
	CheckOrigin func(r *http.Request) bool
}
