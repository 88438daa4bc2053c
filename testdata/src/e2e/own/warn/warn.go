// Package warn has a URL whose only fault is a warning: an underscore in
// a host name.
package warn

import "example.com/e2e/own"

func Health() {
	own.Get("http://my_service:8080/health")
}
