package semantics

import (
	"errors"
	"net/url"
	"strings"
)

// case: semantics bug scheme-fallback-reparse
// Members are "host:port" or URLs; a member with a port parses as a
// scheme, so the fallback never runs for it.
func memberURLs(members string) ([]*url.URL, error) {
	var out []*url.URL
	for _, m := range strings.Split(members, ",") {
		u, err := url.Parse(m) // want `parsed again after "://"`
		if err != nil {
			return nil, err
		}
		if u.Scheme == "" {
			if u, err = url.Parse("http://" + m); err != nil {
				return nil, err
			}
		}
		out = append(out, u)
	}
	return out, nil
}

// case: semantics bug registry-host-from-path
func registryHost(key string) (string, error) {
	u, err := url.Parse(key) // want `read as a host in the URL's Path`
	if err != nil {
		return "", err
	}
	host := u.Host
	if host == "" {
		host = u.Path
	}
	return host, nil
}

// case: semantics bug rpc-base-scheme-set
// "api.internal" becomes http://api.internal; "api.internal:8080" keeps
// "api.internal" as its scheme, and "10.0.0.7:8080" fails and is kept as
// it is: neither is a URL a client can send.
func rpcBase(addr string) string {
	u, err := url.Parse(addr) // want `given a scheme when it has none`
	if err != nil {
		return addr
	}
	if u.Scheme == "" {
		u.Scheme = "http"
	}
	return u.String() + "/rpc/"
}

// case: semantics valid scheme-fallback-tested
func memberURLsTested(members string) ([]*url.URL, error) {
	var out []*url.URL
	for _, m := range strings.Split(members, ",") {
		if !strings.Contains(m, "://") {
			m = "http://" + m
		}
		u, err := url.Parse(m)
		if err != nil {
			return nil, err
		}
		out = append(out, u)
	}
	return out, nil
}

// case: semantics valid relative-reference-scheme-test
func absoluteLink(base *url.URL, href string) (*url.URL, error) {
	u, err := url.Parse(href)
	if err != nil {
		return nil, err
	}
	if u.Scheme == "" {
		u = base.ResolveReference(u)
	}
	return u, nil
}

// endcase

// case: semantics valid redirect-path-own-host
// A redirect target with no scheme must be an absolute path; the code
// gives it the host the request came to, never reading the text as a
// host.
func absoluteRedirect(reqHost, target string) (string, error) {
	u, err := url.Parse(target)
	if err != nil {
		return "", err
	}
	if u.Scheme == "" {
		if !strings.HasPrefix(target, "/") {
			return "", errors.New("redirect target is neither a URL nor an absolute path")
		}
		u.Scheme = "https"
		u.Host = reqHost
	}
	return u.String(), nil
}

// case: semantics bug gateway-host-from-text
// The branch takes the host from the text itself: "gw.internal:9000"
// never reaches it.
func gatewayBase(gateway string) string {
	u, err := url.Parse(gateway) // want `given a scheme when it has none`
	if err != nil {
		return gateway
	}
	if u.Scheme == "" {
		host, _, _ := strings.Cut(gateway, "/")
		u.Scheme = "http"
		u.Host = host
		u.Path = ""
	}
	return u.String()
}

// case: semantics bug original-uri-scheme-written
// The URI of an archived page is given with or without a scheme; the
// one with none gets "http://", but "10.0.0.9:8080/status" fails to
// parse and "archive.example:8080/status" has a scheme.
func originalURI(uri string) (string, error) {
	u, err := url.Parse(uri) // want `written after "://" when it has no scheme`
	if err != nil {
		return "", err
	}
	if u.Scheme == "" {
		return "http://" + uri, nil
	}
	return u.String(), nil
}

// case: semantics valid file-uri-scheme-written
func configURI(location string) (string, error) {
	u, err := url.Parse(location)
	if err != nil {
		return "", err
	}
	if u.Scheme == "" {
		return "file://" + location, nil
	}
	return u.String(), nil
}

// endcase
