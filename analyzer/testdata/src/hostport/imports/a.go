// Package imports holds hostport findings in files that do not import
// net or strconv: the fix adds the imports it needs.
package imports

import (
	"fmt"
	"net/http"
)

func get(host string, port int, port16 uint16) {
	http.Get(fmt.Sprintf("http://%s:%d/", host, port))   // want `joined by hand`
	http.Get("http://" + host + ":8080/")                // want `joined by hand.*; no fix: a concatenation is not rewritten$`
	http.Get(fmt.Sprintf("http://%s:%d/", host, port16)) // want `joined by hand.*; no fix: the port is a uint16, not an int or a string$`
}
