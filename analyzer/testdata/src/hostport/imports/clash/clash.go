// Package clash takes the names net and strconv: the imports the fix
// adds get other names.
package clash

import (
	"fmt"
	"net/http"
)

var strconv = "not the package"

func get(net string, port int) {
	http.Get(fmt.Sprintf("http://%s:%d/", net, port)) // want `joined by hand`
}
