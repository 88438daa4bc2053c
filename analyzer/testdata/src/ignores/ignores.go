package ignores

import "net/url"

// home reaches no sink; urlvet -literals would check it.
var home = "http://example.com:99999/" //urlvet:ignore port not reported: -literals finds it

func directives() {
	url.Parse("http://example.com/a b") //urlvet:ignore char the server expects a raw space
	url.Parse("http://example.com/c d") //urlvet:ignore port the wrong check // want `url\.Parse: .*pchar` `this urlvet:ignore directive silences nothing; should it be removed\?`
	//urlvet:ignore port nothing to silence below // want `this urlvet:ignore directive silences nothing`
	url.Parse("http://example.com/ok")
	//urlvet:ignore a plain directive with nothing below // want `this urlvet:ignore directive silences nothing`
	url.Parse("http://example.com/fine")
	//urlvet:ignore
	url.Parse("http://example.com/e f")
	url.Parse("http://example.com:99999/") //urlvet:ignore prot,port one typo // want `urlvet:ignore names unknown check "prot"`
	url.Parse("http://example.com/")       //urlvet:ignore prot, only a typo // want `urlvet:ignore names unknown check "prot"`
	url.Parse("http://example.com/g h")    //urlvet:ignorechar is no directive // want `url\.Parse: .*pchar`

	// Both directives silence the finding: neither is unused.
	//urlvet:ignore char
	url.Parse("http://example.com/" +
		"i j") //urlvet:ignore char
	url.Parse("http://example.com/k l") //urlvet:ignore char,port used: it silences one of them
}
