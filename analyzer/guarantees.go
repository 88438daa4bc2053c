package analyzer

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// guaranteeCheck reports an argument whose text a standard function made
// with a guarantee that contradicts what its sink needs, whatever the
// function was given: a path cleaner's result (sinks.Func.NoAuthority)
// where an absolute URL with a host is needed (sinks.Arg.NeedsHost), and
// filepath.Join's (sinks.Func.OSPath) where the path of a URL is
// (sinks.Arg.NeedsURLPath).
type guaranteeCheck struct{}

func (guaranteeCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckPathJoin} }

func (guaranteeCheck) wants(a *sinks.Arg) bool { return a.NeedsHost() || a.NeedsURLPath() }

func (guaranteeCheck) checkArgExpr(p *pkgAnalysis, arg ast.Expr, at ast.Node, sink string, a sinks.Arg) {
	r := p.guarantees
	if !r.enabledAt(rfc.CheckPathJoin, at) {
		return
	}
	if a.NeedsHost() && (!a.OriginForm || r.requests.sentAsIs(at)) {
		if c := r.madeBy(arg, func(f sinks.Func) bool { return f.NoAuthority }); c != nil && !r.joinsURLConstant(c) && !r.requests.transportSetsURL(at) && (!a.FileToo || r.urlFirstElement(c)) {
			// (A client whose own transport makes the path a URL,
			// resolving it against a base, sends it with a host.)
			r.reportGuarantee(c, arg, at, sink, "RFC 3986 §3.2", "authority", noAuthorityMessage(r.calleeFunc(c)))
		} else if p := r.paramLead(arg); c == nil && p != nil && !r.requests.transportSetsURL(at) {
			r.needsHost(p, sink)
		}
	}
	if a.NeedsURLPath() && !socketSchemes(a.Scheme) && a.Scheme != "file" {
		// (A file URL's path, as a socket's, is read back as a path of
		// the system: url.URL{Scheme: "file", Path: filepath.Join(home,
		// dir)} opened with u.Path.)
		if c := r.madeBy(arg, func(f sinks.Func) bool { return f.OSPath }); c != nil {
			r.reportGuarantee(c, arg, at, sink, "RFC 3986 §3.3", "path",
				"%s makes a path of the system the program runs on, with '\\' between its elements on "+
					"Windows and no trailing '/': a URL's path is joined with path.Join or url.JoinPath")
		} else if c := r.madeBy(arg, func(f sinks.Func) bool { return f.Cleans != sinks.CleansNothing }); c != nil {
			if last := r.trailingSlash(c); last != "" {
				r.reportGuarantee(c, arg, at, sink, "RFC 3986 §3.3", "path",
					"%s cleans its result as a file path and drops the trailing '/' of "+strconv.Quote(last)+
						", so the URL names another resource than the one written (a server may answer it with a redirect or a 404); "+
						"join with url.JoinPath, which keeps it, or write the '/' after the join")
			} else if name := r.pathNamedLast(c); name != "" && r.warnAt(rfc.CheckPathJoin, at) {
				r.reportGuaranteeTier(c, arg, at, sink, "RFC 3986 §3.3", "path",
					"%s cleans its result as a file path and drops the trailing '/' that "+name+", a path given at run time, may end with "+
						"(\"/uplink_message/\"), so the URL names another resource than the one given; "+
						"join with url.JoinPath, which keeps it, or write the '/' again after the join", true)
			}
		}
	}
}

// trailingSlash returns the text of the last element of call, a path
// join of two elements or more, when every value it can hold ends in a
// constant '/' after a segment ("/v1/users/", "/api/" + project +
// "/store/", its holes shown as "…"); "" otherwise.
func (r *guarantees) trailingSlash(call *ast.CallExpr) string {
	if len(call.Args) < 2 || call.Ellipsis.IsValid() {
		// (path.Clean of one element cleans it on purpose.)
		return ""
	}
	vals, why := r.flow.Params.ResolveSite(call.Args[len(call.Args)-1], sinks.Arg{Param: sinks.Param{Target: rfc.Reference}})
	if why != "" || len(vals) == 0 {
		return ""
	}
	last := ""
	for _, v := range vals {
		// The value's end must be constant: "/api/" + project + "/store/"
		// loses its '/' whatever the project.
		if len(v) == 0 || v[len(v)-1].Hole || !strings.HasSuffix(v[len(v)-1].Text, "/") {
			return ""
		}
		var b strings.Builder
		for _, p := range v {
			if p.Hole {
				b.WriteString("…")
			} else {
				b.WriteString(p.Text)
			}
		}
		if text := b.String(); strings.Trim(text, "/") != "" {
			last = text
		} else {
			return ""
		}
	}
	return last
}

