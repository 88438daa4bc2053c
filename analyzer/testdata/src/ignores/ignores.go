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
	url.Parse("http://example.com/k l") //urlvet:ignore char,port only char is used // want `urlvet:ignore names check "port", which silences nothing here; should it be removed\?`
	url.Parse("http://example.com/m n") //urlvet:ignore port,char,,host two are unused // want `urlvet:ignore names checks "port", "host", which silence nothing here; should they be removed\?`
	url.Parse("http://example.com/o p") //urlvet:ignore char,directive // want `urlvet:ignore cannot silence the directive check`
	url.Parse("http://example.com/q r") //urlvet:ignore directive is the plain form's reason
}
