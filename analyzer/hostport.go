package analyzer

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/strlit"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
)

// hostPorts reads host:port as the code builds and parses it, for the
// hostport checks: a host joined to ":port" by hand, whether it may be an
// IPv6 address, the fix that joins it with net.JoinHostPort, and the code
// around a parser that handles a bare host:port itself.
type hostPorts struct{ *pkgAnalysis }

// hostPortHole reports whether the hostport violation at offset off of v
// (the ':' after the host) is a host that the code joins to ":port" by
// hand: a value that is not a constant, standing alone between a "://"
// (or "@", or the '(' of a MySQL DSN's address) and a ':' that the code
// writes, as in
//
//	fmt.Sprintf("http://%s:%d", host, port)
//	"http://" + host + ":8080"
//	fmt.Sprintf("%s:%s@tcp(%s:%d)/%s", user, pass, host, port, db) // a MySQL DSN's address
//
// The ':' that net.JoinHostPort writes, after a host it brackets when it
// is an IPv6 address, is no literal of the code and is left alone.
func (r *hostPorts) hostPortHole(v flow.Value, starts []int, off int) bool {
	for i := 2; i < len(v); i++ {
		colon, host, before := v[i], v[i-1], v[i-2]
		if colon.Hole || starts[i] != off || !strings.HasPrefix(colon.Text, ":") {
			continue
		}
		return host.Hole && r.variableHost(host) && !before.Hole && written(before) && written(colon) &&
			(strings.HasSuffix(before.Text, "://") || strings.HasSuffix(before.Text, "@") || strings.HasSuffix(before.Text, "(")) && r.mayBeIPv6(host)
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
// a printf format's %s or %v (or %.*s, the start of it) of an argument
// that is not a constant, or an operand of a concatenation (whose
// constant operands are text).
func (r *hostPorts) variableHost(h flow.Piece) bool {
	if h.Verb == nil {
		return h.Use != nil
	}
	if h.Verb.Arg == nil || !flow.TextPrefixVerb(h.Verb.Verb) {
		return false
	}
	tv, ok := r.pass.TypesInfo.Types[h.Verb.Arg]
	return ok && tv.Value == nil
}

// mayBeIPv6 reports whether host hole h may hold an IPv6 address, which
// needs brackets before ":port": unless every value value flow finds for
// it is a constant with no ':' (a DNS name, an IPv4 address, an address
// already in brackets) and none is unknown, or the host is os.Hostname's.
// In a test file, the constants found are enough, and for a field the
// constants the package writes into it: a test server's host is one of
// them, whatever else the program may write (a configuration's host).
func (r *hostPorts) mayBeIPv6(h flow.Piece) bool {
	if h.Kind == flow.NumericText {
		return false
	}
	e := h.Use
	if h.Verb != nil {
		e = h.Verb.Arg
	}
	if e == nil {
		return true
	}
	if h.Verb != nil && h.Verb.Bound != nil {
		// A helper's parameter: the argument of the call the value
		// came through, one its caller brackets or proves free of ':'.
		if b := h.Verb.Bound; r.bracketedHost(b) || r.noBareColon(b) || r.bracketedPast(b) {
			return false
		}
	}
	if r.hostname(e) || namedNotIPv6(e) || dnsNameField(r.pass.TypesInfo, e) || r.bracketedHost(e) || r.urlHostField(e) || r.noBareColon(e) || r.bracketedPast(e) || r.familyTested(e) || r.familyBranch(e) || r.schemeless(e) || r.ipv4Only(e) {
		return false
	}
	vals, why := r.flow.Resolve(e, 0)
	known := false
	if why == flow.ReasonParameter {
		// newTestConn(t, "node1"): the arguments of every call of an
		// unexported function that is only ever called. One its caller
		// brackets or proves free of ':' (a field the package writes
		// only names into) is known.
		if args, ok := r.passedValues(e, 0); ok {
			if args.total > 0 && args.proved == args.total {
				return false
			}
			vals, why, known = args.vals, args.why, args.proved > 0
		}
	}
	unknown := why != ""
values:
	for _, v := range vals {
		var b strings.Builder
		for _, p := range v {
			if p.Hole {
				unknown = true
				continue values
			}
			b.WriteString(p.Text)
		}
		if bareColon(b.String()) {
			return true
		}
		known = true
	}
	if known && !unknown {
		return false
	}
	if !r.intent.InTestFile(e.Pos()) {
		return true
	}
	if known {
		return false // the test's own values
	}
	consts, _, ok := r.flow.Fields.FieldConstants(e)
	for _, c := range consts {
		if bareColon(c) {
			return true
		}
	}
	return !ok || len(consts) == 0
}

// hostArgs are the values the calls of a function pass for its host
// parameter (passedValues): total arguments, proved of them bracketed or
// free of ':', and the values of the others.
type hostArgs struct {
	vals          []flow.Value
	why           flow.Reason
	proved, total int
}

// passedValues returns the arguments every call of the unexported
// function whose parameter e is passes for it, and ok; an argument that
// is a parameter of its own such function is followed up to its calls
// in turn (Run's "0.0.0.0" through listenOnPort to listenOnDynamicPort),
// at most maxHostHops calls back.
func (r *hostPorts) passedValues(e ast.Expr, hops int) (hostArgs, bool) {
	args, all := r.resolve.passedFor(e, true)
	if !all {
		return hostArgs{}, false
	}
	var out hostArgs
	for _, arg := range args {
		out.total++
		if r.bracketedHost(arg) || r.noBareColon(arg) || r.bracketedPast(arg) {
			out.proved++
			continue
		}
		v, w := r.flow.Resolve(arg, 0)
		if w == flow.ReasonParameter && hops < maxHostHops {
			if up, ok := r.passedValues(arg, hops+1); ok && up.total > 0 {
				if up.proved == up.total {
					out.proved++
					continue
				}
				v, w = up.vals, up.why
			}
		}
		out.vals, out.why = append(out.vals, v...), flow.MergeReason(out.why, w)
	}
	return out, true
}

// guardedName reports whether e, a local variable, holds no ':' where
// it is read: a guard proves that it matches a pattern whose texts have
// none (validators.provenPattern), such as a lookup in a map of constant
// keys that leaves the function where the key is missing
// (_, ok := ports[engine]; if !ok { return }): the host is then one of
// the keys, the names the package wrote.
func (r *hostPorts) guardedName(e ast.Expr) bool {
	if !r.validators.mayValidate() {
		return false
	}
	chars, ok := patternChars(r.validators.provenPattern(e))
	return ok && !strings.ContainsRune(chars, ':')
}

// hostnameFuncs reports whether every function that the calls of this
// package pass for param, a parameter of function type, is os.Hostname or
// a function literal returning constant names: extURL(logger, os.Hostname,
// ...), as alertmanager injects the host name for its tests. The fakes
// its tests pass do not make the program's host.
func (r *hostPorts) hostnameFuncs(param ast.Expr) bool {
	args, all := r.resolve.passedFor(param, true)
	if !all {
		return false
	}
	program := 0
	for _, arg := range args {
		if r.intent.InTestCode(arg.Pos()) {
			continue
		}
		program++
		switch a := ast.Unparen(arg).(type) {
		case *ast.FuncLit:
			if !r.returnsNames(a) {
				return false
			}
		case *ast.SelectorExpr:
			fn, ok := r.pass.TypesInfo.Uses[a.Sel].(*types.Func)
			if !ok || fn.Pkg() == nil || !sinks.FuncOfObj(fn).HostName {
				return false
			}
		default:
			return false
		}
	}
	return program > 0
}

// returnsNames reports whether every return of lit gives a constant
// string with no ':' first.
func (r *hostPorts) returnsNames(lit *ast.FuncLit) bool {
	ok, returns := true, 0
	ast.Inspect(lit.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			returns++
			if len(n.Results) == 0 {
				ok = false
				break
			}
			tv := r.pass.TypesInfo.Types[n.Results[0]]
			if tv.Value == nil || tv.Value.Kind() != constant.String || strings.Contains(constant.StringVal(tv.Value), ":") {
				ok = false
			}
		}
		return ok
	})
	return ok && returns > 0
}

