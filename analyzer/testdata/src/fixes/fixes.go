package fixes

import (
	"fmt"
	"net/url"
)

const decl = "http://example.com/a b" // want `url\.Parse: .*pchar`

func fixes(n int) {
	url.Parse(decl)
	url.Parse("http://example.com/\x20c")                  // want `url\.Parse: .*pchar`
	url.Parse(`http://example.com/d e`)                    // want `url\.Parse: .*pchar`
	url.Parse("http://example.com/" + "f g")               // want `url\.Parse: .*pchar`
	url.Parse("http://example.com/100%")                   // want `url\.Parse: .*pct-encoded`
	url.Parse(fmt.Sprintf("http://example.com/%d%%", n))   // want `url\.Parse: .*pct-encoded`
	url.Parse(fmt.Sprintf("http://example.com/h i/%d", n)) // want `url\.Parse: .*pchar`
}

// Calls of a function that formats its URL: a fix writes '%' as "%%" in
// their formats.
func formatted(n int) {
	getf("http://example.com/j k/%d", n) // want `fixes\.getf: .*pchar`
	getf("http://example.com/%d%%", n)   // want `fixes\.getf: .*pct-encoded`
}

func getf(tmpl string, args ...any) { url.Parse(fmt.Sprintf(tmpl, args...)) }
