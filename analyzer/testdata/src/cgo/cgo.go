package cgo

// #include <stdlib.h>
import "C"

import "net/url"

func cgo() {
	_ = C.abs(1)
	url.Parse("http://example.com/a b") // want `url\.Parse: .*pchar`
}
