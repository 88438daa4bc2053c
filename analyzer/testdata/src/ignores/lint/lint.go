// Package lint holds staticcheck's //lint:ignore directives, which urlvet
// honours as staticcheck reads them.
package lint

import "net/url"

func lineDirectives() {
	//lint:ignore char the server expects a raw space
	url.Parse("http://example.com/a b")

	url.Parse("http://example.com/a b") //lint:ignore char a trailing directive covers its statement

	//lint:ignore CHAR check names are case-insensitive
	url.Parse("http://example.com/a b")

	//lint:ignore ch*,SA1007 patterns match as staticcheck's do
	url.Parse("http://example.com/a b")

	//lint:ignore SA1007 another tool's check: not urlvet's to judge
	url.Parse("http://example.com/a b") // want `space is not allowed`

	//lint:ignore SA1007,char mixed lists are left to both tools
	url.Parse("http://example.com/")

	//lint:ignore port the port is checked, not the character // want `this lint:ignore directive silences nothing`
	url.Parse("http://example.com/a b") // want `space is not allowed`

	//lint:ignore char,port two checks on one statement
	url.Parse("http://example.com:99999/a b")

	/* want `lint:ignore without a reason silences nothing` */ //lint:ignore char
	url.Parse("http://example.com/a b")                        // want `space is not allowed`

	//lint:ignore char nothing to silence here // want `this lint:ignore directive silences nothing`
	url.Parse("http://example.com/")

	//lint:ignore char only the statement's first line is covered // want `this lint:ignore directive silences nothing`
	if _, err := url.Parse("http://example.com/"); err != nil {
		url.Parse("http://example.com/a b") // want `space is not allowed`
	}

	//lint:ignorechar not a directive
	url.Parse("http://example.com/a b") // want `space is not allowed`

	//lint:other char an unknown command
	url.Parse("http://example.com/a b") // want `space is not allowed`
}
