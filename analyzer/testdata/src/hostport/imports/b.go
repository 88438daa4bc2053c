package imports

import "fmt"
import "net/http"

// A file without an import block gets an import declaration of its own.
func getB(host, port string) {
	http.Get(fmt.Sprintf("http://%s:%s/", host, port)) // want `joined by hand`
}
