package flow

import "testing"

func TestZZScratch(t *testing.T) {
	src := `
import "strings"

func j(p string) {
	if !strings.HasPrefix(p, "/") {
		p = "/" + p
	}
	sink(p)
}
func k(p string) {
	sink(p)
}
func J() { j("api/x"); k("api/y") }
func m(p string) {
	if p == "" {
		p = "def"
	}
	sink(p)
}
func M() { m("api/z") }
`
	vals, whys := resolveSinks(t, src)
	for i := range vals {
		t.Logf("%q %q", vals[i], whys[i])
	}
}