// pathNamedLast returns the last element of call, a path join of two
// elements or more, where it is a string read at run time whose name
// says it is a path (cfg.Path, webhookPath) and whose values are not all
// known: a path a user gives may end with '/', which the join drops. Not
// in test files, nor the Path of a URL the function parsed itself.
func (r *guarantees) pathNamedLast(call *ast.CallExpr) string {
	if len(call.Args) < 2 || call.Ellipsis.IsValid() || r.intent.InTestFile(call.Pos()) {
		return "" // (a test's paths are its own fixtures')
	}
	e := ast.Unparen(call.Args[len(call.Args)-1])
	var name string
	switch x := e.(type) {
	case *ast.Ident:
		name = x.Name
	case *ast.SelectorExpr:
		name = x.Sel.Name
		if id, ok := ast.Unparen(x.X).(*ast.Ident); ok && isURL(r.pass.TypesInfo.TypeOf(id)) {
			if v := typesx.LocalVar(r.pass.TypesInfo, r.pass.Pkg, id); v != nil && !typesx.IsParam(v) {
				return "" // u.Path of a URL the function parsed itself ("./render?...")
			}
		}
	default:
		return ""
	}
	tv, ok := r.pass.TypesInfo.Types[e]
	if !ok || tv.Value != nil || !typesx.IsString(tv.Type) || lastWord(name) != "path" {
		return ""
	}
	if vals, why := r.flow.Params.ResolveSite(e, sinks.Arg{Param: sinks.Param{Target: rfc.Reference}}); why == "" && len(vals) > 0 {
		return "" // every value known: trailingSlash's
	}
	if r.resolve.slashTestedIn(e, call) {
		return "" // if strings.HasSuffix(p, "/") { u.Path += "/" }: the code puts it back
	}
	return types.ExprString(e)
}

// socketSchemes reports whether scheme names a local socket, whose URL's
// path is a file path of the system the program runs on, read back as
// one (unix:///run/podman/podman.sock dialed with u.Path).
func socketSchemes(scheme string) bool {
	switch scheme {
	case "unix", "unixgram", "unixpacket", "npipe":
		return true
	}
	return false
}

// noAuthorityMessage says why the result of f, a function with the
// NoAuthority guarantee, names no host, and what to write instead.
func noAuthorityMessage(f sinks.Func) string {
	if f.Escapes != sinks.EscapesNothing {
		return "%s escapes '/', so its result never holds \"//\": the URL it makes has no host, whatever it " +
			"escapes; escape the components of a URL, not the URL"
	}
	return "%s never returns \"//\" (it cleans a path as a file path, or returns one element of it or a host): " +
		"the URL it makes has no host, whatever its arguments are; join a URL's path with url.JoinPath"
}

// guarantees finds the standard calls whose guarantee an argument's text
// has: the call that made it, through variables, results and branches.
type guarantees struct {
	*pkgAnalysis
	// hostParams holds the string parameters of the package's functions
	// whose text starts a URL sent to a sink that needs a host, with that
	// sink's key: their callers' arguments are judged as the sink's.
	hostParams map[*types.Var]string
	// pathParams holds the string parameters whose text starts a url.URL's
	// Path or RawPath, with the sink's key (urlQueryPathCheck); queryPaths,
	// the url.URL texts it reported.
	pathParams map[*types.Var]sinkAt
	queryPaths map[*ast.CallExpr]bool
	// namedJoins are the path joins checkNamedJoin judges after the
	// sinks; joined, those a finding of a sink names.
	namedJoins []*ast.CallExpr
	joined     map[*ast.CallExpr]bool
}

// needsHost records that parameter p's text starts a URL that reaches
// sink, which needs a host.
func (r *guarantees) needsHost(p *types.Var, sink string) {
	if _, ok := r.hostParams[p]; ok {
		return
	}
	if r.hostParams == nil {
		r.hostParams = make(map[*types.Var]string)
	}
	r.hostParams[p] = sink
}

// joinsAfterSitesCheck judges the path joins that need every sink of the
// package judged first: checkNamedJoin's, and a path cleaner's result
// passed to a function of the package whose parameter starts a URL sent to a sink that needs a
// host (DownloadArtifact(path.Join(repoURL, name)), where the function
// parses it and sends it), when the first element of the join is a URL
// by its name or its values: the function may take a file path as well.
type joinsAfterSitesCheck struct{}

