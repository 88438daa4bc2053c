// Package hostportvalues parses upstreams, endpoints and storage
// addresses whose values are set far from the parse: by a constructor of
// options, a caller, or a flag's default.
package hostportvalues

import (
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http/httputil"
	"net/url"
	"strings"
)

// case: hostportvalues bug proxy-options-upstream-ip
type ProxyOptions struct {
	Upstream    string
	CookieName  string
	HTTPAddress string
}

func NewProxyOptions() *ProxyOptions {
	return &ProxyOptions{
		Upstream:    "127.0.0.1:4180", // want `url\.Parse: "127\.0\.0\.1:4180" is host:port, not a URL`
		CookieName:  "_proxy",
		HTTPAddress: "0.0.0.0:4180",
	}
}

func (o *ProxyOptions) Validate() (*httputil.ReverseProxy, error) {
	u, err := url.Parse(o.Upstream)
	if err != nil {
		return nil, fmt.Errorf("invalid upstream %q: %w", o.Upstream, err)
	}
	return httputil.NewSingleHostReverseProxy(u), nil
}

// case: hostportvalues valid sidecar-upstream-scheme-added
type SidecarOptions struct{ Upstream string }

func NewSidecarOptions() *SidecarOptions { return &SidecarOptions{Upstream: "127.0.0.1:15000"} }

func (o *SidecarOptions) Target() (*url.URL, error) {
	if !strings.Contains(o.Upstream, "://") {
		return url.Parse("http://" + o.Upstream)
	}
	return url.Parse(o.Upstream)
}

// case: hostportvalues bug admin-config-localhost
type AdminConfig struct{ Endpoint string }

func DefaultAdminConfig() AdminConfig { return AdminConfig{Endpoint: "localhost:9093"} } // want `url\.Parse: "localhost:9093" is host:port, not a URL: it parses as scheme "localhost"`

func (c AdminConfig) URL() (*url.URL, error) {
	u, err := url.Parse(c.Endpoint)
	if err != nil {
		return nil, err
	}
	return u.JoinPath("api", "v2"), nil
}

// case: hostportvalues valid admin-config-host-checked
type StatusConfig struct{ Endpoint string }

func DefaultStatusConfig() StatusConfig { return StatusConfig{Endpoint: "localhost:9094"} }

func (c StatusConfig) URL() (*url.URL, error) {
	u, err := url.Parse(c.Endpoint)
	if err != nil || u.Host == "" {
		return &url.URL{Scheme: "http", Host: c.Endpoint}, nil
	}
	return u, nil
}

// case: hostportvalues bug reverse-proxy-caller-addr
func newReverseProxy(target string) (*httputil.ReverseProxy, error) {
	u, err := url.Parse(target)
	if err != nil {
		return nil, err
	}
	return httputil.NewSingleHostReverseProxy(u), nil
}

func DevProxy() (*httputil.ReverseProxy, error) { return newReverseProxy("127.0.0.1:3000") } // want `newReverseProxy: "127\.0\.0\.1:3000" is host:port, not a URL`

// case: hostportvalues valid reverse-proxy-normalized
func newNormalizedProxy(target string) (*httputil.ReverseProxy, error) {
	if !strings.HasPrefix(target, "http://") && !strings.HasPrefix(target, "https://") {
		target = "http://" + target
	}
	u, err := url.Parse(target)
	if err != nil {
		return nil, err
	}
	return httputil.NewSingleHostReverseProxy(u), nil
}

func UIProxy() (*httputil.ReverseProxy, error) { return newNormalizedProxy("127.0.0.1:3001") }

// case: hostportvalues bug etcd-endpoints-split
var etcdEndpoints = flag.String("etcd-endpoints", "127.0.0.1:2379,127.0.0.1:4001", "comma-separated etcd endpoints") // want `url\.Parse: "127\.0\.0\.1:2379" is host:port`

func EtcdURLs() ([]url.URL, error) {
	var urls []url.URL
	for _, ep := range strings.Split(*etcdEndpoints, ",") {
		u, err := url.Parse(strings.TrimSpace(ep))
		if err != nil {
			return nil, err
		}
		urls = append(urls, *u)
	}
	return urls, nil
}

// case: hostportvalues valid etcd-endpoints-split-address
var peerEndpoints = flag.String("peer-endpoints", "127.0.0.1:2380,127.0.0.1:7001", "comma-separated peer endpoints")

func PeerHosts() ([]string, error) {
	var hosts []string
	for _, ep := range strings.Split(*peerEndpoints, ",") {
		u, err := url.Parse(ep)
		if err != nil {
			host, _, err := net.SplitHostPort(ep)
			if err != nil {
				return nil, err
			}
			hosts = append(hosts, host)
			continue
		}
		hosts = append(hosts, u.Hostname())
	}
	return hosts, nil
}

// case: hostportvalues bug storage-flag-default
var storageAddr = flag.String("storage.endpoint", "localhost:9000", "object storage endpoint") // want `url\.Parse: "localhost:9000" is host:port`

func StorageBucketURL(bucket string) (string, error) {
	u, err := url.Parse(*storageAddr)
	if err != nil {
		return "", err
	}
	return u.JoinPath(bucket).String(), nil
}

// case: hostportvalues valid storage-flag-scheme-test
var cacheAddr = flag.String("cache.endpoint", "localhost:6380", "cache endpoint or URL")

func CacheURL() (*url.URL, error) {
	if strings.Contains(*cacheAddr, "://") {
		return url.Parse(*cacheAddr)
	}
	return &url.URL{Scheme: "redis", Host: *cacheAddr}, nil
}

// case: hostportvalues bug push-gateway-dotted-name
type PushConfig struct{ Gateway string }

func NewPushConfig() *PushConfig { return &PushConfig{Gateway: "pushgateway.monitoring.svc:9091"} } // want `url\.Parse: "pushgateway\.monitoring\.svc:9091" is host:port, not a URL: it parses as scheme`

func (c *PushConfig) JobURL(job string) (string, error) {
	u, err := url.Parse(c.Gateway)
	if err != nil {
		return "", err
	}
	return u.JoinPath("metrics", "job", url.PathEscape(job)).String(), nil
}

// case: hostportvalues valid push-gateway-url
type AlertConfig struct{ Gateway string }

func NewAlertConfig() *AlertConfig {
	return &AlertConfig{Gateway: "http://alertmanager.monitoring.svc:9093"}
}

func (c *AlertConfig) AlertsURL() (string, error) {
	u, err := url.Parse(c.Gateway)
	if err != nil {
		return "", err
	}
	return u.JoinPath("api", "v2", "alerts").String(), nil
}

// case: hostportvalues valid listen-addr-split-first
var listenAddress = flag.String("web.listen-address", "127.0.0.1:9100", "address to listen on")

func ListenHost() (string, error) {
	host, _, err := net.SplitHostPort(*listenAddress)
	if err == nil {
		return host, nil
	}
	u, err := url.Parse(*listenAddress)
	if err != nil {
		return "", err
	}
	if u.Hostname() == "" {
		return "", errors.New("no host in listen address")
	}
	return u.Hostname(), nil
}

// case: hostportvalues valid contact-uri-flag
var contactURI = flag.String("contact", "mailto:oncall@example.com", "contact URI")

func Contact() (*url.URL, error) { return url.Parse(*contactURI) }
