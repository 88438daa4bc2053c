package selected

import "net/url"

// The run selects char and directive (-checks=char,directive): a
// directive naming another check is not judged, one naming char is.
func directives() {
	url.Parse("http://example.com/a b") //urlvet:ignore char
	url.Parse("http://example.com/")    //urlvet:ignore char // want `this urlvet:ignore directive silences nothing`
	url.Parse("http://example.com/")    //urlvet:ignore port
	url.Parse("http://example.com/")    //urlvet:ignore char,port // want `urlvet:ignore names check "char", which silences nothing here`
	url.Parse("http://example.com/")    //urlvet:ignore prot, // want `urlvet:ignore names unknown check "prot"`
}
