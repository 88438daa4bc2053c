// Package untyped is ill-typed: the text a table's elements are parts
// of is the result of an undefined function, an expression without a
// type.
package untyped

import (
	"net/http"
	"regexp"
)

var linkRE = regexp.MustCompile(`<([^>]+)>;\s*rel="([^"]+)"`)

func page() {
	if m := linkRE.FindStringSubmatch(undefinedFunc("Link")); m != nil {
		http.Get(m[1])
	}
}
