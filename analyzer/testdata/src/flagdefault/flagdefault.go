// Package flagdefault holds URL flags read where they are defined.
package flagdefault

import (
	"flag"
	"net/http"
	"strings"
)

var server = "http://localhost:8888"

func main() {
	srv := strings.TrimRight(*flag.String("server", server, "the server"), "/") // want `flag\.String is dereferenced where the flag is defined, before flag\.Parse sets it: the value is always the default "http://localhost:8888", whatever -server says`
	hook := *flag.String("hook-url", "", "a webhook")                           // want `flag\.String is dereferenced where the flag is defined.*: the value is always the default, whatever -hook-url says`
	fs := flag.NewFlagSet("agent", flag.ExitOnError)
	api := *(fs.String("api", "https://api.example.com", "the API")) // want `flag\.FlagSet\.String is dereferenced`
	flag.Parse()
	http.Get(srv)
	http.Get(hook)
	http.Get(api)
}

// Look-alikes: the pointer kept and read after Parse, a flag that is no
// URL, a flag stored in a variable.
func kept() {
	srv := flag.String("server", server, "the server")
	name := *flag.String("name", "agent", "the agent's name")
	var endpoint string
	flag.StringVar(&endpoint, "endpoint", "https://api.example.com", "the API")
	flag.Parse()
	http.Get(*srv + "/" + name + endpoint)
}
