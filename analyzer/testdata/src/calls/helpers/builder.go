package helpers

import (
	"fmt"
	"net/http"
	"strings"
)

func builders(id string, debug bool) {
	var b strings.Builder
	b.WriteString("https://example.com")
	b.WriteByte('/')
	b.WriteString("a b") // want `http\.Get: space is not allowed in a path`
	http.Get(b.String())

	var c strings.Builder
	c.WriteString("https://example.com/items/")
	c.WriteString(id)
	fmt.Fprintf(&c, "?q=%s", "x|y") // want `http\.Get: '\|' is not allowed in a query`
	http.Get(c.String())

	var d strings.Builder
	d.WriteString("https://example.com/")
	if debug {
		d.WriteString("x y") // in a branch: unknown
	}
	http.Get(d.String())

	var e strings.Builder
	e.WriteString("https://example.com/")
	fill(&e)
	http.Get(e.String())

	var g strings.Builder
	g.WriteString("https://example.com/ok")
	http.Get(g.String())
	g.WriteString(" after") // after the call: not in its value
}

func fill(b *strings.Builder) { b.WriteString("a b") }
