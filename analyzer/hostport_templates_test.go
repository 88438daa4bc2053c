package analyzer_test

import (
	"fmt"
	"net"
	"net/url"
	"strconv"
	"testing"
)

func TestURLTemplates(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "urltemplates")
}

// TestURLTemplatesOracle formats an IPv6 host by hand into the templates
// and the url.URL Host the hostport check now reads where no sink is in
// sight: url.Parse of the result fails, names another host, or gives a
// Host that a dialer cannot split (net.SplitHostPort: "too many colons");
// with net.JoinHostPort it names the host.
func TestURLTemplatesOracle(t *testing.T) {
	const port = 7687
	for _, host := range []string{"::1", "fe80::1", "2001:db8::8:80"} {
		for _, format := range []string{"bolt://%s:%d", "opc.tcp://%s:%d/freeopcua/server/", "redis://%s:%d/0", "tcp://%s:%d", "ws://%s:%d/socket"} {
			if u, err := url.Parse(fmt.Sprintf(format, host, port)); usable(u, err, host) {
				t.Errorf("%q with %s: parsed with host %q, want an error or another host", format, host, u.Hostname())
			}
		}
		// A precision from an argument keeps the start of the host: the
		// whole of it (its length), or all but the trailing '.' of a
		// fully qualified name; an IPv6 address keeps its colons.
		for _, s := range []string{
			fmt.Sprintf("http://%.*s:%d/healthz", len(host), host, port),
			fmt.Sprintf("http://%.*s:%d/healthz", len(host+".")-1, host+".", port),
		} {
			if u, err := url.Parse(s); usable(u, err, host) {
				t.Errorf("%s: the host cut short by a precision parsed as %q", s, u.Hostname())
			}
		}
		byHand := url.URL{Scheme: "http", Host: fmt.Sprintf("%s:%d", host, port), Path: "/"}
		if u, err := url.Parse(byHand.String()); usable(u, err, host) {
			t.Errorf("url.URL Host %s:%d: %s parsed with host %q", host, port, byHand.String(), u.Hostname())
		}
		joined := url.URL{Scheme: "http", Host: net.JoinHostPort(host, strconv.Itoa(port)), Path: "/"}
		if u, err := url.Parse(joined.String()); !usable(u, err, host) {
			t.Errorf("url.URL Host joined: %s parses as %v %v", joined.String(), u, err)
		}
		// Hostname drops the brackets: written back before ":port", the
		// host is lost.
		src, _ := url.Parse("http://" + net.JoinHostPort(host, "80") + "/")
		src.Host = src.Hostname() + ":" + strconv.Itoa(port)
		if u, err := url.Parse(src.String()); usable(u, err, host) {
			t.Errorf("Hostname() + \":port\": %s parsed with host %q", src.String(), u.Hostname())
		}
	}
}

// usable reports whether u, parsed with err, names host in a Host a
// client can dial.
func usable(u *url.URL, err error, host string) bool {
	if err != nil || u.Hostname() != host {
		return false
	}
	h, _, err := net.SplitHostPort(u.Host)
	return err == nil && h == host
}
