package values

import (
	"flag"
	"net/http"
	"strings"
)

// case: values bug flag-deref-at-definition
var beaconServer = "http://localhost:8888"

func Beacon() (*http.Response, error) {
	server := strings.TrimRight(*flag.String("server", beaconServer, "the C2 server"), "/") // want `flag\.String is dereferenced where the flag is defined`
	flag.Parse()
	return http.Post(server+"/beacon", "application/json", nil)
}

// case: values valid flag-deref-after-parse
func Report() (*http.Response, error) {
	server := flag.String("report-server", "http://localhost:9999", "the report server")
	flag.Parse()
	return http.Post(strings.TrimRight(*server, "/")+"/report", "application/json", nil)
}
