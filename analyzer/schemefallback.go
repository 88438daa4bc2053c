package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// schemeFallbackCheck reports url.Parse given a variable whose text the
// same function treats as host[:port] when it has no scheme, whatever
// that text is: it answers an empty Scheme of the result by writing the
// text after "://" (url.Parse("http://" + s), or "http://" + s alone in
// the branch an empty Scheme runs; not after "file://" or "unix://",
// which a path follows), by making it the Host of a url.URL with a
// scheme (url.URL{Scheme: "mongodb", Host: s}) or by setting the Scheme (u.Scheme = "http": String() then writes "//" before a path,
// so "api.example.com" becomes http://api.example.com), or an empty Host
// by reading the host from the Path. url.Parse reads a host with a port
// ("db1.internal:2379") as scheme "db1.internal" with no host, and fails
// on an IP address with one ("127.0.0.1:2379": a first path segment
// cannot hold ':'), so the fallback never runs for the text it is
// written for. Not where the parse runs only under a test of the text
// ("://" in it), where the code handles both kinds of host:port
// (hostPortHandled: a failure, and a host read as a scheme), where a
// URL given a scheme is also given a host from elsewhere when it has
// none (the text may be a path: a server's relative link), nor in
// tests. So is a fallback that only a host name with a port reaches
// (numericOnly), where the code returns on the parse's error: it parses
// the text again after "://" when the URL has no host, uses it as it is
// when the URL has an Opaque part, or replaces it with the URL's Host for
// some schemes and keeps it for any other (not where the text kept goes
// to a gRPC target, whose own schemes are those kept); an IP address
// with a port, a host as valid as a name, fails the parse before it.
type schemeFallbackCheck struct{}

// schemeFallbacks reads one package's parses for schemeFallbackCheck.
type schemeFallbacks struct{ *pkgAnalysis }

func (schemeFallbackCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckTarget} }

func (schemeFallbackCheck) checkCall(r *pkgAnalysis, c *sinkCall) {
	fn, ok := c.Callee.(*types.Func)
	if !ok || !sinks.MisreadsHostPortFunc(fn) || len(c.Call.Args) != 1 || c.Fn == nil || c.Fn.Body == nil {
		return
	}
	arg := c.Call.Args[0]
	f := schemeFallbacks{r}
	v := f.localVar(arg)
	if v == nil || r.intent.InTestFile(c.Call.Pos()) || !r.enabledAt(rfc.CheckTarget, c.Call) {
		return
	}
	u := f.parseResult(c.Call)
	if u == nil || f.givenScheme(v, c.Call) {
		return
	}
	fallback, how, numericOnly := f.schemeFallback(c.Fn.Body, c.Call, u, v)
	switch {
	case fallback == nil:
		return
	case numericOnly && r.hostPorts.hostPortHandled(c.Call, arg, true):
		return // the parse's failure handled
	case r.hostPorts.hostPortHandled(c.Call, arg, true) && r.hostPorts.hostPortHandled(c.Call, arg, false):
		return // both kinds of host:port handled: the parse's failure and the host read as a scheme
	case !numericOnly && r.hostPorts.hostPortHandled(c.Call, arg, false):
		numericOnly = true // a host name read as a scheme handled: only an IP address misses the fallback
	}
	name := r.imports.sinkName("net/url.Parse", c.Call)
	msg := name + ": " + v.Name() + " is " + how + ", so the code expects host[:port] there; but url.Parse reads a " +
		"host with a port (\"db.internal:5432\") as scheme \"db.internal\" with no host, and fails on an IP " +
		"address with one (\"127.0.0.1:5432\": a first path segment cannot hold ':'): the fallback never runs " +
		"for host:port; test for \"://\" before parsing (strings.Contains(" + v.Name() + ", \"://\")) " +
		"(RFC 3986 §3 absolute-URI)"
	if numericOnly {
		msg = name + ": " + v.Name() + " is " + how + ", so the code expects host[:port] there; but url.Parse fails " +
			"on an IP address with a port (\"127.0.0.1:5000\", \"[::1]:5000\": a first path segment cannot hold ':') " +
			"before the fallback, which only a host name with a port (read as a scheme) reaches; test for \"://\" " +
			"before parsing (strings.Contains(" + v.Name() + ", \"://\")), or fall back on the parse's error too " +
			"(RFC 3986 §3 absolute-URI)"
	}
	d := analysis.Diagnostic{Pos: arg.Pos(), End: arg.End(), Category: string(rfc.CheckTarget), Message: msg,
		Related: []analysis.RelatedInformation{{Pos: fallback.Pos(), End: fallback.End(), Message: "the fallback"}}}
	r.out.add(finding{Diagnostic: d, at: c.Call.Pos(), alone: true})
}

