package plain

import "net/url"

func directives() {
	url.Parse("http://example.com/") //urlvet:ignore may silence a warning of runs with -warnings
	url.Parse("http://example.com/") //urlvet:ignore host-underscore
	url.Parse("http://example.com/") //urlvet:ignore char // want `urlvet:ignore directive silences nothing`
}
