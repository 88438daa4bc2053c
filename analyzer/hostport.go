package analyzer

import (
	"go/ast"
	"strings"
)

// A fmtVerb is the printf verb a hole stands for, and the argument it
// formats when that is not known.
type fmtVerb struct {
	verb string   // flags included: "s", "-5d"
	arg  ast.Expr // nil when the argument is not matched
}

// hostPortVerb reports whether the hostport violation at offset off of v
// (the ':' after the host) is a printf format's %s or %v of an argument
// that is not a constant, standing alone between the format's "://" (or
// "@") and ":port": fmt.Sprintf("http://%s:%d", host, port). Holes of
// concatenations are left alone.
func (r *run) hostPortVerb(v value, starts []int, off int) bool {
	for i := 2; i < len(v); i++ {
		p, h, before := v[i], v[i-1], v[i-2]
		if p.hole || starts[i] != off || !p.format || !strings.HasPrefix(p.text, ":") {
			continue
		}
		if !h.hole || h.verb == nil || h.verb.arg == nil || (h.verb.verb != "s" && h.verb.verb != "v") {
			return false
		}
		if before.hole || !before.format || !(strings.HasSuffix(before.text, "://") || strings.HasSuffix(before.text, "@")) {
			return false
		}
		tv, ok := r.pass.TypesInfo.Types[h.verb.arg]
		return ok && tv.Value == nil
	}
	return false
}
