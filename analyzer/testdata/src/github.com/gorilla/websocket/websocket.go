// Package websocket stands for github.com/gorilla/websocket.
package websocket

import (
	"context"
	"net/http"
)

type Conn struct{}
type Dialer struct{}

var DefaultDialer = &Dialer{}

func (d *Dialer) Dial(urlStr string, requestHeader http.Header) (*Conn, *http.Response, error) {
	return nil, nil, nil
}

func (d *Dialer) DialContext(ctx context.Context, urlStr string, requestHeader http.Header) (*Conn, *http.Response, error) {
	return nil, nil, nil
}
