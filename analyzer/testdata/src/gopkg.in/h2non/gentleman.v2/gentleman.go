// Package gentleman is a stub of gopkg.in/h2non/gentleman.v2.
package gentleman

type Client struct{}

type Request struct{}

func New() *Client { return &Client{} }

func (c *Client) URL(uri string) *Client { return c }

func (c *Client) BaseURL(uri string) *Client { return c }

func (c *Client) Path(path string) *Client { return c }

func (c *Client) Param(name, value string) *Client { return c }

func (c *Client) Request() *Request { return &Request{} }

func (r *Request) URL(uri string) *Request { return r }

func (r *Request) Path(path string) *Request { return r }

func (r *Request) AddPath(path string) *Request { return r }

func (r *Request) Param(name, value string) *Request { return r }
