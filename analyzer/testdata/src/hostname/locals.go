package hostname

import (
	"context"
	"net"
	"net/url"
)

// ResolveStored looks up the Host it stored in a variable.
func ResolveStored(ctx context.Context, u *url.URL) ([]net.IPAddr, error) {
	host := u.Host // want `u.Host holds host:port \(and an IPv6 address in brackets\), and host, which holds it, is given where net.Resolver.LookupIPAddr takes a host name alone; use u.Hostname\(\)`
	return net.DefaultResolver.LookupIPAddr(ctx, host)
}

// LookupStored looks up the Host it declared with var.
func LookupStored(u *url.URL) ([]net.IP, error) {
	var host = u.Host // want `and host, which holds it, is given where net.LookupIP takes a host name alone`
	return net.LookupIP(host)
}

// LookupStoredDialed dials the stored Host too, where host:port is meant:
// no fix.
func LookupStoredDialed(u *url.URL) (net.Conn, error) {
	addr := u.Host // want `given where net.LookupHost takes a host name alone; use u.Hostname\(\) there; no fix: addr is read elsewhere too`
	if _, err := net.LookupHost(addr); err != nil {
		return nil, err
	}
	return net.Dial("tcp", addr)
}

// LookupReassigned replaces the stored Host by its host name: quiet.
func LookupReassigned(u *url.URL) ([]string, error) {
	host := u.Host
	host = u.Hostname()
	return net.LookupHost(host)
}

// LookupHostname stores the host name: quiet.
func LookupHostname(ctx context.Context, u *url.URL) ([]string, error) {
	host := u.Hostname()
	return net.DefaultResolver.LookupHost(ctx, host)
}

// LookupSplit stores the host that net.SplitHostPort gave: quiet.
func LookupSplit(u *url.URL) ([]string, error) {
	host, _, err := net.SplitHostPort(u.Host)
	if err != nil {
		return nil, err
	}
	return net.LookupHost(host)
}