// localVar returns the local variable or parameter e reads, or nil.
func (r schemeFallbacks) localVar(e ast.Expr) *types.Var {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := r.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.IsField() || v.Pkg() != r.pass.Pkg || v.Parent() == r.pass.Pkg.Scope() || !typesx.IsString(v.Type()) {
		return nil
	}
	return v
}

// givenScheme reports whether v is assigned, before call, its own text
// after a scheme (s = "http://" + s), or after "//" (s = "//" + s): the
// text parsed has a scheme, or a host url.Parse reads as one.
func (r schemeFallbacks) givenScheme(v *types.Var, call *ast.CallExpr) bool {
	vi := r.flow.VarInfo(v)
	if vi == nil {
		return false
	}
	for _, rhs := range vi.Rhs {
		if rhs.Pos() < call.Pos() && r.afterSep(rhs, v, nil, "//") {
			return true
		}
	}
	return false
}

// parseResult returns the variable the URL result of call is assigned
// to (u, err := url.Parse(s); var u, err = url.Parse(s)), or nil.
func (r schemeFallbacks) parseResult(call *ast.CallExpr) *types.Var {
	parents := r.flow.Control.Parents(call)
	if len(parents) == 0 {
		return nil
	}
	var id *ast.Ident
	switch as := parents[0].(type) {
	case *ast.AssignStmt:
		if len(as.Rhs) == 1 && as.Rhs[0] == ast.Expr(call) && len(as.Lhs) > 0 {
			id, _ = as.Lhs[0].(*ast.Ident)
		}
	case *ast.ValueSpec: // var u, err = url.Parse(s)
		if len(as.Values) == 1 && as.Values[0] == ast.Expr(call) && len(as.Names) > 0 {
			id = as.Names[0]
		}
	}
	if id == nil {
		return nil
	}
	v, _ := typesx.ObjectOf(r.pass.TypesInfo, id).(*types.Var)
	return v
}

