// Package flag is package on, analyzed with the -warnings flag.
package flag

import "net/url"

func on() {
	url.Parse("http://my_service:8080/health") // want `url\.Parse: '_' is not allowed in a DNS host name`
	url.Parse("ws://a_b/")                     // want `url\.Parse: '_' is not allowed in a DNS host name`
}
