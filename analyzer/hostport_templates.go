package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/rfc"
)

// urlTemplateCheck reports host:port written by hand in a fmt.Sprintf
// format whose own text builds a URL ("%s://%s:%d", "bolt://%s:%d") when
// what it formats reaches no sink whose checks saw it: kept in a field a
// client reads later, handed to a library urlvet does not know. A format
// with no scheme and "://" ("%s:%d") is not a URL by its text.
type urlTemplateCheck struct{}

func (urlTemplateCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckHostPort} }

func (urlTemplateCheck) checkPackage(r *pkgAnalysis) {
	if !r.enabled(rfc.CheckHostPort) {
		return
	}
	for _, c := range r.flow.Sites {
		call := c.Call
		if len(call.Args) < 2 || call.Ellipsis.IsValid() || !flow.IsSprintf(r.pass.TypesInfo, call) {
			continue
		}
		if format, ok := r.flow.ConstString(call.Args[0]); !ok || !urlFormat(format) || !r.enabledAt(rfc.CheckHostPort, call) {
			continue
		}
		r.analyzing(call.Pos())
		vals, _ := r.flow.Resolve(call, 0)
		for _, v := range vals {
			if r.reachedSink(v) || r.intent.InErrorData(v) {
				continue
			}
			t, ok := textOf(v, "")
			if !ok {
				continue
			}
			for _, viol := range rfc.Check(t.s, rfc.Options{Profile: r.cfg.Profile, Target: rfc.Absolute, Holes: t.holes, Joins: t.joins}) {
				if viol.Check == rfc.CheckHostPort && viol.Start >= t.placeholder && r.hostPortHole(v, t.starts, viol.Start) {
					r.report(v, t.starts, t.s, viol, call, "fmt.Sprintf")
				}
			}
		}
	}
}

// urlFormat reports whether format's own text builds an absolute URL
// with host:port by hand: a scheme (or a verb for one), "://", then a
// verb before a ':'.
func urlFormat(format string) bool {
	i := strings.Index(format, "://")
	if i <= 0 {
		return false
	}
	if scheme := format[:i]; scheme != "%s" && scheme != "%v" && !validSchemeName(scheme) {
		return false
	}
	rest := format[i+3:]
	if end := strings.IndexAny(rest, "/?#"); end >= 0 {
		rest = rest[:end]
	}
	return strings.Contains(rest, "%") && strings.Contains(rest, ":")
}

// reachedSink reports whether a literal of v reached a sink whose checks
// saw it.
func (r *pkgAnalysis) reachedSink(v flow.Value) bool {
	for _, p := range v {
		if p.Lit != nil && r.reached[p.Lit] {
			return true
		}
	}
	return false
}

// hasURLFormat reports whether the package imports fmt and a file of it
// holds a string literal that may be a URL format (urlFormat): such a
// package is analyzed even when it names no sink (urlTemplateCheck).
func (r *pkgAnalysis) hasURLFormat() bool {
	if r.urlFormats != 0 {
		return r.urlFormats > 0
	}
	r.urlFormats = -1
	if !r.enabled(rfc.CheckHostPort) || !slices.ContainsFunc(r.pass.Pkg.Imports(), func(p *types.Package) bool { return p.Path() == "fmt" }) {
		return false
	}
	found := false
	for _, f := range r.pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			if found {
				return false
			}
			if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING && strings.Contains(lit.Value, "://") && strings.Contains(lit.Value, "%") {
				found = true
			}
			return !flow.Bare(n)
		})
	}
	if found {
		r.urlFormats = 1
	}
	return found
}
