// Package agent reads a URL flag where it defines it and imports no sink
// package: the flag-default check needs none.
package agent

import (
	"flag"
	"strings"
)

var server = "http://localhost:8888"

func Server() string {
	return strings.TrimRight(*flag.String("server", server, "the server"), "/") // want `flag\.String is dereferenced where the flag is defined`
}