// hostname reports whether e is a host that needs no brackets before
// ":port": the name of the machine the program runs on (hostNames:
// os.Hostname's, the metadata server's, or what a function of any
// package returns of them), a url.URL's Host (which keeps them), or a
// name DNS gives (a net.SRV's Target, a net.MX's or net.NS's Host: RFC
// 2782 and RFC 1035 make them domain names), maybe trimmed of its final
// '.', directly or through a local variable assigned once.
func (r *hostPorts) hostname(e ast.Expr) bool {
	if r.hostNames.expr(e, 0) {
		return true
	}
	info := r.pass.TypesInfo
	if id, isID := ast.Unparen(e).(*ast.Ident); isID {
		v, ok := info.Uses[id].(*types.Var)
		if !ok || v.Pkg() != r.pass.Pkg || typesx.IsParam(v) || v.Parent() == r.pass.Pkg.Scope() {
			return false
		}
		vi := r.flow.VarInfo(v)
		if vi == nil || vi.Escapes {
			return false
		}
		if e = r.reachingValue(vi, id); e == nil {
			return false
		}
	}
	switch e := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		if id, isID := ast.Unparen(e.Fun).(*ast.Ident); isID && len(e.Args) == 0 {
			if v, ok := info.Uses[id].(*types.Var); ok && typesx.IsParam(v) {
				return r.hostnameFuncs(id)
			}
		}
		fn, ok := typeutil.Callee(info, e).(*types.Func)
		if !ok || fn.Pkg() == nil {
			return false
		}
		if rejoinsAtColon(info, e) {
			// The parts of host:port but the port, joined back:
			// "[::1]" keeps its brackets.
			return true
		}
		if flow.FuncOfObj(fn).Trims == sinks.TrimsEnd {
			return len(e.Args) == 2 && r.hostname(e.Args[0])
		}
	case *ast.SelectorExpr:
		// A url.URL's Host keeps an IPv6 address's brackets ("[::1]"):
		// parsed.Host + ":7687" is a host:port.
		if t := info.TypeOf(e.X); e.Sel.Name == "Host" && (typesx.IsNamed(t, "net/url", "URL", true) || typesx.IsNamed(t, "net/url", "URL", false)) {
			return true
		}
		for _, f := range []struct{ typ, field string }{{"SRV", "Target"}, {"MX", "Host"}, {"NS", "Host"}} {
			if t := info.TypeOf(e.X); e.Sel.Name == f.field && (typesx.IsNamed(t, "net", f.typ, true) || typesx.IsNamed(t, "net", f.typ, false)) {
				return true
			}
		}
	}
	return false
}

