package partial

import (
	"flag"
	"net/http"
	"net/url"
	"os"
	"strings"

	"github.com/spf13/pflag"
)

// The os.Getenv default pattern: the default is checked, the variable
// part is a hole.
func getenvDefault() {
	addr := os.Getenv("API_URL")
	if addr == "" {
		addr = "http://localhost:8080/api v1" // want `http\.Get: .*pchar`
	}
	http.Get(addr)
	http.Get(addr + "/items")
}

func lookupDefault() {
	addr, ok := os.LookupEnv("API_URL")
	if !ok {
		addr = "http://localhost:99999/" // want `http\.Get: .*port`
	}
	http.Get(addr)
}

func getenvDefaultOK() {
	addr := os.Getenv("API_URL")
	if addr == "" {
		addr = "http://localhost:8080"
	}
	http.Get(addr + "/v1/items")
}

// Computed from itself: the constant does not reach unchanged.
func escaped(name string) {
	p := "my file.txt"
	if name != "" {
		p = name
	}
	p = url.PathEscape(p)
	url.Parse("http://example.com/" + p)
	q := "a b" // want `url\.Parse: .*query`
	if len(name) > 3 {
		q = strings.ReplaceAll(q, " ", "+")
	}
	url.Parse("http://example.com/?" + q) // unescaped when len(name) <= 3
}

var (
	server = flag.String("server", "http://example.com:80x", "API server") // want `http\.Get: .*port`
	proxy  = flag.String("proxy", "", "proxy URL; empty for none")
	mirror string
	pfsrv  = pflag.StringP("registry", "r", "https://registry .example.com", "registry") // want `http\.Get: .*host`
	pfok   = pflag.String("upstream", "https://upstream.example.com", "upstream")
	target string
)

func init() {
	flag.StringVar(&mirror, "mirror", "https://mirror.example.com/a b", "mirror") // want `http\.Get: .*pchar`
	pflag.StringVarP(&target, "target", "t", "https://example.com/", "target")
}

func flags() {
	http.Get(*server)
	if *proxy != "" {
		url.Parse(*proxy)
	}
	http.Get(mirror)
	http.Get(*pfsrv + "/v2/")
	http.Get(*pfok + "/v2/")
	http.Get(target + "x y") // want `http\.Get: .*pchar`
}

type options struct{ endpoint string }

func (o *options) bind(fs *pflag.FlagSet) {
	fs.StringVar(&o.endpoint, "endpoint", "https://example.com/ api", "endpoint") // want `http\.Get: .*pchar`
}

func (o *options) call() { http.Get(o.endpoint + "/version") }

// A flag pointer written through is not followed.
var written = flag.String("written", "http://a b/", "")

func overwrite() {
	*written = os.Getenv("W")
}

func useWritten() { http.Get(*written) }

// A parameter given a default only when it is empty makes a wrapper: the
// sink gets every argument but "".
func fetch(u string) {
	if u == "" {
		u = "http://default.example.com/"
	}
	http.Get(u)
}

func callFetch() { fetch("not a url") } // want `partial\.fetch: "not a url" is a relative reference` `partial\.fetch: space.* \(and 1 more in this literal\)`

// A flag with no default, and a default given in code when it is unset.
func localFlag(fs *flag.FlagSet) {
	var ep, up string
	fs.StringVar(&ep, "ep", "", "endpoint")
	fs.StringVar(&up, "up", "", "upstream")
	fs.Parse(os.Args[1:])
	if ep == "" {
		ep = "http://localhost:2379/metrics x" // want `http\.Get: .*pchar`
	}
	http.Get(ep)
	http.Get(up)
}

// A field a flag alone sets holds the flag's default or what the command
// line gives.
type serveOptions struct{ ui, api, admin string }

func (o *serveOptions) bind(fs *flag.FlagSet) {
	fs.StringVar(&o.ui, "ui", "http://localhost:9090/ui", "UI address")
	fs.StringVar(&o.api, "api", "http://localhost:9090/api v1", "API address") // want `http\.Get: .*pchar`
	fs.StringVar(&o.admin, "admin", "", "admin address, none by default")
}

func (o *serveOptions) open() {
	http.Get(o.ui)
	http.Get(o.api)
	http.Get(o.admin)
}