func (joinsAfterSitesCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckPathJoin} }

func (joinsAfterSitesCheck) checkPackage(p *pkgAnalysis) {
	r := p.guarantees
	defer func() {
		for _, c := range r.namedJoins {
			r.checkNamedJoin(c)
		}
	}()
	reported := make(map[*ast.CallExpr]bool)
	// Rounds: a parameter passed on to one that needs a host needs one.
	for changed := len(r.hostParams) > 0; changed; {
		changed = false
		for _, site := range r.flow.Sites {
			fn, ok := site.Callee.(*types.Func)
			if !ok || fn.Pkg() != r.pass.Pkg || site.Call.Ellipsis.IsValid() || !r.enabledAt(rfc.CheckPathJoin, site.Call) {
				continue
			}
			params := fn.Origin().Signature().Params()
			for i := 0; i < params.Len() && i < len(site.Call.Args); i++ {
				sink, ok := r.hostParams[params.At(i)]
				if !ok {
					continue
				}
				arg := site.Call.Args[i]
				if c := r.madeBy(arg, func(f sinks.Func) bool { return f.NoAuthority }); c != nil {
					if !reported[c] && !r.joined[c] && !r.joinsURLConstant(c) && r.urlFirstElement(c) {
						reported[c] = true
						r.reportGuarantee(c, arg, site.Call, sinks.FuncKey(fn), "RFC 3986 §3.2", "authority",
							noAuthorityMessage(r.calleeFunc(c))+"; it sends the URL to "+r.imports.sinkName(sink, site.Call))
					}
				} else if q := r.paramLead(arg); q != nil {
					if _, seen := r.hostParams[q]; !seen {
						r.needsHost(q, sink)
						changed = true
					}
				}
			}
		}
	}
}

// urlFirstElement reports whether the first element of call, a path
// cleaner, is a URL by its name (repoURL, cfg.Endpoint) or by a value
// that starts with a scheme and "://".
func (r *guarantees) urlFirstElement(call *ast.CallExpr) bool {
	if len(call.Args) == 0 {
		return false
	}
	return nameKind(refName(call.Args[0])) == uriText || r.urlText(call.Args[0], "")
}

// calleeFunc returns what urlvet knows of the function call calls.
func (r *guarantees) calleeFunc(call *ast.CallExpr) sinks.Func {
	fn, ok := typeutil.Callee(r.pass.TypesInfo, call).(*types.Func)
	if !ok || fn.Pkg() == nil {
		return sinks.Func{}
	}
	return flow.FuncOfObj(fn)
}

// reportGuarantee reports call, whose result reaches sink at at, with
// the message format (given the function's name).
func (r *guarantees) reportGuarantee(call *ast.CallExpr, arg ast.Expr, at ast.Node, sink, ref, rule, format string) {
	r.reportGuaranteeTier(call, arg, at, sink, ref, rule, format, false)
}