// reachingValue returns the expression whose value local variable vi
// holds where use reads it: its one assignment, or, of two, the one
// other than the assignment, outside any loop and in the function of
// the other, whose right-hand side holds use itself (host =
// fmt.Sprintf("%s:9000", host) reads what the other wrote). It returns
// nil where more can reach use.
func (r *hostPorts) reachingValue(vi *flow.VarInfo, use *ast.Ident) ast.Expr {
	all := slices.Clone(vi.Rhs)
	for _, c := range vi.First {
		all = append(all, c)
	}
	switch {
	case len(all) == 1:
		return all[0]
	case len(all) != 2:
		return nil
	}
	for i, x := range all {
		if i >= len(vi.Rhs) || use.Pos() < x.Pos() || use.Pos() >= x.End() {
			continue
		}
		for _, p := range r.flow.Control.Parents(x) {
			switch p.(type) {
			case *ast.ForStmt, *ast.RangeStmt:
				return nil
			case *ast.FuncDecl, *ast.FuncLit:
				if o := all[1-i]; o.Pos() >= p.Pos() && o.End() <= p.End() {
					return o // both in one function, which runs the two once
				}
				return nil
			}
		}
	}
	return nil
}

// hostPortFix returns a fix for the hostport violation at offset off of
// v in a fmt.Sprintf call whose format literal, an argument of the call
// itself, writes "%s:%d" (or "%s:%s"): the two verbs become one "%s" and
// the two arguments, next to each other, net.JoinHostPort(host, port),
// an int port through strconv.Itoa, with the imports of net and strconv
// the file lacks. Where there is none, it returns why, for the message.
func (r *hostPorts) hostPortFix(v flow.Value, starts []int, off int) (analysis.SuggestedFix, string) {
	var none analysis.SuggestedFix
	k := -1
	for i, p := range v {
		if !p.Hole && p.Text == ":" && starts[i] == off {
			k = i
		}
	}
	if k < 1 || k+1 >= len(v) || v[k].Lit == nil || !v[k].Format {
		return none, "a concatenation is not rewritten"
	}
	colon, host := v[k], v[k-1]
	if host.Verb != nil && strings.HasPrefix(host.Verb.Verb, ".") {
		return none, "the host's verb cuts it short with a precision, which net.JoinHostPort would not"
	}
	const shape = `the format does not write host and port as "%s:%d" or "%s:%s" with the two arguments side by side`
	l, err := strlit.Parse(colon.Lit.Value)
	if err != nil {
		return none, shape
	}
	if flow.NumbersArgs(l.Value()) {
		// One argument in place of two would move every index after it.
		return none, "the format numbers its arguments"
	}
	if colon.Off < 2 || colon.Off+3 > len(l.Value()) {
		return none, shape
	}
	verbs := l.Value()[colon.Off-2 : colon.Off+3]
	hv, pv := verbs[1:2], verbs[4:5]
	if verbs[0] != '%' || verbs[2:4] != ":%" || hv != "s" && hv != "v" || pv != "d" && pv != "s" {
		return none, shape
	}
	// The host's argument is its verb's or, where value flow followed
	// the argument into what it returns (the port of p.Port(), a
	// number), the expression the hole stands for when it is the verb's
	// whole text: the format's text before it ends at the verb.
	hostArg := host.Use
	if host.Verb != nil {
		hostArg = host.Verb.Arg
	} else {
		if k < 2 {
			return none, shape
		}
		before := v[k-2]
		end := before.Off + len(before.Text)
		if before.LitLen != 0 {
			end = before.Off + before.LitLen
		}
		if before.Lit != colon.Lit || end != colon.Off-2 {
			return none, shape
		}
	}
	if hostArg == nil {
		return none, shape
	}
	call := r.sprintfOf(hostArg)
	if call != nil && r.sprintfOf(colon.Lit) != nil && r.sprintfOf(colon.Lit) != call {
		return none, "the host and the ':' are written by two calls"
	}
	if call == nil || ast.Unparen(call.Args[0]) != colon.Lit {
		return none, "the format is not a literal of the fmt.Sprintf call itself"
	}
	// Two verbs with no argument index take arguments one after the
	// other: the port's is the host's next.
	j := slices.Index(call.Args, hostArg)
	if j < 1 || j+1 >= len(call.Args) {
		return none, shape
	}
	portArg := call.Args[j+1]
	if port := v[k+1]; port.Verb != nil && port.Verb.Arg != portArg {
		return none, shape
	}
	pt := r.pass.TypesInfo.TypeOf(portArg)
	itoa := pv == "d" && types.Identical(pt, types.Typ[types.Int])
	if !itoa && !(pv == "s" && types.Identical(pt, types.Typ[types.String])) {
		return none, fmt.Sprintf("the port is a %s, not an int or a string", types.TypeString(pt, types.RelativeTo(r.pass.Pkg)))
	}
	paths := []string{"net"}
	if itoa {
		paths = append(paths, "strconv")
	}
	imp, ok := r.imports.importsFor(call.Pos(), paths...)
	if !ok {
		return none, "the call is behind a //line directive"
	}
	portText := types.ExprString(portArg)
	if itoa {
		portText = imp.names["strconv"] + ".Itoa(" + portText + ")"
	}
	a, b := l.SourceRange(colon.Off-2, colon.Off+3)
	return analysis.SuggestedFix{
		Message: "build host:port with net.JoinHostPort",
		TextEdits: append([]analysis.TextEdit{
			{Pos: colon.Lit.Pos() + token.Pos(a), End: colon.Lit.Pos() + token.Pos(b), NewText: []byte("%s")},
			{Pos: hostArg.Pos(), End: portArg.End(),
				NewText: []byte(imp.names["net"] + ".JoinHostPort(" + types.ExprString(hostArg) + ", " + portText + ")")},
		}, imp.edits...),
	}, ""
}

// sprintfOf returns the fmt.Sprintf call that has arg as an argument, or
// nil.
func (r *hostPorts) sprintfOf(arg ast.Expr) *ast.CallExpr {
	for _, f := range r.pass.Files {
		if f.FileStart <= arg.Pos() && arg.Pos() < f.FileEnd {
			path, _ := astutil.PathEnclosingInterval(f, arg.Pos(), arg.End())
			if len(path) > 1 {
				if call, ok := path[1].(*ast.CallExpr); ok && flow.IsSprintf(r.pass.TypesInfo, call) && slices.Contains(call.Args, arg) {
					return call
				}
			}
		}
	}
	return nil
}
