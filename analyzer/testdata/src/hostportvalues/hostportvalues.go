// Package hostportvalues gives url.Parse a bare host:port that is set far // want package:`urlFieldSinks\(2\)`
// from the parse: a field a constructor writes, a parameter the package's
// calls pass, a flag's default and the parts of one split at ','.
// Reported where the constant is written, naming the parser.
package hostportvalues

import (
	"flag"
	"net/url"
	"strings"
)

// A field whose only value is set by a constructor.
type options struct {
	Upstream string // want Upstream:`urlField\(options→url.Parse:reference\)`
}

func newOptions() *options { return &options{Upstream: "127.0.0.1:4180"} } // want `url\.Parse: "127\.0\.0\.1:4180" is host:port, not a URL: it does not parse`

func (o *options) upstream() (*url.URL, error) { return url.Parse(o.Upstream) }

type backend struct {
	Addr string // want Addr:`urlField\(backend→url.Parse:reference\)`
}

func newBackend() *backend { return &backend{Addr: "localhost:4180"} } // want `url\.Parse: "localhost:4180" is host:port, not a URL: it parses as scheme "localhost" with no host`

func (b *backend) target() (*url.URL, error) { return url.Parse(b.Addr) }

// A parameter that a call of the package gives.
func proxyTo(addr string) (*url.URL, error) { return url.Parse(addr) }

func start() { proxyTo("127.0.0.1:8080") } // want `hostportvalues\.proxyTo: "127\.0\.0\.1:8080" is host:port, not a URL`

func dialBackend(addr string) (*url.URL, error) { return url.Parse(addr) }

func startBackend() { dialBackend("[::1]:8080") } // want `hostportvalues\.dialBackend: "\[::1\]:8080" is host:port, not a URL`

// A flag's default, split at ',' and each part parsed.
var endpoints = flag.String("endpoints", "127.0.0.1:2379,127.0.0.1:4001", "etcd endpoints") // want `url\.Parse: "127\.0\.0\.1:2379" is host:port, not a URL.*\(and 1 more in this literal\)`

func clientURLs() (out []*url.URL) {
	for _, e := range strings.Split(*endpoints, ",") {
		u, err := url.Parse(strings.TrimSpace(e))
		if err != nil {
			continue
		}
		out = append(out, u)
	}
	return out
}

var peers = flag.String("peers", "localhost:2380", "peer addresses") // want `url\.Parse: "localhost:2380" is host:port`

func peerURLs() {
	for _, p := range strings.Split(*peers, ",") {
		if p == "" {
			continue
		}
		url.Parse(p)
	}
}

// A plain flag default.
var storage = flag.String("storage", "localhost:9000", "object storage") // want `url\.Parse: "localhost:9000" is host:port`

func storageURL() (*url.URL, error) { return url.Parse(*storage) }

// A parameter split at ',': the package's call passes a flag's default.
var stores = flag.String("stores", "127.0.0.1:2385", "comma-separated store endpoints") // want `url\.Parse: "127\.0\.0\.1:2385" is host:port`

func parseStores(list string) (out []*url.URL, err error) {
	for _, s := range strings.Split(list, ",") {
		u, err := url.Parse(s)
		if err != nil {
			return nil, err
		}
		out = append(out, u)
	}
	return out, nil
}

func storesFromFlags() ([]*url.URL, error) { return parseStores(*stores) }

// Flags stored in a struct's fields: an early exit on another flag (a
// -version switch) selects nothing of the address, which the command
// line or the default sets whatever the switch says.
func serve() {
	flags := struct {
		address string
		version bool
		verbose int
	}{}
	flag.StringVar(&flags.address, "address", "127.0.0.1:8080", "listen address") // want `url\.Parse: "127\.0\.0\.1:8080" is host:port, not a URL`
	flag.BoolVar(&flags.version, "version", false, "print the version")
	flag.IntVar(&flags.verbose, "v", 0, "verbosity")
	flag.Parse()
	if flags.version {
		return
	}
	if flags.verbose > 2 {
		return
	}
	if _, err := url.Parse(flags.address); err != nil {
		panic(err)
	}
}
