// Package schemefallback parses text that the code itself treats as
// host[:port] when it has no scheme: url.Parse misreads host:port before
// the fallback can run.
package schemefallback

import (
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"os"
	"strings"
)

// Peers are given as "host:port" or as URLs.
func peerURLs(list string) ([]*url.URL, error) {
	var out []*url.URL
	for _, p := range strings.Split(list, ";") {
		u, err := url.Parse(p) // want `p is parsed again after "://" when it has no scheme, so the code expects host\[:port\] there`
		if err != nil {
			return nil, err
		}
		if u.Scheme == "" {
			if u, err = url.Parse("https://" + p); err != nil {
				return nil, err
			}
		}
		out = append(out, u)
	}
	return out, nil
}

func withScheme(scheme, addr string) (string, error) {
	u, err := url.Parse(addr) // want `addr is parsed again after "://"`
	if err != nil {
		return "", err
	}
	if u.Scheme != "" {
		return u.String(), nil
	}
	u, err = url.Parse(scheme + "://" + addr)
	if err != nil {
		return "", err
	}
	return u.String(), nil
}

func mirrorHost(mirror string) (string, error) {
	u, err := url.Parse(mirror) // want `mirror is read as a host in the URL's Path when the URL has no host`
	if err != nil {
		return "", err
	}
	h := u.Host
	if h == "" {
		h = u.Path
	}
	return h, nil
}

// A failure falls back to the text, but a host with a port parses, as a
// scheme, and never reaches the fallback.
func proxyURL(proxy string) (*url.URL, error) {
	u, err := url.Parse(proxy) // want `proxy is parsed again after "://"`
	if err != nil || u.Scheme == "" {
		u, err = url.Parse("http://" + proxy)
	}
	return u, err
}

// A scheme set on the parsed URL: String() writes "//" before the path,
// which works for a bare host and not for host:port.
func apiBase(addr string) string {
	u, err := url.Parse(addr) // want `addr is given a scheme when it has none`
	if err != nil {
		return addr
	}
	if u.Scheme == "" {
		u.Scheme = "https"
	}
	return u.String()
}

// Look-alikes: the text is tested for "://" before the parse, or the
// fallback reads the text itself, or the empty scheme gets no "://".

func peerURLsTested(list string) ([]*url.URL, error) {
	var out []*url.URL
	for _, p := range strings.Split(list, ";") {
		if !strings.Contains(p, "://") {
			p = "https://" + p
		}
		u, err := url.Parse(p)
		if err != nil {
			return nil, err
		}
		out = append(out, u)
	}
	return out, nil
}

func parsedWithScheme(scheme, addr string) (*url.URL, error) {
	return url.Parse(scheme + "://" + addr)
}

func mirrorHostSplit(mirror string) (string, error) {
	u, err := url.Parse(mirror)
	if err != nil || u.Host == "" {
		host, _, err := net.SplitHostPort(mirror)
		return host, err
	}
	return u.Hostname(), nil
}

func relativeLink(base *url.URL, ref string) (*url.URL, error) {
	u, err := url.Parse(ref)
	if err != nil {
		return nil, err
	}
	if u.Scheme == "" {
		return base.ResolveReference(u), nil
	}
	return u, nil
}

func fileOrURL(s string) string {
	u, err := url.Parse(s)
	if err != nil || u.Host == "" {
		return "file://" + s
	}
	return u.String()
}

// The code reads what a host read as a scheme leaves (Opaque): it knows.
func relyingParty(id string) (string, error) {
	u, err := url.Parse(id)
	if err != nil {
		return "", err
	}
	if u.Scheme != "" && u.Opaque != "" {
		return "", errPort
	}
	if u.Host == "" {
		return u.Path, nil
	}
	return u.Hostname(), nil
}

var errPort = errors.New("a port is not allowed")

// A scheme given to a URL whose text was tested for "://" first.
func apiBaseTested(addr string) string {
	if !strings.Contains(addr, "://") {
		addr = "https://" + addr
	}
	u, err := url.Parse(addr)
	if err != nil {
		return addr
	}
	if u.Scheme == "" {
		u.Scheme = "https"
	}
	return u.String()
}