// schemeFallback returns the fallback in body by which the code reads
// text s (the variable v, parsed into u by call) as host[:port] when it
// has no scheme, and says what it is: a test of u.Scheme against ""
// with a parse of s after "://" in body, or a test of u.Host (or a
// variable holding it) against "" whose branch reads u.Path; or, with
// numericOnly, one a host name with a port reaches (url.Parse reads its
// name as a scheme) and an IP address with one does not (the parse
// fails first): a test of u.Host against "" whose branch parses s after
// "://".
func (r schemeFallbacks) schemeFallback(body *ast.BlockStmt, call *ast.CallExpr, u, v *types.Var) (fallback ast.Node, how string, numericOnly bool) {
	info := r.pass.TypesInfo
	field := func(e ast.Expr, name string) bool {
		sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
		return ok && sel.Sel.Name == name && typesx.IsIdentOf(info, sel.X, u)
	}
	hosts := map[types.Object]bool{} // variables assigned u.Host
	testsScheme, hostElsewhere := false, false
	var reparse, pathRead, schemeSet, hostReparse, written, hostLit ast.Node
	ast.Inspect(body, func(n ast.Node) bool {
		if n != nil && n.Pos() > call.End() {
			for _, b := range r.noSchemeBranch(n, field) {
				if r.hostGiven(b, field, u, v) {
					continue
				}
				for _, st := range b.List {
					if as, ok := st.(*ast.AssignStmt); ok && len(as.Lhs) == 1 && field(as.Lhs[0], "Scheme") {
						schemeSet = as // if u.Scheme == "" { u.Scheme = "http" }
					}
				}
				if written == nil {
					written = r.writtenAfterScheme(b, u, v) // if u.Scheme == "" { s = "http://" + s }
				}
				if hostLit == nil {
					hostLit = r.hostOfURLLit(b, v) // if u.Scheme == "" { u = &url.URL{Scheme: "mongodb", Host: s} }
				}
			}
		}
		switch n := n.(type) {
		case *ast.AssignStmt:
			if len(n.Lhs) == 1 && len(n.Rhs) == 1 && field(n.Rhs[0], "Host") {
				if id, ok := n.Lhs[0].(*ast.Ident); ok {
					hosts[typesx.ObjectOf(info, id)] = true
				}
			}
		case *ast.BinaryExpr:
			if (n.Op == token.EQL || n.Op == token.NEQ) && field(n.X, "Scheme") && r.hostPorts.emptyString(n.Y) {
				testsScheme = true
			}
		case *ast.CallExpr:
			if n == call || len(n.Args) != 1 {
				return true
			}
			if fn, ok := typeutil.Callee(info, n).(*types.Func); ok && sinks.MisreadsHostPortFunc(fn) && r.afterSep(n.Args[0], v, u, "://") {
				reparse = n
			}
		case *ast.IfStmt:
			if pathRead == nil && r.testsEmptyHost(n.Cond, field, hosts) && r.readsPath(n.Body, field) {
				pathRead = n
			}
			if hostReparse == nil && n.Pos() > call.End() && r.testsEmptyHost(n.Cond, field, hosts) {
				hostReparse = r.reparseIn(n.Body, u, v) // if u.Host == "" { u, err = url.Parse("https://" + s) }
			}
			if b, ok := ast.Unparen(n.Cond).(*ast.BinaryExpr); ok && b.Op == token.EQL && field(b.X, "Host") && r.hostPorts.emptyString(b.Y) && n.Pos() > call.End() && r.hostGiven(n.Body, field, u, v) {
				hostElsewhere = true // if u.Host == "" { u.Host = defaultHost }
			}
		}
		return true
	})
	if mentionsField(body, field, "Opaque") {
		// The code reads what a host read as a scheme leaves: it knows a
		// host name with a port parses so; an IP address with one fails.
		if n := r.opaqueFallback(body, call, field, u, v); n != nil {
			return n, "used as it is when the URL has an Opaque part (what a host name with a port leaves, read as a scheme)", true
		}
		return nil, "", false
	}
	switch {
	case testsScheme && reparse != nil:
		return reparse, "parsed again after \"://\" when it has no scheme", false
	case testsScheme && schemeSet != nil && !hostElsewhere:
		return schemeSet, "given a scheme when it has none", false
	case written != nil && !hostElsewhere:
		return written, "written after \"://\" when it has no scheme", false
	case hostLit != nil && !hostElsewhere:
		return hostLit, "made the Host of a url.URL with a scheme when it has none", false
	case pathRead != nil:
		return pathRead, "read as a host in the URL's Path when the URL has no host", false
	case hostReparse != nil:
		return hostReparse, "parsed again after \"://\" when the URL has no host", true
	}
	if n := r.hostForScheme(body, call, field, v); n != nil && !r.keptForResolver(body, v) {
		return n, "replaced by the URL's Host for some schemes and kept as it is for any other", true
	}
	return nil, "", false
}

// opaqueFallback returns the if after call that tests the Opaque of the
// URL parsed from v, u, and uses the text v holds in a branch (other than
// in an error or a log line), or, in the branch where u has an Opaque
// part, u's text whole (u.String(): the text v held, a host name with a
// port read as a scheme); nil if there is none.
func (r schemeFallbacks) opaqueFallback(body *ast.BlockStmt, call *ast.CallExpr, field func(ast.Expr, string) bool, u, v *types.Var) ast.Node {
	roots := map[types.Object]bool{v: true}
	var found ast.Node
	ast.Inspect(body, func(n ast.Node) bool {
		is, ok := n.(*ast.IfStmt)
		if !ok || found != nil || is.Pos() < call.End() || !mentionsField(is.Cond, field, "Opaque") {
			return found == nil
		}
		if r.hostPorts.mentions(is.Body, roots, false) || is.Else != nil && r.hostPorts.mentions(is.Else, roots, false) {
			found = is
		}
		if b := opaqueBranch(is, field, r.hostPorts.emptyString); b != nil && r.stringOf(b, u) {
			found = is
		}
		return found == nil
	})
	return found
}

