package analyzer

import (
	"go/ast"
	"go/constant"
	"iter"
	"slices"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/rfc"
)

// checkCall checks the URL arguments of a call if it is a sink call.
func (r *run) checkCall(c flow.CallSite) {
	name, args, shift := r.sinkOf(c)
	if args == nil {
		return
	}
	quiet := r.flow.ExpectsError(c)
	for _, a := range args {
		if !r.driverMatches(c.Call, a, shift) {
			continue
		}
		for _, arg := range argExprs(c.Call, a, shift) {
			r.checkArg(arg, c.Call, name, a, quiet)
			if last := &r.result.Calls[len(r.result.Calls)-1]; (last.Unresolved == string(flow.ReasonParameter) || last.Unresolved == string(flow.ReasonFormat)) && r.wrapperParam(c, arg) {
				last.Unresolved = string(flow.ReasonWrapper)
			}
		}
	}
	if name == "net/url.URL.Parse" && len(c.Call.Args) == 1 && !quiet {
		r.checkResolved(c.Call, c.Call.Args[0], name)
	}
}

// checkArg resolves one URL argument, records it in the result and
// reports its violations unless quiet.
func (r *run) checkArg(arg ast.Expr, at ast.Node, sink string, a sinks.Arg, quiet bool) {
	vals, why := r.resolveArg(arg, at, a)
	if (why == flow.ReasonField || why == flow.ReasonDecoded) && r.delegated(arg, a) {
		why = flow.ReasonFieldWrites
	}
	sc := SinkCall{Pos: arg.Pos(), Sink: sink, Target: a.Target, Constants: len(vals), Resolved: why == "" && len(vals) > 0, Unresolved: string(why)}
	r.result.Calls = append(r.result.Calls, sc)
	if quiet {
		return
	}
	for _, v := range vals {
		if a.Conditional && flow.IsEmpty(v) {
			continue // the wrapper returns early on "" before its sink
		}
		for _, p := range v {
			if p.Lit != nil {
				r.reached[p.Lit] = true
			}
		}
		if bracketedInName(v) {
			// Quiet, and the site counts as unresolved: what the runs
			// that are taken build is not known here.
			last := &r.result.Calls[len(r.result.Calls)-1]
			last.Resolved = false
			if last.Unresolved == "" {
				last.Unresolved = string(flow.ReasonInfeasible)
			}
			continue
		}
		if r.flow.InErrorData(v) || r.elidedInTest(at, v) {
			continue
		}
		a := a
		var noticed bool
		if a.Refused, noticed = r.testRefusal(at, sink, a, v); noticed {
			continue
		}
		if text, whole := leadingText(v); whole && slices.Contains(a.Keywords, text) {
			continue
		}
		if a.Prefixed {
			v = append(flow.Value{{Hole: true, Use: arg, Why: flow.ReasonWrapper}}, v...)
		}
		if a.Params || a.ColonParams {
			v = pathParams(v, a.Params, a.ColonParams)
		}
		if a.Credentials {
			r.reportCredentials(v, at, sink)
			continue
		}
		target := a.Target
		if target == rfc.HTTP && r.customScheme(v) {
			target = rfc.Absolute
		}
		if lead, _ := leadingText(v); a.OriginForm && len(v) > 0 && !v[0].Hole {
			// NewRequest("GET", "http:///_search", nil): a request whose
			// transport sets req.URL.Host before sending it. An empty
			// host is an error only where the request is sent as built.
			a.HostLater = !r.sentAsIs(at)
			if strings.HasPrefix(lead, "/") && !strings.HasPrefix(lead, "//") {
				// NewRequest("GET", "/path", nil) builds a request for a
				// handler; a fragment stays in URL.Fragment, never on the
				// request line, so the path is checked as a reference.
				target = rfc.Reference
			} else if ok, empty := placeholder(v); ok && !r.sentAsIs(at) {
				if empty {
					continue
				}
				target = rfc.Reference // NewRequest("GET", "?q=1", nil): only the query is checked
			} else if !httpPrefix(lead) && r.writtenRaw(at) {
				target = rfc.Absolute // req.Write(conn) takes any scheme: ws://host/
			} else if r.servedDirectly(at) && !r.sentAsIs(at) {
				target = rfc.Reference // h.ServeHTTP(w, req): no client reads the URL
			}
		}
		if len(a.Schemes) > 0 {
			r.checkSinkScheme(v, at, sink, a)
		}
		if sink == "net/url.Parse" {
			r.checkBareHostPort(v, at, sink)
		}
		r.checkValue(v, at, sink, target, a)
	}
}

// resolveArg resolves arg, an argument of the call at checked as a
// needs: for a wrapper that formats it, the text it formats with the
// arguments after it.
func (r *run) resolveArg(arg ast.Expr, at ast.Node, a sinks.Arg) ([]flow.Value, flow.Reason) {
	if call, ok := at.(*ast.CallExpr); ok && a.Format {
		if i := slices.Index(call.Args, arg); i >= 0 {
			return r.flow.Params.ResolveFormatSite(call, i, a)
		}
	}
	return r.flow.Params.ResolveSite(arg, a)
}