// A link with no scheme that must be an absolute path, given the host of
// the request being served: the text is read as a path, never as
// host[:port].
func preloadLink(r *http.Request, link string) (string, error) {
	u, err := url.Parse(link)
	if err != nil {
		return "", err
	}
	if u.Scheme == "" {
		if !strings.HasPrefix(link, "/") {
			return "", errors.New("a link needs a scheme or an absolute path")
		}
		u.Scheme = "https"
		u.Host = r.Host
	}
	return u.String(), nil
}

// Look-alikes: the host the branch sets is read from the text, or from
// the path the text was parsed into.
func mirrorBase(mirror string) string {
	u, err := url.Parse(mirror) // want `mirror is given a scheme when it has none`
	if err != nil {
		return mirror
	}
	if u.Scheme == "" {
		u.Scheme = "https"
		u.Host = u.Path
		u.Path = ""
	}
	return u.String()
}

func registryBase(registry string) string {
	u, err := url.Parse(registry) // want `registry is given a scheme when it has none`
	if err != nil {
		return registry
	}
	if u.Scheme == "" {
		name := strings.TrimSuffix(registry, "/")
		u.Scheme = "https"
		u.Host = name
		u.Path = ""
	}
	return u.String()
}

// A relative reference's path moved under a prefix where the URL has no
// host: a proxy's rewrite of a Location header, which keeps the path a
// path. Quiet. The same branch reading a host out of the path reports.
type prefixedLinks struct {
	http.ResponseWriter
	site string
}

func (p *prefixedLinks) WriteHeader(code int) {
	if l := p.Header().Get("Location"); l != "" {
		if u, err := url.Parse(l); err == nil {
			if u.Host == "" {
				u.Path = "/" + p.site + u.Path
			}
			p.Header().Set("Location", u.String())
		}
	}
	p.ResponseWriter.WriteHeader(code)
}

func upstreamOf(target string) string {
	u, err := url.Parse(target) // want `target is read as a host in the URL's Path when the URL has no host`
	if err != nil {
		return ""
	}
	if u.Host == "" {
		host, rest, _ := strings.Cut(u.Path, "/")
		u.Host, u.Path = host, "/"+rest
	}
	return u.String()
}

// A URL a server returns, absolute or a path alone, completed with a
// default host and then a default scheme when it has none: the code
// reads the text as a path, never as host[:port]. Quiet, with the two
// fallbacks in either order. A host read from the path the text was
// parsed into still reports.
const defaultStreamHost = "127.0.0.1:10250"

func streamURL(returned string) (*url.URL, error) {
	u, err := url.Parse(returned)
	if err != nil {
		return nil, err
	}
	if u.Host == "" {
		u.Host = defaultStreamHost
	}
	if u.Scheme == "" {
		u.Scheme = "http"
	}
	return u, nil
}

func streamURLSchemeFirst(returned string, fallbackHost string) string {
	u, err := url.Parse(returned)
	if err != nil {
		return returned
	}
	if u.Scheme == "" {
		u.Scheme = "https"
	}
	if u.Host == "" {
		u.Host = fallbackHost
	}
	return u.String()
}

func streamURLHostFromPath(returned string) string {
	u, err := url.Parse(returned) // want `returned is given a scheme when it has none`
	if err != nil {
		return returned
	}
	if u.Scheme == "" {
		u.Scheme = "https"
	}
	if u.Host == "" {
		u.Host = u.Path
		u.Path = ""
	}
	return u.String()
}

// The text parsed again as the URL writes it, through a format: the
// same fallback, which host:port never reaches.
func memberURLs(list string) ([]string, error) {
	var out []string
	proto := ""
	for _, m := range strings.Split(list, ",") {
		u, err := url.Parse(m) // want `m is parsed again after "://" when it has no scheme`
		if err != nil {
			return nil, err
		}
		if proto == "" {
			proto = u.Scheme
		}
		if u.Scheme == "" {
			u, _ = url.Parse(fmt.Sprintf("%s://%s", proto, u.String()))
		}
		out = append(out, u.String())
	}
	return out, nil
}

