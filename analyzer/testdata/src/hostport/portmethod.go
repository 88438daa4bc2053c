package hostport

import (
	"fmt"
	"net/http"
	"strconv"
)

// A listener's port, as text its method makes from a number.
type listener struct {
	num   int
	bound bool
}

func (l listener) portText() string {
	if !l.bound {
		return ""
	}
	return strconv.Itoa(l.num)
}

func cacheURL(addr string, l listener) string {
	return fmt.Sprintf("memcache://%s:%s/slab", addr, l.portText()) // want `fmt\.Sprintf: a host and ':port' joined by hand`
}

func statsURL(addr string, l listener) {
	http.Get(fmt.Sprintf("http://%s:%s/stats?verbose=%t", addr, l.portText(), true)) // want `http\.Get: a host and ':port' joined by hand`
}
