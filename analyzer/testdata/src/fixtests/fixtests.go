// Package fixtests has test files: a package-level constant may be used
// in them, so a fix of its declaration needs the test files analyzed too.
package fixtests

import "net/url"

// Analyzed without its test files, the package cannot tell; with them,
// the route use is seen.
const route = "/a b" // want `url\.Parse: .*; no fix: route is (also named in fixtests_test\.go:10, a test file not analyzed with this package|also used as a route pattern at fixtests_test\.go:10)$`

func parse() {
	url.Parse(route)
	// A local constant: no test file can use it.
	const inner = "/e f" // want `url\.Parse: .*pchar\)$`
	url.Parse(inner)
}