// reportGuaranteeTier is reportGuarantee, in the warning tier with warn.
func (r *guarantees) reportGuaranteeTier(call *ast.CallExpr, arg ast.Expr, at ast.Node, sink, ref, rule, format string, warn bool) {
	fn, _ := typeutil.Callee(r.pass.TypesInfo, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil {
		return
	}
	if r.joined == nil {
		r.joined = make(map[*ast.CallExpr]bool)
	}
	r.joined[call] = true
	name := r.imports.sinkName(sink, at)
	msg := fmt.Sprintf("%s: "+format+" (%s %s)", name, r.imports.sinkName(sinks.FuncKey(fn), call), ref, rule)
	d := analysis.Diagnostic{Pos: call.Pos(), End: call.End(), Category: string(rfc.CheckPathJoin), Message: msg}
	if call.Pos() < arg.Pos() || call.Pos() >= arg.End() {
		d.Related = append(d.Related, analysis.RelatedInformation{Pos: arg.Pos(), End: arg.End(), Message: "reaches " + name + " here"})
	}
	r.out.add(finding{Diagnostic: d, at: at.Pos(), alone: true, warn: warn})
}

// joinsURLConstant reports whether the first element of call, a path
// cleaner, can hold a constant absolute URL: the path-join check reports
// that where the constant is written (checkJoinBase).
func (r *guarantees) joinsURLConstant(call *ast.CallExpr) bool {
	if len(call.Args) == 0 || call.Ellipsis.IsValid() {
		return false
	}
	vals, _ := r.flow.Params.ResolveSite(call.Args[0], sinks.Arg{Param: sinks.Param{Target: rfc.Reference}})
	for _, v := range vals {
		if lead, _ := flow.LeadingText(v); absoluteURLPrefix(lead) >= 0 {
			return true
		}
	}
	return false
}

// A leadState says what may follow the text a function with a guarantee
// made, at the start of a value.
type leadState uint8

const (
	leadEnd    leadState = iota // nothing: the text is the function's result
	leadClosed                  // a byte other than '/' or ':': the text cannot go on into "//"
)

// maxLeadDepth bounds the variables and functions madeBy follows.
const maxLeadDepth = 6

// madeBy returns the call of a function with guarantee g whose result
// starts every value of e, with nothing after it that could carry on its
// text ("//" after a scheme), or nil. It follows concatenations and
// fmt.Sprintf("%s...") by their first operand, local variables by their
// every assignment, and the functions of the package by their every
// return.
func (r *guarantees) madeBy(e ast.Expr, g func(sinks.Func) bool) *ast.CallExpr {
	l, _, ok := r.leadCall(e, g, 0)
	if !ok {
		return nil
	}
	return l.call
}

// A lead is what starts every value of an expression: the call of a
// function with the guarantee, or else a string parameter of the
// function that holds the expression, whose callers pass the text.
type lead struct {
	call  *ast.CallExpr
	param *types.Var
}

// paramLead returns the string parameter of a function of the package
// that starts every value of e as the text it is passed (through local
// variables, a concatenation after it, url.Parse and String), or nil.
func (r *guarantees) paramLead(e ast.Expr) *types.Var {
	l, _, ok := r.leadCall(e, func(sinks.Func) bool { return false }, 0)
	if !ok {
		return nil
	}
	return l.param
}

func (r *guarantees) leadCall(e ast.Expr, g func(sinks.Func) bool, depth int) (lead, leadState, bool) {
	if depth > maxLeadDepth {
		return lead{}, 0, false
	}
	info := r.pass.TypesInfo
	switch e := ast.Unparen(e).(type) {
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			return lead{}, 0, false
		}
		l, st, ok := r.leadCall(e.X, g, depth+1)
		if !ok || st == leadClosed {
			return l, st, ok
		}
		s, isConst := r.flow.ConstString(e.Y)
		st, ok = after(s)
		return l, st, isConst && ok
	case *ast.Ident:
		return r.leadOfVar(e, g, depth)
	case *ast.CallExpr:
		if flow.IsSprintf(info, e) {
			if len(e.Args) < 2 || e.Ellipsis.IsValid() {
				return lead{}, 0, false
			}
			format, ok := r.flow.ConstString(e.Args[0])
			if !ok || !strings.HasPrefix(format, "%s") && !strings.HasPrefix(format, "%v") {
				return lead{}, 0, false
			}
			l, st, ok := r.leadCall(e.Args[1], g, depth+1)
			if !ok || st == leadClosed {
				return l, st, ok
			}
			rest := format[2:]
			if strings.HasPrefix(rest, "%") {
				return lead{}, 0, false
			}
			st, ok = after(rest)
			return l, st, ok
		}
		fn, ok := typeutil.Callee(info, e).(*types.Func)
		if !ok || fn.Pkg() == nil {
			return lead{}, 0, false
		}
		if g(flow.FuncOfObj(fn)) {
			return lead{call: e}, leadEnd, true
		}
		if fn.Pkg() == r.pass.Pkg {
			return r.leadOfResult(fn, g, depth)
		}
		if x := r.parsedText(e); x != nil {
			// u.String() of u, url.Parse(x) unchanged: text with no "//"
			// parses with no host, which String does not add.
			return r.leadCall(x, g, depth+1)
		}
	}
	return lead{}, 0, false
}

// after returns the state of the text a guaranteed function made when s
// follows it.
func after(s string) (leadState, bool) {
	switch {
	case s == "":
		return leadEnd, true
	case s[0] == '/' || s[0] == ':':
		return 0, false
	}
	return leadClosed, true
}