func memberURL(m, proto string) (*url.URL, error) {
	u, err := url.Parse(m) // want `m is parsed again after "://"`
	if err != nil {
		return nil, err
	}
	if u.Scheme == "" {
		return url.Parse(fmt.Sprintf("%s://%s", proto, u))
	}
	return u, nil
}

// Look-alikes: the Opaque a host read as a scheme leaves is tested, or
// the text after "://" is another one.
func memberURLOpaque(m, proto string) (*url.URL, error) {
	u, err := url.Parse(m)
	if err != nil {
		return nil, err
	}
	if u.Scheme == "" || u.Opaque != "" {
		return url.Parse(fmt.Sprintf("%s://%s", proto, u.String()))
	}
	return u, nil
}

func memberURLOther(m, proto, host string) (*url.URL, error) {
	u, err := url.Parse(m)
	if err != nil {
		return nil, err
	}
	if u.Scheme == "" {
		return url.Parse(fmt.Sprintf("%s://%s%s", proto, host, u.Path))
	}
	return u, nil
}

// A network-path reference: "//" before text with no "://" makes
// url.Parse read host:port as the host, so the Scheme set after it is
// the only fallback needed.
func schemeAfterSlashes(uri string) (*url.URL, error) {
	if !strings.Contains(uri, "://") && !strings.HasPrefix(uri, "//") {
		uri = "//" + uri
	}
	u, err := url.Parse(uri)
	if err != nil {
		return nil, err
	}
	if u.Scheme == "" {
		u.Scheme = "https"
	}
	return u, nil
}

// The text written after "://" where the URL has no scheme, without
// parsing it again: the code expects host[:port] there, which never has
// an empty Scheme.
func originalURI(uri string) (string, error) {
	u, err := url.Parse(uri) // want `uri is written after "://" when it has no scheme, so the code expects host\[:port\] there`
	if err != nil {
		return "", err
	}
	if u.Scheme == "" {
		return "http://" + uri, nil
	}
	return uri, nil
}

func endpointOf(addr string) string {
	u, err := url.Parse(addr) // want `addr is written after "://" when it has no scheme`
	if err != nil {
		return ""
	}
	switch u.Scheme {
	case "":
		return fmt.Sprintf("https://%s", addr)
	case "http", "https":
		return u.String()
	}
	return ""
}

func targetOf(addr string) string {
	u, err := url.Parse(addr) // want `addr is written after "://" when it has no scheme`
	if err != nil {
		return ""
	}
	if u.Scheme != "" {
		return u.String()
	} else {
		addr = "tcp://" + addr
	}
	return addr
}

// Look-alikes: the text after "file://" is a path; "://" tested first;
// "//" written first; the text after "://" is another host.
func fileOrURLScheme(s string) string {
	u, err := url.Parse(s)
	if err != nil {
		return ""
	}
	if u.Scheme == "" {
		return "file://" + s
	}
	return u.String()
}

func originalURITested(uri string) (string, error) {
	if !strings.Contains(uri, "://") {
		return "http://" + uri, nil
	}
	u, err := url.Parse(uri)
	if err != nil {
		return "", err
	}
	if u.Scheme == "" {
		return "http://" + uri, nil
	}
	return u.String(), nil
}

func originalURISlashes(uri string) (string, error) {
	if !strings.HasPrefix(uri, "//") {
		uri = "//" + uri
	}
	u, err := url.Parse(uri)
	if err != nil {
		return "", err
	}
	if u.Scheme == "" {
		return "http:" + uri, nil
	}
	return u.String(), nil
}

func linkOn(r *http.Request, link string) (string, error) {
	u, err := url.Parse(link)
	if err != nil {
		return "", err
	}
	if u.Scheme == "" {
		return "https://" + r.Host + link, nil
	}
	return u.String(), nil
}

