package analyzer

import (
	"go/ast"
	"go/token"
	"slices"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// urlTemplateCheck reports host:port written by hand in a fmt.Sprintf
// format whose own text builds a URL ("%s://%s:%d", "bolt://%s:%d"), or a
// concatenation that writes "scheme://" before the host ("http://" + host
// + ":" + port), when what it makes reaches no sink whose checks saw it:
// kept in a field a client reads later, handed to a library urlvet does
// not know; "scheme://" + host where host got ":" + port a statement
// before; an IP address formatted straight after "scheme://"
// (ipHosts). A format with no scheme and "://" ("%s:%d") is not a URL by
// its text. The format may be a local variable assigned constants only
// (s := "postgres://%s@%s:%s/%s"): its values are the constants'.
type urlTemplateCheck struct{}

func (urlTemplateCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckHostPort} }

func (urlTemplateCheck) checkPackage(r *pkgAnalysis) { r.templates.checkTemplates() }

// checkTemplates reports host:port by hand in the package's URL formats
// and concatenations whose values reached no sink.
func (r *urlTemplates) checkTemplates() {
	if !r.enabled(rfc.CheckHostPort) {
		return
	}
	for _, c := range r.flow.Sites {
		call := c.Call
		if len(call.Args) < 2 || call.Ellipsis.IsValid() || !flow.IsSprintf(r.pass.TypesInfo, call) {
			continue
		}
		if formats, ok := r.flow.ConstStrings(call.Args[0]); ok && (slices.ContainsFunc(formats, urlFormat) || slices.ContainsFunc(formats, schemeVerbFormat) || r.ipArg(call) && slices.ContainsFunc(formats, hostVerbFormat)) {
			r.checkTemplate(call, "fmt.Sprintf")
		}
	}
	for _, f := range r.pass.Files {
		flow.Inspect(f, func(n ast.Node) bool {
			if b, ok := n.(*ast.BinaryExpr); ok && b.Op == token.ADD {
				if r.urlConcat(b) {
					r.checkTemplate(b, "URL")
				}
				return false // its operands are one concatenation
			}
			return true
		})
	}
}

// urlTemplates finds the URL templates of the package (formats and
// concatenations that write host:port by hand) whose values reached no
// sink.
type urlTemplates struct {
	*pkgAnalysis
	// formats is 1 when the package holds a literal that may be a URL
	// format, -1 when it holds none, 0 before hasURLFormat looked.
	formats int8
}

// checkTemplate reports host:port by hand in the values of e, a URL
// template (a format or a concatenation), that reached no sink.
func (r *urlTemplates) checkTemplate(e ast.Expr, sink string) {
	if !r.enabledAt(rfc.CheckHostPort, e) {
		return
	}
	r.analyzing(e)
	vals, _ := r.flow.Resolve(e, 0)
	for _, v := range vals {
		if r.reachedSink(v) || r.intent.InErrorData(v) {
			continue
		}
		t, ok := textOf(v, "")
		if !ok {
			continue
		}
		for _, off := range r.hostPorts.ipHosts(t) {
			r.report(v, t.starts, t.s, rfc.IPHostViolation(off), e, sink)
		}
		for _, viol := range rfc.Check(t.s, rfc.Options{Profile: r.cfg.Profile, Target: rfc.Absolute, Holes: t.holes, Joins: t.joins}) {
			if viol.Check == rfc.CheckHostPort && viol.Start >= t.placeholder && r.hostPorts.hostPortHole(v, t.starts, viol.Start) {
				r.report(v, t.starts, t.s, viol, e, sink)
			}
		}
	}
}

