// Package warn has a URL whose only fault is a warning: an underscore in
// a host name.
package warn

import "net/url"

func Parse() (*url.URL, error) {
	return url.Parse("http://my_service:8080/health")
}
