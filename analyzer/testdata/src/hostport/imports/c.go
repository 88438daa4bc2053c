package imports

import (
	"fmt"
	stdnet "net"
	"net/http"
)

// net imported under another name is named so.
func getC(host, port string) {
	http.Get(fmt.Sprintf("http://%s:%s/", host, port)) // want `joined by hand`
	_ = stdnet.IPv4len
}
