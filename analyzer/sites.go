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

// checkSites hands every value that reaches a sink to the checks: the
// arguments of sink calls, then the fields of url.URL literals and of
// field sinks, url.URL field assignments, field writes, and, with
// -literals, the literals that reach no sink.
func (r *pkgAnalysis) checkSites() {
	for _, c := range r.flow.Sites {
		r.analyzing(c.Call)
		sc := r.sinkCallOf(c)
		r.checkArgs(sc)
		for _, k := range callChecks {
			k.checkCall(r, sc)
		}
	}
	for _, lit := range r.lits {
		r.analyzing(lit)
		if isURLLit(r.pass.TypesInfo, lit) {
			r.checkURLLiteral(lit)
		} else {
			r.fieldSt.checkFieldSinks(lit)
		}
	}
	r.assigns.checkURLAssigns()
	r.fieldSt.checkFieldWrites()
	if r.cfg.Literals {
		r.loose.checkLiterals()
	}
	for _, k := range groupedChecks {
		k.checkPackage(r)
	}
}

// A sinkCall is a call of the package and the sink it reaches.
type sinkCall struct {
	flow.CallSite
	sink  string      // the sink's key, "" for a call that reaches none
	args  []sinks.Arg // its URL parameters
	shift int         // the offset of its first argument in Call.Args (sinkOf)
	quiet bool        // the caller expects the call to fail: its findings are not reported
}

// sinkCallOf returns call site c with the sink it reaches.
func (r *pkgAnalysis) sinkCallOf(c flow.CallSite) *sinkCall {
	sc := &sinkCall{CallSite: c}
	sc.sink, sc.args, sc.shift = r.index.sinkOf(c)
	if sc.args != nil {
		sc.quiet = r.intent.ExpectsError(c)
	}
	return sc
}

// checkArgs checks the URL arguments of a sink call.
func (r *pkgAnalysis) checkArgs(c *sinkCall) {
	for _, a := range c.args {
		if !r.driverMatches(c.Call, a, c.shift) {
			continue
		}
		for _, arg := range argExprs(c.Call, a, c.shift) {
			r.checkArg(arg, c.Call, c.sink, a, c.quiet)
			if last := &r.result.Calls[len(r.result.Calls)-1]; (last.Unresolved == string(flow.ReasonParameter) || last.Unresolved == string(flow.ReasonFormat)) && r.wraps.wrapperParam(c.CallSite, arg) {
				last.Unresolved = string(flow.ReasonWrapper)
			}
		}
	}
}

// driverMatches reports whether a call is a sink call for a: whether its
// argument a.DriverArg is one of a.Drivers, when a has drivers.
func (r *pkgAnalysis) driverMatches(call *ast.CallExpr, a sinks.Arg, shift int) bool {
	if a.Drivers == nil {
		return true
	}
	i := shift + a.DriverArg
	if len(call.Args) <= i {
		return false
	}
	tv, ok := r.pass.TypesInfo.Types[call.Args[i]]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return false
	}
	return slices.Contains(a.Drivers, constant.StringVal(tv.Value))
}

// A sinkValue is one value of an argument that reaches a sink, as the
// valueChecks see it.
type sinkValue struct {
	v      flow.Value
	arg    ast.Expr // the argument
	at     ast.Node // where the value reaches the sink: the call, or the field
	sink   string
	a      sinks.Arg  // the sink's parameter, with what the site adds (Refused, HostLater)
	target rfc.Target // what the value must be, as it is sent
}

// checkArg resolves one URL argument, records it in the result and,
// unless quiet, hands each of its values to the valueChecks.
func (r *pkgAnalysis) checkArg(arg ast.Expr, at ast.Node, sink string, a sinks.Arg, quiet bool) {
	vals, why := r.resolveArg(arg, at, a)
	if (why == flow.ReasonField || why == flow.ReasonDecoded) && r.fieldSt.delegated(arg, a) {
		why = flow.ReasonFieldWrites
	}
	sc := SinkCall{Pos: arg.Pos(), Sink: sink, Target: a.Target, Constants: len(vals), Resolved: why == "" && len(vals) > 0, Unresolved: string(why)}
	r.result.Calls = append(r.result.Calls, sc)
	if quiet {
		return
	}
	for _, k := range argChecks {
		if k.wants(&a) {
			k.checkArgExpr(r, arg, at, sink, a)
		}
	}
	for _, v := range vals {
		sv, ok := r.sinkValueOf(v, arg, at, sink, a)
		if !ok {
			continue
		}
		for _, k := range valueChecks {
			if k.wants(&sv.a) {
				k.checkValue(r, sv)
			}
		}
	}
}

