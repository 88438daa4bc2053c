// Package testcallers holds parameters whose run-time input comes from a
// test's call alone: the test's fixture, which says nothing of what the
// program is given.
package testcallers

import (
	"net/http"
	"os"
)

type Client struct{ Key string }

func New(key string) *Client {
	c := &Client{}
	c.Key = key
	return c
}

func (c *Client) ByName() (*http.Response, error) {
	return http.Get("https://api.example.org/weather?appid=" + c.Key)
}

func search(term string) (*http.Response, error) {
	return http.Get("https://api.example.org/find?q=" + term) // want `term, run-time input, is written unescaped into the query value`
}

// A call of the program's own passes input: reported.
func Run() {
	search(os.Getenv("TERM_QUERY"))
}
