package testuse

import (
	"fieldvalues/lib"
	"testing"
)

// A test fills a decoded field with the input its case needs: a
// placeholder, or bad input for an error path. The reads outside tests do
// not take it.
var testHooks = []lib.Hook{{URL: "foo bar"}}

func TestHook(t *testing.T) {
	t.Log(testHooks)
}