// urlConcat reports whether b is a concatenation that writes a URL's
// host by hand before ':' and a port: a constant operand that is a
// scheme and "://" (or "://" after an operand for the scheme), maybe
// with a userinfo and '@', an operand that is not constant, then a
// constant operand starting with ':' ("http://" + host + ":" + port).
func (r *urlTemplates) urlConcat(b *ast.BinaryExpr) bool {
	ops := typesx.Operands(b, token.ADD)
	for i := 0; i+2 < len(ops); i++ {
		before, ok := r.flow.ConstString(ops[i])
		if !ok || !strings.HasSuffix(before, "://") && !strings.HasSuffix(before, "@") {
			continue
		}
		// The scheme is the operand's text before "://", or the operand
		// before it ("listening on http://" is a message).
		k := strings.Index(before, "://")
		if k < 0 || k > 0 && !validSchemeName(before[:k]) || k == 0 && i == 0 {
			continue
		}
		if _, isConst := r.flow.ConstString(ops[i+1]); isConst {
			continue
		}
		if after, ok := r.flow.ConstString(ops[i+2]); ok && strings.HasPrefix(after, ":") {
			return true
		}
	}
	// "http://" + host, where host holds host:port a statement before
	// joined by hand (host += ":" + port): the URL is built in pieces.
	if n := len(ops); n >= 2 {
		before, ok := r.flow.ConstString(ops[n-2])
		if _, isConst := r.flow.ConstString(ops[n-1]); ok && !isConst && schemeStart(before) {
			return true
		}
	}
	return false
}

// urlFormat reports whether format's own text builds an absolute URL
// with host:port by hand: a scheme (or a %s or %v for one, "%[2]s"
// too), "://", then a verb before a ':'.
func urlFormat(format string) bool {
	i := strings.Index(format, "://")
	if i <= 0 {
		return false
	}
	if scheme := format[:i]; !flow.TextVerb(scheme) && !validSchemeName(scheme) {
		return false
	}
	rest := format[i+3:]
	if end := strings.IndexAny(rest, "/?#"); end >= 0 {
		rest = rest[:end]
	}
	return strings.Contains(rest, "%") && strings.Contains(rest, ":")
}

// schemeVerbFormat reports whether format writes a verb before a host's
// verb and ':' ("%s%s:%d"): the first may be a scheme and "://" the
// package writes (scheme := "nats://"), which hostPortHole reads in the
// values.
func schemeVerbFormat(format string) bool {
	for _, v := range [...]string{"%s%s:", "%v%v:", "%s%v:", "%v%s:"} {
		if strings.Contains(format, v) {
			return true
		}
	}
	return false
}

// hostVerbFormat reports whether format's own text writes a verb as an
// absolute URL's host: a scheme (or a verb for one), "://", then a verb.
func hostVerbFormat(format string) bool {
	i := strings.Index(format, "://")
	return i > 0 && strings.HasPrefix(format[i+3:], "%") && (flow.TextVerb(format[:i]) || validSchemeName(format[:i]))
}

// ipArg reports whether an argument of call after its format is an IP
// address (isIPType) or its String().
func (r *urlTemplates) ipArg(call *ast.CallExpr) bool {
	for _, a := range call.Args[1:] {
		if c, ok := ast.Unparen(a).(*ast.CallExpr); ok && len(c.Args) == 0 {
			if sel, ok := ast.Unparen(c.Fun).(*ast.SelectorExpr); ok && sel.Sel.Name == "String" {
				a = sel.X
			}
		}
		if isIPType(r.pass.TypesInfo.TypeOf(a)) {
			return true
		}
	}
	return false
}

// reachedSink reports whether a literal of v reached a sink whose checks
// saw it.
func (r *urlTemplates) reachedSink(v flow.Value) bool {
	for _, p := range v {
		if p.Lit != nil && r.reached[p.Lit] {
			return true
		}
	}
	return false
}

// hasURLFormat reports whether a file of the package holds a string
// literal that is a URL format with host:port (urlFormat): such a package
// is analyzed even when it names no sink (urlTemplateCheck). A
// dependency analyzed for its facts alone is not.
func (r *urlTemplates) hasURLFormat() bool {
	if r.formats != 0 {
		return r.formats > 0
	}
	r.formats = -1
	if r.factsOnly || !r.enabled(rfc.CheckHostPort) {
		return false
	}
	if r.urlLits.any(isURLFormatText) {
		r.formats = 1
	}
	return r.formats > 0
}

// isURLFormatText reports whether s, the text of a literal, is a URL
// format (urlFormat) or a scheme and "://" a concatenation writes a host
// after (schemeStart).
func isURLFormatText(s string) bool { return urlFormat(s) || schemeStart(s) }

// schemeStart reports whether s is a scheme and "://", the start of a
// URL whose host a concatenation writes next ("http://" + host).
func schemeStart(s string) bool {
	k := strings.Index(s, "://")
	return k > 0 && k+3 == len(s) && validSchemeName(s[:k])
}