// opaqueBranch returns the branch of is that runs where the URL has an
// Opaque part: the body of if u.Opaque != "", the else of if u.Opaque ==
// "".
func opaqueBranch(is *ast.IfStmt, field func(ast.Expr, string) bool, empty func(ast.Expr) bool) ast.Node {
	b, ok := ast.Unparen(is.Cond).(*ast.BinaryExpr)
	if !ok || !field(b.X, "Opaque") || !empty(b.Y) {
		return nil
	}
	switch {
	case b.Op == token.NEQ:
		return is.Body
	case b.Op == token.EQL && is.Else != nil:
		return is.Else
	}
	return nil
}

// stringOf reports whether n calls u.String(), other than in an error or
// a log line.
func (r schemeFallbacks) stringOf(n ast.Node, u *types.Var) bool {
	found := false
	ast.Inspect(n, func(c ast.Node) bool {
		call, ok := c.(*ast.CallExpr)
		if ok && reportsOnly(call) {
			return false
		}
		if ok && len(call.Args) == 0 {
			if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && sel.Sel.Name == "String" && typesx.IsIdentOf(r.pass.TypesInfo, sel.X, u) {
				found = true
			}
		}
		return !found
	})
	return found
}

// hostForScheme returns the test of the Scheme of the URL parsed from v,
// after call, by which some schemes replace v with the URL's Host (v =
// u.Host) and any other keeps v as it is (a switch with no default, or
// a default that neither replaces v nor leaves; an if with no else): the
// code takes v for host[:port] where it names no scheme it knows. Nil
// if there is none.
func (r schemeFallbacks) hostForScheme(body *ast.BlockStmt, call *ast.CallExpr, field func(ast.Expr, string) bool, v *types.Var) ast.Node {
	info := r.pass.TypesInfo
	setsHost := func(b []ast.Stmt) bool {
		for _, st := range b {
			if as, ok := st.(*ast.AssignStmt); ok && len(as.Lhs) == 1 && len(as.Rhs) == 1 && typesx.IsIdentOf(info, as.Lhs[0], v) && field(as.Rhs[0], "Host") {
				return true
			}
		}
		return false
	}
	writes := func(b []ast.Stmt) bool {
		for _, st := range b {
			if as, ok := st.(*ast.AssignStmt); ok {
				for _, l := range as.Lhs {
					if typesx.IsIdentOf(info, l, v) {
						return true
					}
				}
			}
		}
		return flow.Exits(&ast.BlockStmt{List: b})
	}
	var found ast.Node
	ast.Inspect(body, func(n ast.Node) bool {
		if found != nil || n == nil || n.Pos() < call.End() {
			return found == nil
		}
		switch n := n.(type) {
		case *ast.SwitchStmt:
			if n.Tag == nil || !mentionsField(n.Tag, field, "Scheme") {
				return true
			}
			host, kept, hasDefault := false, false, false
			for _, st := range n.Body.List {
				cc := st.(*ast.CaseClause)
				host = host || setsHost(cc.Body)
				if cc.List == nil {
					hasDefault = true
					kept = !writes(cc.Body)
				}
			}
			if host && (kept || !hasDefault) {
				found = n
			}
		case *ast.IfStmt:
			if n.Else == nil && mentionsField(n.Cond, field, "Scheme") && !r.testsEmptyScheme(n.Cond, field) && setsHost(n.Body.List) {
				found = n
			}
		}
		return found == nil
	})
	return found
}

// keptForResolver reports whether body hands v to a gRPC target
// (grpc.NewClient(address)), whose grammar has schemes of its own
// (unix:///run/app.sock, dns:///host): the schemes a switch on the
// Scheme keeps as they are are the target's, not host[:port]
// (BuildKit's client keeps unix:// and replaces only tcp://).
func (r schemeFallbacks) keptForResolver(body *ast.BlockStmt, v *types.Var) bool {
	info := r.pass.TypesInfo
	return callGiven(info, body, v, func(fn *types.Func, call *ast.CallExpr) bool {
		_, args := r.index.funcSink(fn)
		for _, a := range args {
			if a.Target == rfc.GRPC && a.Index < len(call.Args) && typesx.IsIdentOf(info, call.Args[a.Index], v) {
				return true
			}
		}
		return false
	})
}

