// Package suffixuse calls the clients of suffixlib with the routes they
// format after their base URL.
package suffixuse

import (
	"fmt"
	"net/url"

	"calls/suffixlib"
)

func objects(c *suffixlib.Client, name string, id int) {
	c.GET("/objects/a b")                                   // want `suffixlib\.Client\.GET: space is not allowed in a path`
	c.GET(fmt.Sprintf("/objects/%d?sort=last updated", id)) // want `suffixlib\.Client\.GET: space is not allowed in a query`
	c.DELETE("/objects?q=" + name)                          // want `suffixlib\.Client\.DELETE: name, free text, is written unescaped into the query value`
	c.DELETE("/objects?q=" + url.QueryEscape(name))
	c.GET(fmt.Sprintf("/objects/%d", id))
	c.Versioned("users?q=\"x\"") // want `suffixlib\.Client\.Versioned: '"' is not allowed in a query`
	c.Versioned("users?q=x")
	c.Fetch("/search?q=a|b") // want `suffixlib\.Client\.Fetch: '\|' is not allowed in a query`
	c.Fetch("/search?q=a%7Cb")
}

func lookAlikes(c *suffixlib.Client) {
	c.Query("/objects/a b")
	c.Swapped("/objects/a b")
	suffixlib.Based("https://example.com", "/objects/a b")
	c.Indexed("/objects/a b")
	c.Quoted("/objects/a b")
	suffixlib.Constant("/objects/a b")
}
