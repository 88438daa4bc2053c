// Package files reads lib.Options.URL as a file path: it uses the field
// for more than the URL, and its writes are not checked.
package files

import (
	"os"

	"fieldfacts/lib"
)

func asPath() {
	o := lib.Options{URL: "/tmp/a b.txt"}
	_, _ = os.ReadFile(o.URL)
	_ = lib.Options{URL: "http://example.com/a b"}
}
