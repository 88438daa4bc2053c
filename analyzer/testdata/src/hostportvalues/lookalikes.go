package hostportvalues

import (
	"flag"
	"net"
	"net/url"
	"strings"
)

// Look-alikes: the code adds the scheme when it is missing, parses only
// text that has one, or falls back to host:port when the parse fails or
// finds no host.
func normalize(addr string) (*url.URL, error) {
	if !strings.Contains(addr, "://") {
		addr = "http://" + addr
	}
	return url.Parse(addr)
}

func startNormalized() { normalize("localhost:8080") }

func withScheme(addr string) (*url.URL, error) {
	if !strings.HasPrefix(addr, "http") {
		addr = "http://" + addr
	}
	return url.Parse(addr)
}

func startWithScheme() { withScheme("127.0.0.1:8081") }

func hostOf(addr string) (string, error) {
	u, err := url.Parse(addr)
	if err != nil {
		h, _, err := net.SplitHostPort(addr)
		return h, err
	}
	return u.Host, nil
}

func startHostOf() { hostOf("localhost:8082") }

var metricsAddr = flag.String("metrics", "localhost:9001", "metrics address or URL")

func metricsURL() {
	s := *metricsAddr
	if !strings.Contains(s, "://") {
		s = "http://" + s
	}
	url.Parse(s)
}

var pushAddr = flag.String("push", "localhost:9002", "push gateway")

func pushURL() {
	if strings.Contains(*pushAddr, "://") {
		url.Parse(*pushAddr)
	}
}

var webAddr = flag.String("web", "127.0.0.1:9003", "web address")

func webURL() *url.URL {
	u, err := url.Parse(*webAddr)
	if err != nil || u.Host == "" {
		u = &url.URL{Scheme: "http", Host: *webAddr}
	}
	return u
}

var seeds = flag.String("seeds", "127.0.0.1:2379,127.0.0.1:4001", "seed addresses")

func seedURLs() {
	for _, s := range strings.Split(*seeds, ",") {
		if !strings.HasPrefix(s, "http://") && !strings.HasPrefix(s, "https://") {
			s = "http://" + s
		}
		url.Parse(s)
	}
}

type proxyOptions struct{ Upstream string }

func newProxyOptions() *proxyOptions { return &proxyOptions{Upstream: "localhost:4181"} }

func (o *proxyOptions) upstream() (*url.URL, error) {
	if !strings.Contains(o.Upstream, "://") {
		return url.Parse("http://" + o.Upstream)
	}
	return url.Parse(o.Upstream)
}

var listenAddr = flag.String("listen", "127.0.0.1:9004", "listen address")

func listenHost() string {
	host, _, err := net.SplitHostPort(*listenAddr)
	if err != nil {
		u, _ := url.Parse(*listenAddr)
		return u.Hostname()
	}
	return host
}

// URLs that are not host:port.
var (
	mailto = flag.String("contact", "mailto:ops@example.com", "contact")
	phone  = flag.String("phone", "tel:5551234", "phone")
)

func contacts() { url.Parse(*mailto); url.Parse(*phone) }

// A fallback on an empty scheme handles neither form: localhost:2381
// has scheme "localhost", and 127.0.0.1:2382 fails before the test.
var named = flag.String("named", "localhost:2381", "store endpoint") // want `url\.Parse: "localhost:2381" is host:port`

func namedURL() (*url.URL, error) {
	u, err := url.Parse(*named)
	if err != nil {
		return nil, err
	}
	if u.Scheme == "" {
		return url.Parse("http://" + *named)
	}
	return u, nil
}

var numeric = flag.String("numeric", "127.0.0.1:2382", "store endpoint") // want `url\.Parse: "127\.0\.0\.1:2382" is host:port`

func numericURL() (*url.URL, error) {
	u, err := url.Parse(*numeric)
	if err != nil {
		return nil, err
	}
	if u.Scheme == "" {
		return url.Parse("http://" + *numeric)
	}
	return u, nil
}

// A fallback on failure alone handles the numeric form only.
var failsOver = flag.String("fails-over", "localhost:2383", "store endpoint") // want `url\.Parse: "localhost:2383" is host:port`

func failsOverURL() *url.URL {
	u, err := url.Parse(*failsOver)
	if err != nil {
		return &url.URL{Scheme: "http", Host: *failsOver}
	}
	return u
}

var failsOverIP = flag.String("fails-over-ip", "127.0.0.1:2384", "store endpoint")

func failsOverIPURL() *url.URL {
	u, err := url.Parse(*failsOverIP)
	if err != nil {
		return &url.URL{Scheme: "http", Host: *failsOverIP}
	}
	return u
}

// The sink runs only for some parts: not every value reaches it.
var mirrors = flag.String("mirrors", "127.0.0.1:2386", "comma-separated mirrors")

func parseMirrors(list string) {
	for _, m := range strings.Split(list, ",") {
		if strings.Contains(m, "://") {
			url.Parse(m)
		}
	}
}

func mirrorsFromFlags() { parseMirrors(*mirrors) }

// A switch the program sets with the address: the early exit on it
// filters which address reaches the parse.
func serveSwitched(asURL bool) {
	o := struct {
		addr  string
		isURL bool
	}{}
	flag.StringVar(&o.addr, "addr", "127.0.0.1:8090", "listen address")
	if asURL {
		o.isURL = true
	}
	if !o.isURL {
		return
	}
	if _, err := url.Parse(o.addr); err != nil {
		panic(err)
	}
}