// testsEmptyScheme reports whether cond compares the Scheme with "".
func (r schemeFallbacks) testsEmptyScheme(cond ast.Expr, field func(ast.Expr, string) bool) bool {
	found := false
	ast.Inspect(cond, func(n ast.Node) bool {
		if b, ok := n.(*ast.BinaryExpr); ok && field(b.X, "Scheme") && r.hostPorts.emptyString(b.Y) {
			found = true
		}
		return !found
	})
	return found
}

// disjuncts returns the operands of a chain of ||.
func disjuncts(e ast.Expr) []ast.Expr {
	if b, ok := ast.Unparen(e).(*ast.BinaryExpr); ok && b.Op == token.LOR {
		return append(disjuncts(b.X), disjuncts(b.Y)...)
	}
	return []ast.Expr{ast.Unparen(e)}
}

// noSchemeBranch returns the blocks n runs only when the URL the field
// test reads has no scheme: the body of if u.Scheme == "" (or of an if
// whose condition is a chain of || holding that test), the else of if
// u.Scheme != "", a case "" of switch u.Scheme.
func (r schemeFallbacks) noSchemeBranch(n ast.Node, field func(ast.Expr, string) bool) []*ast.BlockStmt {
	switch n := n.(type) {
	case *ast.IfStmt:
		b, ok := ast.Unparen(n.Cond).(*ast.BinaryExpr)
		if ok && b.Op == token.LOR {
			// if err != nil || u.Scheme == "": the body runs for an
			// empty Scheme, among other cases; with || u.Host == "" it
			// runs for a host read as a scheme too.
			scheme := false
			for _, d := range disjuncts(b) {
				d, ok := d.(*ast.BinaryExpr)
				if !ok || d.Op != token.EQL || !r.hostPorts.emptyString(d.Y) {
					continue
				}
				if field(d.X, "Host") {
					return nil
				}
				scheme = scheme || field(d.X, "Scheme")
			}
			if scheme {
				return []*ast.BlockStmt{n.Body}
			}
			return nil
		}
		if !ok || !field(b.X, "Scheme") || !r.hostPorts.emptyString(b.Y) {
			return nil
		}
		if b.Op == token.EQL {
			return []*ast.BlockStmt{n.Body}
		}
		if e, ok := n.Else.(*ast.BlockStmt); ok && b.Op == token.NEQ {
			return []*ast.BlockStmt{e}
		}
	case *ast.SwitchStmt:
		if n.Tag == nil || !field(n.Tag, "Scheme") {
			return nil
		}
		var out []*ast.BlockStmt
		for _, st := range n.Body.List {
			cc := st.(*ast.CaseClause)
			for _, e := range cc.List {
				if r.hostPorts.emptyString(e) {
					out = append(out, &ast.BlockStmt{Lbrace: cc.Colon, List: cc.Body})
					break
				}
			}
		}
		return out
	}
	return nil
}

// writtenAfterScheme returns the expression in block that writes the
// text v holds, or the URL u parsed from it, right after "://", or nil.
func (r schemeFallbacks) writtenAfterScheme(block *ast.BlockStmt, u, v *types.Var) ast.Node {
	var found ast.Node
	ast.Inspect(block, func(n ast.Node) bool {
		if e, ok := n.(ast.Expr); ok && found == nil && r.afterSep(e, v, u, "://") {
			found = e
		}
		return found == nil
	})
	return found
}

// hostOfURLLit returns the url.URL literal in block that has a Scheme
// and takes the text v holds whole as its Host (url.URL{Scheme:
// "mongodb", Host: s}), or nil: String() writes it after "://".
func (r schemeFallbacks) hostOfURLLit(block *ast.BlockStmt, v *types.Var) ast.Node {
	info := r.pass.TypesInfo
	var found ast.Node
	ast.Inspect(block, func(n ast.Node) bool {
		lit, ok := n.(*ast.CompositeLit)
		if !ok || found != nil {
			return found == nil
		}
		if tv, ok := info.Types[lit]; !ok || !typesx.IsNamed(tv.Type, "net/url", "URL", false) {
			return true
		}
		scheme, host := false, false
		for _, el := range lit.Elts {
			kv, ok := el.(*ast.KeyValueExpr)
			if !ok {
				continue
			}
			switch key, _ := kv.Key.(*ast.Ident); {
			case key == nil:
			case key.Name == "Scheme":
				scheme = !r.hostPorts.emptyString(kv.Value)
			case key.Name == "Host":
				host = typesx.IsIdentOf(info, kv.Value, v)
			}
		}
		if scheme && host {
			found = lit
		}
		return found == nil
	})
	return found
}