// sinkValueOf returns value v of argument arg as the checks see it, or
// false when no check is to see it: the wrapper returns before its sink
// on it, the program never builds it, or it is bad on purpose (a test's
// bad input, a value the sink refuses where the test notices, a keyword
// of the sink).
func (r *pkgAnalysis) sinkValueOf(v flow.Value, arg ast.Expr, at ast.Node, sink string, a sinks.Arg) (*sinkValue, bool) {
	if a.Conditional && flow.IsEmpty(v) {
		return nil, false // the wrapper returns early on "" before its sink
	}
	if a.FileToo && len(v) > 0 && !v[0].Hole && !httpSchemed(v[0].Text) {
		return nil, false // the wrapper serves a path or another scheme itself
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
		return nil, false
	}
	if r.intent.InErrorData(v) || r.tests.elidedInTest(at, v) {
		return nil, false
	}
	var noticed bool
	if a.Refused, noticed = r.tests.testRefusal(at, sink, a, v); noticed {
		return nil, false
	}
	if text, whole := flow.LeadingText(v); whole && slices.Contains(a.Keywords, text) {
		return nil, false
	}
	if a.Prefixed {
		v = append(flow.Value{{Hole: true, Use: arg, Why: flow.ReasonWrapper}}, v...)
	}
	if a.Params || a.ColonParams {
		v = pathParams(v, a.Params, a.ColonParams)
	}
	sv := &sinkValue{v: v, arg: arg, at: at, sink: sink, a: a, target: a.Target}
	if a.Credentials {
		return sv, true // a password: no URL to send
	}
	if sv.target == rfc.HTTP && (r.schemes.customScheme(v) || otherScheme(v) && r.requests.ownTransport(at)) {
		sv.target = rfc.Absolute
	}
	if sv.target == rfc.HTTP && pathReference(v) && r.requests.ownTransport(at) {
		// A client's own RoundTripper takes the request as it is: no
		// scheme or host is needed where it serves the path itself.
		sv.target = rfc.Reference
	}
	if sv.target == rfc.HTTP && r.requests.inBrowser() {
		// The browser's fetch sends the request, resolving a reference
		// against the page's URL: postJSON("new", v) posts to the page's
		// directory.
		sv.target = rfc.Reference
	}
	if sv.target == rfc.HTTP && relativePath(v) && r.requests.transportSetsURL(at) {
		// c.Get("zones") through a RoundTrip of the package that
		// resolves each request against its base: what is sent is
		// https://api.example/v2/zones.
		sv.target = rfc.Reference
	}
	if a.OriginForm && len(v) > 0 && !v[0].Hole {
		return sv, r.requestTarget(sv)
	}
	return sv, true
}

// requestTarget sets the target of sv, a value given to a sink that also
// takes a path alone (sinks.Arg.OriginForm) such as http.NewRequest, by
// how the request is sent; false means the value is not checked.
func (r *pkgAnalysis) requestTarget(sv *sinkValue) bool {
	v, at := sv.v, sv.at
	lead, _ := flow.LeadingText(v)
	// NewRequest("GET", "http:///_search", nil): a request whose
	// transport sets req.URL.Host before sending it. An empty
	// host is an error only where the request is sent as built.
	sv.a.HostLater = !r.requests.sentAsIs(at)
	if sv.a.Target == rfc.Reference {
		return true // a request whose URL is replaced before it is sent (requestUse.rebased)
	}
	if strings.HasPrefix(lead, "/") && !strings.HasPrefix(lead, "//") || relativePath(v) && r.requests.transportSetsURL(at) {
		// NewRequest("GET", "/path", nil) builds a request for a
		// handler, or one whose transport resolves it against a base
		// ("zones"); a fragment stays in URL.Fragment, never on the
		// request line, so the path is checked as a reference.
		sv.target = rfc.Reference
	} else if ok, empty := placeholder(v); ok && !r.requests.sentAsIs(at) {
		if empty {
			return false
		}
		sv.target = rfc.Reference // NewRequest("GET", "?q=1", nil): only the query is checked
	} else if !httpPrefix(lead) && r.requests.writtenRaw(at) {
		sv.target = rfc.Absolute // req.Write(conn) takes any scheme: ws://host/
	} else if r.requests.servedDirectly(at) && !r.requests.sentAsIs(at) {
		sv.target = rfc.Reference // h.ServeHTTP(w, req): no client reads the URL
	}
	return true
}

// resolveArg resolves arg, an argument of the call at checked as a
// needs: for a wrapper that formats it, the text it formats with the
// arguments after it.
func (r *pkgAnalysis) resolveArg(arg ast.Expr, at ast.Node, a sinks.Arg) ([]flow.Value, flow.Reason) {
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
func (r *pkgAnalysis) checkURLLiteral(lit *ast.CompositeLit) {
	quiet := r.intent.InErrorRow(lit)
	for key, kv := range keyedFields(lit) {
		p, ok := sinks.URLFields()[key.Name]
		if !ok {
			continue
		}
		a := sinks.Arg{Param: p}
		switch key.Name {
		case "Host":
			if r.socketHost(kv.Value) {
				continue // a socket's path as its transport's key
			}
			if scheme := r.urlLiteralScheme(lit); netScheme(scheme) {
				// The host of an http, https, ws or wss URL follows the
				// host rules of those schemes.
				a.Scheme = scheme
			}
		case "Path", "RawPath":
			// A socket's URL holds a path of the system it runs on.
			a.Scheme = r.urlLiteralScheme(lit)
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

// netScheme reports whether scheme is one of the schemes whose host
// rules apply to url.URL.Host.
func netScheme(scheme string) bool {
	switch scheme {
	case "http", "https", "ws", "wss":
		return true
	}
	return false
}

// urlLiteralScheme returns the lower-cased constant Scheme of a url.URL
// literal, or "".
func (r *pkgAnalysis) urlLiteralScheme(lit *ast.CompositeLit) string {
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

// httpSchemed reports whether text starts with the scheme http or https
// and its ':'.
func httpSchemed(text string) bool {
	scheme, _, ok := strings.Cut(text, ":")
	return ok && (strings.EqualFold(scheme, "http") || strings.EqualFold(scheme, "https"))
}
