package analyzer

import (
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
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
func (r *run) hostPortHole(v flow.Value, starts []int, off int) bool {
	for i := 2; i < len(v); i++ {
		colon, host, before := v[i], v[i-1], v[i-2]
		if colon.Hole || starts[i] != off || !strings.HasPrefix(colon.Text, ":") {
			continue
		}
		return host.Hole && r.variableHost(host) && !before.Hole && written(before) && written(colon) &&
			(strings.HasSuffix(before.Text, "://") || strings.HasSuffix(before.Text, "@"))
	}
	return false
}

// written reports whether p's text is one the code writes: a literal of
// the package or a printf format, not text that urlvet models a helper
// (net.JoinHostPort, httptest.Server.URL) or another package's function
// as returning.
func written(p flow.Piece) bool {
	return p.Lit != nil || p.Format
}

// variableHost reports whether hole h is a value that is not a constant:
// a printf format's %s or %v of an argument that is not a constant, or
// an operand of a concatenation (whose constant operands are text).
func (r *run) variableHost(h flow.Piece) bool {
	if h.Verb == nil {
		return h.Use != nil
	}
	if h.Verb.Arg == nil || h.Verb.Verb != "s" && h.Verb.Verb != "v" {
		return false
	}
	tv, ok := r.pass.TypesInfo.Types[h.Verb.Arg]
	return ok && tv.Value == nil
}
