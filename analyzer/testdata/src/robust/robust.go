package robust

import (
	"fmt"
	"net/url"
)

func typeErrors() {
	url.Parse(undefined)
	url.Parse("http://example.com/a b" + undefinedToo) // want `url\.Parse: .*pchar`
	var x int = "s"
	url.Parse(x)
}

func invalidUTF8() {
	url.Parse("http://example.com/\xff") // want `url\.Parse: .*`
}

func generic[T ~string](u T) {
	url.Parse(string(u))
	url.Parse(string(T("http://example.com/b c"))) // want `url\.Parse: .*pchar`
}

type box[T any] struct{ v T }

func (b box[T]) get(u string) { url.Parse(u) }

func useGeneric() {
	generic("http://example.com/")
	box[int]{}.get("http://example.com/d e") // want `robust\.box\.get: .*pchar`
}

// Variables assigned from themselves, or from each other, end the search
// for a field they carry.
func cycles() {
	var u, a, b string
	u = fmt.Sprintf("%s/x", u)
	url.Parse(u)
	a = b + "/a"
	b = a + "/b"
	url.Parse(a)
}