// serverURL takes "host", "host:port" or a URL; the scheme it adds is
// one of two constants.
func serverURL(host string, tls bool) (*url.URL, error) {
	u, err := url.Parse(host) // want `host is parsed again after "://" when it has no scheme, so the code expects host\[:port\] there; but url\.Parse reads a host with a port`
	if err != nil {
		return nil, err
	}
	if u.Scheme == "" {
		scheme := "http://"
		if tls {
			scheme = "https://"
		}
		return url.Parse(scheme + host)
	}
	return u, nil
}

// serverURLNamed handles a host name read as a scheme (no Host), not an
// IP address, whose parse fails first.
func serverURLNamed(host string, tls bool) (*url.URL, error) {
	u, err := url.Parse(host) // want `host is parsed again after "://" when it has no scheme, so the code expects host\[:port\] there; but url\.Parse fails on an IP address with a port`
	if err != nil {
		return nil, err
	}
	if u.Scheme == "" || u.Host == "" {
		scheme := "http://"
		if tls {
			scheme = "https://"
		}
		return url.Parse(scheme + host)
	}
	return u, nil
}

// socketURL puts a path after its scheme, not host[:port].
func socketURL(p string, local bool) (*url.URL, error) {
	u, err := url.Parse(p)
	if err != nil {
		return nil, err
	}
	if u.Scheme == "" {
		scheme := "unix://"
		if !local {
			scheme = "file://"
		}
		return url.Parse(scheme + p)
	}
	return u, nil
}

// prefixedURL puts text of unknown kind before it.
func prefixedURL(p, prefix string) (*url.URL, error) {
	u, err := url.Parse(p)
	if err != nil {
		return nil, err
	}
	if u.Scheme == "" {
		return url.Parse(prefix + p)
	}
	return u, nil
}

// A copy tool's source: an object URL (store://bucket/key), or a local
// file name where the parse finds no host, whose Path is opened as a
// file and never read as host[:port]. Quiet; the same branch that also
// takes a host from the Path still reports.
func openSource(src string) (*os.File, string, error) {
	u, err := url.Parse(src)
	if err != nil {
		return nil, "", err
	}
	if u.Host == "" {
		f, err := os.Open(u.Path)
		return f, "", err
	}
	return nil, u.Host, nil
}

func sourceHost(src string) (*os.File, string, error) {
	u, err := url.Parse(src) // want `src is read as a host in the URL's Path when the URL has no host`
	if err != nil {
		return nil, "", err
	}
	if u.Host == "" {
		if _, err := os.Stat(u.Path); err != nil {
			return nil, u.Path, nil
		}
	}
	return nil, u.Host, nil
}

// A URL made with the text as its Host where the parse gives no scheme:
// "localhost:27017" parses as scheme "localhost", so the URL kept has the
// wrong scheme and no host.
func mongoURI(address, user, password string) string {
	uri, err := url.Parse(address) // want `address is made the Host of a url\.URL with a scheme when it has none, so the code expects host\[:port\] there`
	if err != nil || uri.Scheme == "" {
		uri = &url.URL{Scheme: "mongodb", Host: address}
	}
	uri.User = url.UserPassword(user, password)
	return uri.String()
}

func mongoURIVar(c struct{ Address string }) string {
	var address = c.Address
	var uri, err = url.Parse(address) // want `address is made the Host of a url\.URL with a scheme when it has none`
	if err != nil || uri.Scheme == "" {
		uri = &url.URL{Scheme: "mongodb", Host: address}
	}
	return uri.String()
}

// Look-alikes: the host read as a scheme handled too (an empty Host
// falls back as well), and a literal whose Host comes from elsewhere.

func mongoURIHost(address string) string {
	var uri, err = url.Parse(address)
	if err != nil || uri.Scheme == "" || uri.Host == "" {
		uri = &url.URL{Scheme: "mongodb", Host: address}
	}
	return uri.String()
}

func mongoURIDefault(address, fallbackHost string) string {
	uri, err := url.Parse(address)
	if err != nil || uri.Scheme == "" {
		uri = &url.URL{Scheme: "mongodb", Host: fallbackHost}
	}
	return uri.String()
}
