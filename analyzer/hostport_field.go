package analyzer

import (
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/rfc"
)

// hostFieldCheck reports host:port written by hand into url.URL's Host
// (or a field that reaches it): url.URL{Host: fmt.Sprintf("%s:%d", host,
// port)}, u.Host = u.Hostname() + ":" + port. The field holds the
// authority as String() writes it, so an IPv6 address needs its brackets
// there as anywhere in a URL.
type hostFieldCheck struct{}

func (hostFieldCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckHostPort} }

func (hostFieldCheck) wants(a *sinks.Arg) bool { return a.Target == rfc.HostPort }

func (hostFieldCheck) checkValue(r *pkgAnalysis, sv *sinkValue) {
	if !r.enabledAt(rfc.CheckHostPort, sv.at) || !r.hostPorts.hostFieldHole(sv.v) {
		return
	}
	t, ok := textOf(sv.v, "")
	if !ok {
		return
	}
	r.report(sv.v, t.starts, t.s, rfc.HostPortViolation(t.starts[1]), sv.at, sv.sink)
}

// hostFieldHole reports whether v, the value of a Host field, is a host
// the code joins to ":port" by hand: a value that is not a constant and
// may be an IPv6 address (mayBeIPv6), then a ':' the code writes and a
// port, a number or a value.
func (r *hostPorts) hostFieldHole(v flow.Value) bool {
	if len(v) < 2 {
		return false
	}
	host, colon := v[0], v[1]
	if colon.Hole || !strings.HasPrefix(colon.Text, ":") || !written(colon) {
		return false
	}
	if port := colon.Text[1:]; port != "" {
		if port[0] < '0' || port[0] > '9' {
			return false
		}
	} else if len(v) < 3 || !v[2].Hole && (v[2].Text == "" || v[2].Text[0] < '0' || v[2].Text[0] > '9') {
		return false
	}
	return host.Hole && r.variableHost(host) && r.mayBeIPv6(host)
}
