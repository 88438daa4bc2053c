package unescaped

import (
	"fmt"
	"net/http"
)

// A password read through a pointer is a password: reported by default,
// with the fix. A user name through one is a string of the warning tier.
func logonLink(username, password *string) {
	http.Get(fmt.Sprintf("%s/logon?user=%s&pass=%s", base, *username, *password)) // want `\*username, a string` `\*password, run-time input, is written unescaped into the query value`
}
