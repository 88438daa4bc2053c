// Package urltemplates writes host:port by hand where no sink is in
// sight: a field a client reads later, url.URL's Host, a URL returned to
// a caller; and the look-alikes that are right.
package urltemplates

import (
	"fmt"
	"net"
	"net/http"
	"net/url"
	"os"
	"strconv"
)

// Options come from flags.
type Options struct {
	Host       string
	Port       int
	AdminPort  string
	PublicAddr string
}

// case: templates bug client-base-field
type Client struct {
	baseURL string
	hc      *http.Client
}

func New(o Options) *Client {
	return &Client{baseURL: fmt.Sprintf("http://%s:%d", o.Host, o.Port), hc: http.DefaultClient} // want `joined by hand`
}

func (c *Client) Do(req *http.Request) (*http.Response, error) { return c.hc.Do(req) }

// case: templates bug url-host-sprintf
func adminURL(o Options) *url.URL {
	return &url.URL{Scheme: "https", Host: fmt.Sprintf("%s:%s", o.Host, o.AdminPort), Path: "/admin"} // want `joined by hand`
}

// case: templates bug url-host-concat
func withPort(u *url.URL, o Options) {
	u.Host = o.Host + ":" + strconv.Itoa(o.Port) // want `joined by hand`
}

// case: templates bug url-host-hostname
func swapPort(u *url.URL, port string) *url.URL {
	v := *u
	v.Host = v.Hostname() + ":" + port // want `joined by hand`
	return &v
}

// case: templates bug returned-url
func PublicURL(o Options) string {
	return fmt.Sprintf("https://%s:%d/", o.PublicAddr, o.Port) // want `joined by hand`
}

// case: templates bug websocket-url
func wsURL(host string, port int) string {
	return fmt.Sprintf("ws://%s:%d/socket", host, port) // want `joined by hand`
}

// case: templates bug redis-url-field
type cache struct{ dsn string }

func newCache(host string, port int) *cache {
	return &cache{dsn: fmt.Sprintf("redis://%s:%d/0", host, port)} // want `joined by hand`
}

// case: templates valid url-host-joined
func joinedHost(u *url.URL, o Options) {
	u.Host = net.JoinHostPort(o.Host, strconv.Itoa(o.Port))
}

// case: templates valid url-host-constant
func localHost(u *url.URL, port string) {
	u.Host = "localhost:" + port
}

// case: templates valid url-host-whole
func setHost(u *url.URL, o Options) {
	u.Host = o.PublicAddr
}

// case: templates valid sprintf-joined
func joinedURL(o Options) string {
	return fmt.Sprintf("http://%s/", net.JoinHostPort(o.Host, strconv.Itoa(o.Port)))
}

// case: templates valid os-hostname-url
func selfURL(port int) string {
	name, err := os.Hostname()
	if err != nil {
		name = "localhost"
	}
	return fmt.Sprintf("http://%s:%d/", name, port)
}

// case: templates valid template-dial-joined
func dial(o Options) (net.Conn, error) {
	return net.Dial("tcp", net.JoinHostPort(o.Host, strconv.Itoa(o.Port)))
}

// case: templates valid template-log-line
func banner(o Options) string {
	return fmt.Sprintf("serving %s on port %d", o.Host, o.Port)
}

// case: templates valid template-path-colon
func itemURL(host string, id int) string {
	return fmt.Sprintf("https://%s/items:%d", host, id)
}

// case: templates bug docker-host-tcp
func dockerHost(host string, port int) string {
	return fmt.Sprintf("tcp://%s:%d", host, port) // want `joined by hand`
}

// case: templates valid unix-socket-url
func socketURL(path string) string {
	return fmt.Sprintf("unix://%s", path)
}

// case: templates bug concat-broker-field
type broker struct{ url string }

func newBroker(o Options) *broker {
	return &broker{url: "amqp://" + o.Host + ":" + strconv.Itoa(o.Port) + "/"} // want `joined by hand`
}

// case: templates valid concat-broker-joined
func newBrokerJoined(o Options) *broker {
	return &broker{url: "amqp://" + net.JoinHostPort(o.Host, strconv.Itoa(o.Port)) + "/"}
}

// case: templates valid concat-message
func listening(o Options) string {
	return "listening on http://" + o.Host + ":" + strconv.Itoa(o.Port)
}

// case: templates bug scheme-verb-url
func (o Options) clientURL(secure bool) string {
	scheme := "nats://"
	if secure {
		scheme = "tls://"
	}
	return fmt.Sprintf("%s%s:%d", scheme, o.Host, o.Port) // want `joined by hand`
}

// case: templates valid scheme-verb-joined
func (o Options) clientURLJoined(secure bool) string {
	scheme := "nats://"
	if secure {
		scheme = "tls://"
	}
	return fmt.Sprintf("%s%s", scheme, net.JoinHostPort(o.Host, strconv.Itoa(o.Port)))
}