// reparseIn returns the call in block that parses the text v holds, or
// the URL u parsed from it, again after "://", or nil.
func (r schemeFallbacks) reparseIn(block *ast.BlockStmt, u, v *types.Var) ast.Node {
	var found ast.Node
	ast.Inspect(block, func(n ast.Node) bool {
		c, ok := n.(*ast.CallExpr)
		if !ok || found != nil || len(c.Args) != 1 {
			return found == nil
		}
		if fn, ok := typeutil.Callee(r.pass.TypesInfo, c).(*types.Func); ok && sinks.MisreadsHostPortFunc(fn) && r.afterSep(c.Args[0], v, u, "://") {
			found = c
		}
		return found == nil
	})
	return found
}

// hostGiven reports whether block, run when the URL u parsed from v has
// no scheme, also sets u.Host to a value read from neither u nor v (the
// host of the request being served: http2's Push, whose target with no
// scheme is an absolute path): the code reads the text as a path, and
// takes the host from elsewhere. A host read from the text or the URL's
// path (u.Host = u.Path) is a fallback for host[:port] still.
func (r schemeFallbacks) hostGiven(block *ast.BlockStmt, field func(ast.Expr, string) bool, u, v *types.Var) bool {
	for _, st := range block.List {
		as, ok := st.(*ast.AssignStmt)
		if !ok || len(as.Lhs) != 1 || len(as.Rhs) != 1 || !field(as.Lhs[0], "Host") {
			continue
		}
		if !r.hostPorts.emptyString(as.Rhs[0]) && !r.readsEither(as.Rhs[0], u, v) {
			return true
		}
	}
	return false
}

// readsEither reports whether e reads u or v, directly or through a
// local variable assigned from them (host := strings.Split(v, "/")[0]).
func (r schemeFallbacks) readsEither(e ast.Expr, u, v *types.Var) bool {
	info := r.pass.TypesInfo
	if typesx.UsesVar(info, e, u) || typesx.UsesVar(info, e, v) {
		return true
	}
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		id, ok := n.(*ast.Ident)
		if !ok || found {
			return !found
		}
		w, ok := info.Uses[id].(*types.Var)
		if !ok || w.IsField() || w.Parent() == r.pass.Pkg.Scope() || w.Kind() == types.ParamVar || w.Kind() == types.RecvVar {
			return true // a field, a package variable, another parameter: neither
		}
		vi := r.flow.VarInfo(w)
		if vi == nil || vi.Opaque() {
			found = true // written where its values are not all seen: it may hold either
			return false
		}
		for _, rhs := range vi.Rhs {
			if typesx.UsesVar(info, rhs, u) || typesx.UsesVar(info, rhs, v) {
				found = true
			}
		}
		return !found
	})
	return found
}

// afterSep reports whether e writes the text v holds, or the text of
// the URL u parsed from it (u.String()), right after sep ("://"): a
// concatenation ("http://" + s, scheme + "://" + s) or fmt.Sprintf of a
// constant format ("%s://%s", scheme, s). With sep "//", a network-path
// reference too ("//" + s), whose host url.Parse reads with its port.
func (r schemeFallbacks) afterSep(e ast.Expr, v, u *types.Var, sep string) bool {
	info := r.pass.TypesInfo
	text := func(e ast.Expr) bool {
		if typesx.IsIdentOf(info, e, v) || u != nil && typesx.IsIdentOf(info, e, u) {
			return true // u formats as u.String()
		}
		call, ok := ast.Unparen(e).(*ast.CallExpr)
		if !ok || u == nil || len(call.Args) != 0 {
			return false
		}
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		return ok && sel.Sel.Name == "String" && typesx.IsIdentOf(info, sel.X, u)
	}
	if call, ok := ast.Unparen(e).(*ast.CallExpr); ok && flow.IsSprintf(info, call) && !call.Ellipsis.IsValid() && len(call.Args) > 1 {
		format, ok := r.flow.ConstString(call.Args[0])
		if !ok || strings.ContainsAny(format, "[*") {
			return false // argument indexes and '*' widths move the arguments
		}
		k := 1
		ps := flow.SplitFormat(flow.Piece{Text: format})
		for i, p := range ps {
			if !p.Hole {
				continue
			}
			if k < len(call.Args) && i > 0 && !ps[i-1].Hole && strings.HasSuffix(ps[i-1].Text, sep) && !(sep == "://" && pathScheme(ps[i-1].Text)) && text(call.Args[k]) {
				return true
			}
			k++
		}
		return false
	}
	ops := typesx.Operands(e, token.ADD)
	for i := 1; i < len(ops); i++ {
		if text(ops[i]) && r.endsWithSep(ops[i-1], sep) {
			return true
		}
	}
	return false
}

