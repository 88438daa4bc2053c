package unescaped

import (
	"net/http"
	"strings"
)

// A long value made by repeating a constant (to test truncation) is that
// constant's text, checked as written: "x" needs no escaping.
func truncated() {
	long := strings.Repeat("x", 10000)
	http.Get(base + "/intake?tags=" + long)
}

// A repeated constant that a query cannot hold is reported where the
// call makes it; a count not known is not followed.
func padded(n int) {
	http.Get(base + "/intake?tags=" + strings.Repeat("a b", 2)) // want `http\.Get: space is not allowed in a query`
	http.Get(base + "/intake?tags=" + strings.Repeat("x", n)) // want `strings\.Repeat\(\"x\", n\), a string, is written unescaped into the query value`
}
