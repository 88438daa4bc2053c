// Package fixed writes bad constants into a field with a FieldSinkFact:
// each is fixed at its literal, unless the constant is also used
// elsewhere.
package fixed

import (
	"fmt"

	"fieldfacts/lib"
)

const endpoint = "http://example.com/a b" // want `lib\.Config\.Endpoint: space .*pchar\)$`

const shown = "http://example.com/c d" // want `lib\.Config\.Endpoint: space .*; no fix: shown is also printed by fmt\.Println at fixed\.go:22`

func writes() {
	lib.New(lib.Config{Endpoint: endpoint})
	lib.New(lib.Config{Endpoint: "http://example.com/e|f"}) // want `lib\.Config\.Endpoint: '\|' .*pchar\)$`
	var c lib.Config
	c.Endpoint = "http://example.com/%zz" // want `lib\.Config\.Endpoint: .*escape`
	lib.New(lib.Config{Endpoint: shown})
	fmt.Println(shown)
	lib.New(c)
}
