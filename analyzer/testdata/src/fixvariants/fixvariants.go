// Package fixvariants has a test file that names one of its constants.
package fixvariants

import "net/url"

const local = "/c d"

const named = "/g h"

func parse() {
	url.Parse(local)
	url.Parse(named)
}
