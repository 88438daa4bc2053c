// Package resty is a stub of resty.dev/v3.
package resty

type Client struct{}

type Request struct{}

type Response struct{}

func New() *Client { return &Client{} }

func (c *Client) SetBaseURL(url string) *Client { return c }

func (c *Client) R() *Request { return &Request{} }

func (r *Request) SetPathParam(param, value string) *Request { return r }

func (r *Request) SetURL(url string) *Request { return r }

func (r *Request) Get(url string) (*Response, error) { return &Response{}, nil }

func (r *Request) Post(url string) (*Response, error) { return &Response{}, nil }

func (r *Request) Delete(url string) (*Response, error) { return &Response{}, nil }

func (r *Request) Execute(method, url string) (*Response, error) { return &Response{}, nil }
