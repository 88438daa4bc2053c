package disabled

import "net/url"

// The run turns off the port check: a directive naming it, or the plain
// form, may silence a finding of runs that keep it.
func directives() {
	url.Parse("http://example.com/") //urlvet:ignore port
	url.Parse("http://example.com/") //urlvet:ignore
	url.Parse("http://example.com/") //urlvet:ignore char,port // want `urlvet:ignore names check "char", which silences nothing here`
	url.Parse("http://example.com/") //urlvet:ignore char // want `urlvet:ignore directive silences nothing`
}
