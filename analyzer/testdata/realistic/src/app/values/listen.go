package values

import (
	"context"
	"flag"
	"net"
	"net/http"
	"net/url"
	"os"

	"app/values/serveaddr"
)

// case: values valid metrics-listen-url
func serveMetrics() error {
	u, err := url.Parse("http://" + ":9100")
	if err != nil {
		return err
	}
	return http.ListenAndServe(u.Host, http.DefaultServeMux)
}

// case: values valid listen-url-helper
func listenURL(u *url.URL) (net.Listener, error) {
	return net.Listen("tcp", u.Host)
}

func startAPI() error {
	u, err := url.Parse("http://:8008")
	if err != nil {
		return err
	}
	l, err := listenURL(u)
	if err != nil {
		return err
	}
	return http.Serve(l, nil)
}

// case: values valid listen-url-server-addr
func startAdmin() error {
	u, err := url.Parse("https://:8443")
	if err != nil {
		return err
	}
	srv := &http.Server{Addr: u.Host}
	return srv.ListenAndServeTLS("admin.crt", "admin.key")
}

// case: values bug health-check-empty-host
func healthy() bool {
	u, err := url.Parse("http://" + ":8008" + "/healthz") // want `non-empty host`
	if err != nil {
		return false
	}
	resp, err := http.Get(u.String())
	if err != nil {
		return false
	}
	resp.Body.Close()
	return resp.StatusCode == http.StatusOK
}

// case: values bug listen-and-probe
func listenAndProbe() error {
	u, err := url.Parse("http://:9200") // want `non-empty host`
	if err != nil {
		return err
	}
	l, err := net.Listen("tcp", u.Host)
	if err != nil {
		return err
	}
	defer l.Close()
	_, err = http.Head(u.String())
	return err
}

// sockTransport serves the socket's own scheme.
type sockTransport struct{ path string }

func (t sockTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	d := net.Dialer{}
	conn, err := d.DialContext(r.Context(), "unix", t.path)
	if err != nil {
		return nil, err
	}
	conn.Close()
	return nil, os.ErrNotExist
}

// case: values valid socket-client-scheme
func agentInfo(ctx context.Context) (*http.Response, error) {
	c := &http.Client{Transport: sockTransport{path: "/run/agent.sock"}}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "unix:///v1/info", nil)
	if err != nil {
		return nil, err
	}
	return c.Do(req)
}

// case: values valid socket-client-get
var agentClient = &http.Client{Transport: sockTransport{path: "/run/agent.sock"}}

func agentStatus() (*http.Response, error) {
	return agentClient.Get("unix:///v1/status")
}

// case: values bug dialer-transport-scheme
func daemonInfo() (*http.Response, error) {
	tr := &http.Transport{DialContext: func(ctx context.Context, _, _ string) (net.Conn, error) {
		return net.Dial("unix", "/run/daemon.sock")
	}}
	c := &http.Client{Transport: tr}
	return c.Get("unix:///v1/info") // want `scheme "unix"`
}

// case: values bug default-client-socket
func daemonPing() (*http.Response, error) {
	return http.DefaultClient.Get("unix:///_ping") // want `scheme "unix"`
}

// endcase

var (
	apiListen   = flag.String("api-listen", ":8080", "where the API listens")
	debugListen = flag.String("debug-listen", ":6060", "where the debug server listens")
)

// case: values valid listen-url-other-package
func startDaemon(h http.Handler) error {
	a, err := serveaddr.Parse("http://" + *apiListen)
	if err != nil {
		return err
	}
	return serveaddr.Start(a, h)
}

// case: values bug listen-url-other-package-pinged
func startAndPing(h http.Handler) error {
	a, err := serveaddr.Parse("http://" + *debugListen) // want `non-empty host`
	if err != nil {
		return err
	}
	go serveaddr.Start(a, h)
	return serveaddr.Ping(a)
}

// case: values bug listen-url-other-package-requested
func startAndFetch(h http.Handler) error {
	a, err := serveaddr.Parse("https://:8444") // want `non-empty host`
	if err != nil {
		return err
	}
	go serveaddr.Start(a, h)
	_, err = http.Get("https://" + a.HostPort + "/ready")
	return err
}
