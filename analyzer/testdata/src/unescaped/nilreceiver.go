package unescaped

import (
	"net/http"
	"net/url"
	"strconv"
)

// A field read past a nil test of the struct holding it (if c == nil
// { return "" }) takes the values written into it: escaped here.
type eapiConn struct {
	auth, host string
	port       int
}

func (c *eapiConn) Authentication(user, pass string) {
	c.auth = url.PathEscape(user + ":" + pass)
}

func (c *eapiConn) commandURL() string {
	if c == nil {
		return ""
	}
	return "https://" + c.auth + "@" + c.host + "/command-api"
}

func (c *eapiConn) Send() { http.Post(c.commandURL(), "application/json", nil) }

// Look-alike: a field written raw is reported past the same test.
type rawConn struct {
	label string
	port  int
}

func (c *rawConn) SetLabel(l string) { c.label = l }

func (c *rawConn) statusURL() string {
	if c == nil {
		return ""
	}
	return "https://status.example.com/?port=" + strconv.Itoa(c.port) + "&label=" + c.label // want `c\.label, free text, is written unescaped into the query value`
}

func (c *rawConn) Send() { http.Get(c.statusURL()) }
