// Package hubaddr holds a remote hub's documented address.
package hubaddr

import "fmt"

// Addr is the hub's address with the account in its userinfo, as the
// service documents it.
func Addr(user, key string) string {
	return fmt.Sprintf("http://%s:%s@ondemand.hub.test/wd/hub", user, key)
}
