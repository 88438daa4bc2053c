// Package fixvariants has a test file that names one of its constants.
package fixvariants

import "net/url"

const local = "/c d"

const named = "/g h"

// Parse is parse's caller in the package, as well as the test.
func Parse() { parse() }

func parse() {
	url.Parse(local)
	url.Parse(named)
}
