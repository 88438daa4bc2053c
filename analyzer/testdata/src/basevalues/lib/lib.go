// Package lib exports a client whose base its constructor writes: the // want package:`urlFieldValues\(Client.BaseURL="https://api.example.com/v1/"\|"https://legacy.example.com/v1"\|…\)`
// package's facts carry the constants its own calls pass.
package lib

import "net/http"

type Client struct{ BaseURL string }

func New(base string) *Client { return &Client{BaseURL: base} }

func Default() *Client { return New("https://api.example.com/v1/") }

func Legacy() *Client { return New("https://legacy.example.com/v1") }

func (c *Client) Ping() (*http.Response, error) { return http.Get("https://status.example.com/ping") }
