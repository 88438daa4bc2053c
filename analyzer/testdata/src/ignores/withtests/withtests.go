package withtests

import "net/url"

// A directive that silences nothing in this file is reported only by the
// analysis with the package's tests: the one without them may miss a
// finding that only the tests reach.
func directives() {
	url.Parse("http://example.com/a b") //urlvet:ignore char
}