// leadOfVar is leadCall of a local variable: of each of its assignments.
func (r *guarantees) leadOfVar(id *ast.Ident, g func(sinks.Func) bool, depth int) (lead, leadState, bool) {
	v := typesx.LocalVar(r.pass.TypesInfo, r.pass.Pkg, id)
	if v == nil {
		return lead{}, 0, false
	}
	if typesx.IsParam(v) {
		// A string parameter passed on unchanged: its callers' text.
		if vi := r.flow.VarInfo(v); !typesx.IsString(v.Type()) || vi != nil && (len(vi.Rhs) > 0 || vi.Opaque() || len(vi.Adds) > 0) {
			return lead{}, 0, false
		}
		return lead{param: v}, leadEnd, true
	}
	vi := r.flow.VarInfo(v)
	if vi == nil || vi.Opaque() || len(vi.Adds) > 0 || len(vi.Rhs) == 0 {
		return lead{}, 0, false
	}
	return r.leadOfAll(vi.Rhs, g, depth)
}

// leadOfAll is leadCall of each of es: the first call, and leadEnd when
// one of them may end with the function's result.
func (r *guarantees) leadOfAll(es []ast.Expr, g func(sinks.Func) bool, depth int) (lead, leadState, bool) {
	var first lead
	st := leadClosed
	for _, e := range es {
		l, s, ok := r.leadCall(e, g, depth+1)
		if !ok || first != (lead{}) && (first.call == nil) != (l.call == nil) {
			return lead{}, 0, false // a call on one branch, a parameter on another
		}
		if first == (lead{}) {
			first = l
		}
		if s == leadEnd {
			st = leadEnd
		}
	}
	return first, st, first != (lead{})
}

// leadOfResult is leadCall of the one result of fn, a function of this
// package: of each of its returns.
func (r *guarantees) leadOfResult(fn *types.Func, g func(sinks.Func) bool, depth int) (lead, leadState, bool) {
	d := r.flow.Calls.Decl(fn.Origin())
	if d == nil || d.Body == nil || fn.Signature().Results().Len() != 1 {
		return lead{}, 0, false
	}
	var results []ast.Expr
	bare := false
	ast.Inspect(d.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(n.Results) != 1 {
				bare = true
				return false
			}
			results = append(results, n.Results[0])
		}
		return true
	})
	if bare {
		return lead{}, 0, false
	}
	l, st, ok := r.leadOfAll(results, g, depth)
	if l.param != nil {
		return lead{}, 0, false // the callee's parameter, not this function's
	}
	return l, st, ok
}

// parsedText returns x when call is u.String() of a local variable u set
// once by url.Parse(x) or url.ParseRequestURI(x) and never changed: read
// only through its fields and methods, none written.
func (r *guarantees) parsedText(call *ast.CallExpr) ast.Expr {
	info := r.pass.TypesInfo
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "String" || len(call.Args) != 0 {
		return nil
	}
	fn, ok := typeutil.Callee(info, call).(*types.Func)
	if !ok || sinks.FuncKey(fn) != "net/url.URL.String" {
		return nil
	}
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok {
		return nil
	}
	v := typesx.LocalVar(info, r.pass.Pkg, id)
	if v == nil || typesx.IsParam(v) {
		return nil
	}
	vi := r.flow.VarInfo(v)
	if vi == nil || vi.Escapes || len(vi.Rhs) > 0 || len(vi.Adds) > 0 || len(vi.Results) != 1 {
		return nil
	}
	var parse *ast.CallExpr
	for c, i := range vi.Tuple() {
		if i == 0 {
			parse = c
		}
	}
	if parse == nil || len(parse.Args) != 1 {
		return nil
	}
	if pf, ok := typeutil.Callee(info, parse).(*types.Func); !ok || pf.Pkg() == nil || (sinks.FuncKey(pf) != "net/url.Parse" && sinks.FuncKey(pf) != "net/url.ParseRequestURI") {
		return nil
	}
	for use, obj := range info.Uses {
		if obj != v {
			continue
		}
		parents := r.flow.Control.Parents(use)
		if len(parents) == 0 {
			return nil
		}
		s, ok := parents[0].(*ast.SelectorExpr)
		if !ok || s.X != ast.Expr(use) || len(parents) > 1 && fieldWritten(parents[1], s) {
			return nil // passed whole, or a field written: it may get a host
		}
	}
	return parse.Args[0]
}

// fieldWritten reports whether parent, the node around field selection s,
// writes it or takes its address.
func fieldWritten(parent ast.Node, s *ast.SelectorExpr) bool {
	switch p := parent.(type) {
	case *ast.AssignStmt:
		return slices.Contains(p.Lhs, ast.Expr(s))
	case *ast.IncDecStmt:
		return true
	case *ast.UnaryExpr:
		return p.Op == token.AND
	}
	return false
}
