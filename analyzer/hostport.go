package analyzer

import (
	"strings"
)

// hostPortHole reports whether the hostport violation at offset off of v
// (the ':' after the host) is a host that the code joins to ":port" by
// hand: a value that is not a constant, standing alone between a "://"
// (or "@") and a ':' that the code writes, as in
//
//	fmt.Sprintf("http://%s:%d", host, port)
//	"http://" + host + ":8080"
//
// The ':' that net.JoinHostPort writes, after a host it brackets when it
// is an IPv6 address, is no literal of the code and is left alone.
func (r *run) hostPortHole(v value, starts []int, off int) bool {
	for i := 2; i < len(v); i++ {
		colon, host, before := v[i], v[i-1], v[i-2]
		if colon.hole || starts[i] != off || !strings.HasPrefix(colon.text, ":") {
			continue
		}
		return host.hole && r.variableHost(host) && !before.hole && written(before) && written(colon) &&
			(strings.HasSuffix(before.text, "://") || strings.HasSuffix(before.text, "@"))
	}
	return false
}

// written reports whether p's text is one the code writes: a literal of
// the package or a printf format, not text that urlvet models a helper
// (net.JoinHostPort, httptest.Server.URL) or another package's function
// as returning.
func written(p piece) bool {
	return p.lit != nil || p.format
}

// variableHost reports whether hole h is a value that is not a constant:
// a printf format's %s or %v of an argument that is not a constant, or
// an operand of a concatenation (whose constant operands are text).
func (r *run) variableHost(h piece) bool {
	if h.verb == nil {
		return h.use != nil
	}
	if h.verb.arg == nil || h.verb.verb != "s" && h.verb.verb != "v" {
		return false
	}
	tv, ok := r.pass.TypesInfo.Types[h.verb.arg]
	return ok && tv.Value == nil
}
