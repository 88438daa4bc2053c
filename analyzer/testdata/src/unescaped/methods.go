package unescaped

import (
	"net/http"
	"strings"
)

// An API method's name ("storage/volume/list", "channels.list") is one
// of a set the API defines, its '/' meant: quiet in a path, a string of
// the warning tier in a query.
type rpcClient struct {
	endpoint string
	hc       *http.Client
}

func (c *rpcClient) call(method, note string) {
	c.hc.Get(c.endpoint + "/" + method)
	c.hc.Get(c.endpoint + "/rpc?method=" + method) // want `method, a string, is written unescaped into the query value`
	c.hc.Get(c.endpoint + "/" + note)              // want `note, a string, is written unescaped into the path`
}

// A suffix reassigned its own text trimmed of a leading '/' is a path,
// joined after the base's; trimmed of spaces, or assigned again after
// the trim, it is not known.
func (c *rpcClient) metadata(suffix, item string, raw bool) {
	suffix = strings.TrimLeft(suffix, "/")
	c.hc.Get(c.endpoint + "/computed/v1/" + suffix)
	item = strings.TrimSpace(item)
	c.hc.Get(c.endpoint + "/computed/v1/" + item) // want `item, a string, is written unescaped into the path`
	if raw {
		item = strings.TrimPrefix(item, "/")
		item = strings.ToUpper(item)
		c.hc.Get(c.endpoint + "/computed/v1/" + item) // want `item, a string, is written unescaped into the path`
	}
}
