//lint:file-ignore port,idna fixtures with ports out of range

package lint

import "net/url"

func fileDirective() {
	url.Parse("http://example.com:99999/")
	url.Parse("http://example.com:65536/a b") // want `space is not allowed`
}
