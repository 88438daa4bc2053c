// Package on holds warnings that -warnings, or host-underscore named in
// -checks, reports.
package on

import "net/url"

func on() {
	url.Parse("http://my_service:8080/health") // want `^warning: url\.Parse: '_' is not allowed in a DNS host name`
	url.Parse("ws://a_b/")                     // want `url\.Parse: '_' is not allowed in a DNS host name`
}

// A host of '_' alone stands for any host in a pattern (a wildcard
// marker) and names none; '_' among letters is a name.
func patterns() {
	url.Parse("https://_____/products/_____")
	url.Parse("https://___.example.com/products") // want `url\.Parse: '_' is not allowed in a DNS host name`
	url.Parse("https://x_____/products")          // want `url\.Parse: '_' is not allowed in a DNS host name`
}