// bracketedInName reports whether v puts an IP literal that the program
// brackets itself ("[" + h + "]", built only when h is an IPv6 address)
// after other text of a host name (bucket + "." + host, built only for
// DNS names): a combination of branches no run takes, as in minio-go's
// makeTargetURL.
func bracketedInName(v flow.Value) bool {
	for i := 1; i+1 < len(v); i++ {
		if !v[i].Hole || v[i-1].Hole || v[i+1].Hole || !strings.HasSuffix(v[i-1].Text, "[") || !strings.HasPrefix(v[i+1].Text, "]") {
			continue
		}
		// The text right before the '[', back to the hole before it.
		j, before := i-1, strings.TrimSuffix(v[i-1].Text, "[")
		for before == "" && j > 0 && !v[j-1].Hole {
			j--
			before = v[j].Text
		}
		if before != "" && !strings.HasSuffix(before, "//") && !strings.HasSuffix(before, "@") {
			return true
		}
	}
	return false
}

// checkURLLiteral checks the string fields of a url.URL composite literal.
func (r *run) checkURLLiteral(lit *ast.CompositeLit) {
	quiet := r.flow.InErrorRow(lit)
	for key, kv := range keyedFields(lit) {
		target, ok := sinks.URLFields[key.Name]
		if !ok {
			continue
		}
		a := sinks.Arg{Target: target}
		if key.Name == "Host" {
			if scheme := r.urlLiteralScheme(lit); netSchemes[scheme] {
				// The host of an http, https, ws or wss URL follows the
				// host rules of those schemes.
				a.Scheme = scheme
			}
		}
		r.checkArg(kv.Value, kv, "net/url.URL."+key.Name, a, quiet)
	}
}

// keyedFields yields the elements of a struct literal written Key: value.
func keyedFields(lit *ast.CompositeLit) iter.Seq2[*ast.Ident, *ast.KeyValueExpr] {
	return func(yield func(*ast.Ident, *ast.KeyValueExpr) bool) {
		for _, elt := range lit.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				if key, ok := kv.Key.(*ast.Ident); ok && !yield(key, kv) {
					return
				}
			}
		}
	}
}

// netSchemes are the schemes whose host rules apply to url.URL.Host.
var netSchemes = map[string]bool{"http": true, "https": true, "ws": true, "wss": true}

// urlLiteralScheme returns the lower-cased constant Scheme of a url.URL
// literal, or "".
func (r *run) urlLiteralScheme(lit *ast.CompositeLit) string {
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		if key, ok := kv.Key.(*ast.Ident); ok && key.Name == "Scheme" {
			if tv, ok := r.pass.TypesInfo.Types[kv.Value]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
				return strings.ToLower(constant.StringVal(tv.Value))
			}
		}
	}
	return ""
}

// checkValue checks one candidate value against target.
// Violations that start within prefix, a constant text written before the
// value, are not reported.
func (r *run) checkValue(v flow.Value, at ast.Node, sink string, target rfc.Target, a sinks.Arg) {
	prefix := a.Prefix
	var b strings.Builder
	var holes, joins []int
	starts := make([]int, len(v))
	known := false
	skip := 0
	b.WriteString(prefix)
	if prefix == "" && len(v) > 1 && v[0].Hole && !v[1].Hole && strings.HasPrefix(v[1].Text, "://") {
		// scheme + "://" + host: the hole is a scheme, which a hole at
		// the start of a reference cannot stand for.
		b.WriteString("http")
		skip = 1
	}
	placeholder := b.Len()
	for i, p := range v {
		if i < skip {
			continue
		}
		starts[i] = b.Len()
		if p.Hole {
			if len(holes) == 0 || holes[len(holes)-1] != b.Len() {
				holes = append(holes, b.Len())
			}
			continue
		}
		known = true
		if joinBefore(v, i, skip) {
			joins = append(joins, b.Len())
		}
		b.WriteString(p.Text)
	}
	if !known {
		return
	}
	s := b.String()
	opts := rfc.Options{Profile: r.cfg.Profile, Target: target, Holes: holes, Joins: joins, Scheme: a.Scheme}
	for _, viol := range rfc.Check(s, opts) {
		if viol.Start >= placeholder && r.reportedInFile(viol, s, v, at, a) && reportedAt(viol, sink) && !decodedHostZone(viol, sink) &&
			!(a.HostLater && emptyHost(viol, s)) &&
			(viol.Check != rfc.CheckHostPort || r.hostPortHole(v, starts, viol.Start)) {
			r.report(v, starts, s, viol, at, sink)
		}
	}
	r.checkUnescaped(v, starts, s, at, sink, target)
}

// enabledAt reports whether check id runs at node at: the checks whose
// test policy is rfc.OffInTests do not run in test files.
func (r *run) enabledAt(id rfc.CheckID, at ast.Node) bool {
	if r.flow.InTestCode(at.Pos()) {
		if doc, _ := rfc.Doc(id); doc.Tests == rfc.OffInTests {
			return false
		}
	}
	return r.enabled(id)
}

// enabled reports whether the configuration runs check id.
func (r *run) enabled(id rfc.CheckID) bool {
	return r.cfg.enabled(id)
}

// enabled reports whether cfg runs check id: a check listed in Checks, or
// with Checks empty every check whose severity is an error, and the
// warnings too with Warnings; never a check listed in Disable.
func (cfg Config) enabled(id rfc.CheckID) bool {
	for _, d := range cfg.Disable {
		if d == id {
			return false
		}
	}
	if len(cfg.Checks) == 0 {
		// nil and empty both mean all (Config.Validate), less the
		// warnings unless asked for: a go vet run fails on any diagnostic.
		if doc, ok := rfc.Doc(id); ok && doc.Severity == rfc.Warning {
			return cfg.Warnings
		}
		return true
	}
	for _, c := range cfg.Checks {
		if c == id {
			return true
		}
	}
	return false
}