// endsWithSep reports whether every text e can hold is a constant that
// ends with sep, not after a scheme a path follows: "https://", or a
// variable set to "http://" or "https://" as TLS is on.
func (r schemeFallbacks) endsWithSep(e ast.Expr, sep string) bool {
	texts, ok := r.flow.ConstStrings(e)
	for _, s := range texts {
		if !strings.HasSuffix(s, sep) || sep == "://" && pathScheme(s) {
			return false
		}
	}
	return ok && len(texts) > 0
}

// pathScheme reports whether prefix ends in the "://" of a scheme whose
// text after it is a file path (file:///etc/app.conf, unix:///run/app.sock):
// text written there is a path, not host[:port].
func pathScheme(prefix string) bool {
	i := strings.LastIndex(prefix, "://")
	if i < 0 {
		return false
	}
	j := strings.LastIndexAny(prefix[:i], "/:\"'") + 1
	name := strings.ToLower(prefix[j:i])
	return name == "file" || socketSchemes(name)
}

// testsEmptyHost reports whether cond compares u.Host, or a variable
// holding it, with "".
func (r schemeFallbacks) testsEmptyHost(cond ast.Expr, field func(ast.Expr, string) bool, hosts map[types.Object]bool) bool {
	b, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok || b.Op != token.EQL || !r.hostPorts.emptyString(b.Y) {
		return false
	}
	if field(b.X, "Host") {
		return true
	}
	id, ok := ast.Unparen(b.X).(*ast.Ident)
	return ok && hosts[typesx.ObjectOf(r.pass.TypesInfo, id)]
}

// readsPath reports whether block, run when the URL has no host, uses
// its Path other than to move it under a prefix (u.Path = "/" + host +
// u.Path: a relative reference's path kept as a path, as a proxy
// rewrites a Location) or to name a file (os.Open(u.Path): the text is a
// file name where it has no host, as a copy tool's source is), where it
// may read a host from it.
func (r schemeFallbacks) readsPath(block *ast.BlockStmt, field func(ast.Expr, string) bool) bool {
	found := false
	ast.Inspect(block, func(c ast.Node) bool {
		if found {
			return false
		}
		if as, ok := c.(*ast.AssignStmt); ok && len(as.Lhs) == 1 && len(as.Rhs) == 1 && field(as.Lhs[0], "Path") {
			if b, ok := ast.Unparen(as.Rhs[0]).(*ast.BinaryExpr); ok && b.Op == token.ADD && field(b.Y, "Path") && !mentionsField(b.X, field, "Path") {
				return false // u.Path = prefix + u.Path
			}
		}
		if call, ok := c.(*ast.CallExpr); ok && namesFile(r.pass.TypesInfo, call) {
			return false // os.Open(u.Path)
		}
		if e, ok := c.(ast.Expr); ok && field(e, "Path") {
			found = true
		}
		return !found
	})
	return found
}

// mentionsField reports whether n reads the field name of the URL field
// tells.
func mentionsField(n ast.Node, field func(ast.Expr, string) bool, name string) bool {
	found := false
	ast.Inspect(n, func(c ast.Node) bool {
		if e, ok := c.(ast.Expr); ok && !found && field(e, name) {
			found = true
		}
		return !found
	})
	return found
}

// namesFile reports whether call is to a function of package os or
// path/filepath, whose text arguments name files (os.Open, os.Stat,
// filepath.Abs) or the environment's variables, never a host.
func namesFile(info *types.Info, call *ast.CallExpr) bool {
	fn, ok := typeutil.Callee(info, call).(*types.Func)
	if !ok || fn.Pkg() == nil {
		return false
	}
	p := fn.Pkg().Path()
	return p == "os" || p == "path/filepath"
}
