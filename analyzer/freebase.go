package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// freeBaseCheck reports, in the warning tier, a base URL of free
// configuration read in the package (an environment variable, a flag,
// through variables, fields and the package's own helpers) followed by
// text that starts with '/': base + "/api/v1/items",
// Sprintf("%s/api/v1/items", base). Written with a trailing '/', as a user
// may ("https://host/"), the base makes "//" in the path; followed by a
// path segment (base + "items": segmentStart), it needs that '/' and
// makes "https://hostitems" without it. Every value the
// base can hold must be such configuration or a constant, and nothing in
// the package may trim its '/' (TrimSuffix, TrimRight), test for one
// (HasSuffix), join it by url.JoinPath or parse it (other than to test
// the parse's error alone). Another configured
// base (a parameter a constructor keeps in a field, os.Args) is reported
// at the base by default, when nothing trims or tests its end on its way
// (freeOrigin), the sink takes only a URL with a scheme (or parses the
// text into a URL it sends to such a sink: parsedForHost, not of a field
// the package's users write), and the
// package's own calls give it no text (ownText); in the warning tier when
// they do, and for a field the package's users write, who may trim it.
type freeBaseCheck struct{}

func (freeBaseCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckJoin} }

// freeBases holds, for freeBaseCheck, the variables and fields of the
// package that a call may trim of a trailing '/' or test for one.
type freeBases struct {
	*pkgAnalysis
	handled map[types.Object]bool // nil until built
	// reading are the variables and fields whose writes configOf is
	// reading: a write that prefixes one with a scheme
	// (cfg.URL = "https://" + cfg.URL) reads it again.
	reading map[types.Object]bool
}

func (freeBaseCheck) checkText(r *pkgAnalysis, t *valueText) {
	if t.sink == "literal" || t.placeholder != 0 || len(t.v) < 2 || !r.enabledAt(rfc.CheckJoin, t.at) {
		return
	}
	h, next := t.v[0], t.v[1]
	glued := !next.Hole && segmentStart(next.Text)
	if !h.Hole || next.Hole || !glued && (!strings.HasPrefix(next.Text, "/") || strings.HasPrefix(next.Text, "//")) {
		return
	}
	base := textHoleExpr(h)
	if h.Why == flow.ReasonWrapper && t.a.Prefixed {
		// A call of a wrapper of the package that joins its own base
		// to the text: wrapper.Get("/api/v2/space") of c.base + path.
		if base = r.wraps.basePrefix(t.at, t.a.Index); base == nil {
			return
		}
		_, why := r.flow.Params.ResolveSite(base, sinks.Arg{Param: sinks.Param{Target: rfc.Reference}})
		h = flow.Piece{Hole: true, Why: why, Use: base}
	}
	if base == nil || r.intent.InTestFile(base.Pos()) || r.intent.InTestFile(t.at.Pos()) {
		return
	}
	if r.freeBases.freeInTestsOnly(base) {
		return // the code's own writes give it constants; only a test's helper passes it a parameter
	}
	origin, ok := r.freeBases.configOf(base, nil, 0)
	at := ast.Node(nil) // the join's text, written in the package
	sev := rfc.Error
	tagDef := ""
	if tag, tagged := r.freeBases.taggedBase(base); tagged && tag.hasDef && breaksJoin(tag.def, next.Text, glued) && written(next) {
		// The value a configuration library gives the field unless told
		// otherwise: the join breaks on it.
		origin, tagDef, at = tag.origin, tag.def, t.at
	} else if ok && origin != "" && written(next) {
		if !r.warnAt(rfc.CheckJoin, t.at) {
			return
		}
		at, sev = t.at, rfc.Warning
	} else if parsed := !absoluteTarget(t.target); parsed && !r.freeBases.parsedForHost(t.at) {
		// A parameter or field may be a path's first segment (a
		// database's name) where a reference may be relative.
		return
	} else if origin, ok = r.freeBases.freeOrigin(h, base, t.at); ok && !(parsed && origin == originUserField) {
		// (A field the package's users write, parsed, may be trimmed
		// by the package that loads it, out of sight here.)
		at = base // the text joined to may be written elsewhere (a constant, another package's)
		if origin == originUserField || r.freeBases.ownText(base) {
			// A field the package's users write, who may trim what they
			// write; or a base the package's own calls or defaults give
			// text too, against which the join is judged by default.
			if !r.warnAt(rfc.CheckJoin, t.at) {
				return
			}
			sev = rfc.Warning
		}
	} else {
		return
	}
	j := t.starts[1]
	viol := rfc.Violation{Start: j, End: j + 1, Check: rfc.CheckJoin, Rule: "path-abempty", RFC: "RFC 3986 §3.3", Severity: sev,
		Message: shortExpr(base) + " holds " + origin + ", joined untrimmed to " + strconv.Quote(next.Text) +
			": given with a trailing '/' (\"https://host/\"), it makes \"//\" in the path; trim the '/' " +
			"(strings.TrimSuffix) where the base is read, or join with url.JoinPath"}
	if glued {
		viol.Message = shortExpr(base) + " holds " + origin + ", joined to " + strconv.Quote(next.Text) + " with no '/' between: " +
			"given without a trailing '/' (\"https://host\"), it makes " + strconv.Quote("https://host"+next.Text) +
			"; join with url.JoinPath, or end the base with '/' where it is read"
	}
	if tagDef != "" {
		viol.Message = shortExpr(base) + " holds " + origin + ", whose default in its struct tag is " + strconv.Quote(tagDef) +
			": joined to " + strconv.Quote(next.Text) + " it makes " + strconv.Quote(tagDef+next.Text) +
			"; join with url.JoinPath, or trim the base's '/' (strings.TrimSuffix) where it is read"
	}
	if at == t.at {
		r.report(t.v, t.starts, t.s, viol, t.at, t.sink)
		return
	}
	viol.Start, viol.End = 0, 1
	r.report(flow.Value{{Text: "x", Use: base}}, []int{0}, "x", viol, t.at, t.sink)
}

// freeInTestsOnly reports whether base reads a field of the package
// whose every write outside test files is a constant, and that a test
// file writes too (a mock client's constructor given a test server's
// URL): the join is judged against the constants alone, elsewhere.
func (b *freeBases) freeInTestsOnly(base ast.Expr) bool {
	fld := b.keptField(base)
	if fld == nil {
		return false
	}
	inTests := false
	for _, w := range b.fieldSt.fieldWrites {
		if w.fld != fld {
			continue
		}
		if b.intent.InTestFile(w.val.Pos()) {
			inTests = true
			continue
		}
		if tv, ok := b.pass.TypesInfo.Types[w.val]; !ok || tv.Value == nil {
			return false
		}
	}
	return inTests
}

// segmentStart reports whether text s, written right after a base URL,
// starts a path segment of its own (a letter or a digit: "users",
// "v1/items"), which only a base ending in '/' separates from the base's
// host or last segment; not a suffix ('.json'), a query, a fragment or
// a port.
func segmentStart(s string) bool {
	if s == "" {
		return false
	}
	c := s[0]
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}

// ownText reports whether value flow finds known text at the start of
// some value of base: a constant the package's own calls pass to the
// constructor that keeps it, or a default it writes. Not a test's (a
// test server's URL): a package and its test variant judge the join in
// the same tier.
func (b *freeBases) ownText(base ast.Expr) bool {
	vals, _ := b.flow.Params.ResolveSite(base, sinks.Arg{Param: sinks.Param{Target: rfc.Reference}})
	for _, v := range vals {
		if len(v) == 0 || v[0].Hole || v[0].Text == "" {
			continue
		}
		var at ast.Node = v[0].Use
		if v[0].Lit != nil {
			at = v[0].Lit
		}
		if at == nil || !b.intent.InTestFile(at.Pos()) {
			return true
		}
	}
	return false
}

// parsedForHost reports whether at is a parse of URL text (url.Parse)
// whose URL the function sends where a URL with a scheme is needed:
// u.String() given to a sink that takes only such a URL
// (http.NewRequest). The text is then no path's first segment.
func (b *freeBases) parsedForHost(at ast.Node) bool {
	call, ok := at.(*ast.CallExpr)
	if !ok {
		return false
	}
	if fn, ok := typeutilCallee(b.pass.TypesInfo, call).(*types.Func); !ok || !sinks.ParsesFunc(fn) {
		return false
	}
	u, body := b.requests.resultVar(call, 0)
	if u == nil || body == nil {
		return false
	}
	info := b.pass.TypesInfo
	sent := false
	ast.Inspect(body, func(n ast.Node) bool {
		outer, ok := n.(*ast.CallExpr)
		if !ok || sent {
			return !sent
		}
		for i, a := range outer.Args {
			str, ok := ast.Unparen(a).(*ast.CallExpr)
			if !ok || len(str.Args) != 0 {
				continue
			}
			sel, ok := ast.Unparen(str.Fun).(*ast.SelectorExpr)
			if !ok || sel.Sel.Name != "String" || info.Uses[identOf(ast.Unparen(sel.X))] != u {
				continue
			}
			_, args, shift := b.index.sinkOf(flow.CallSite{Call: outer, Callee: typeutilCallee(info, outer)})
			for _, sa := range args {
				if sa.Index == i-shift && absoluteTarget(sa.Target) {
					sent = true
				}
			}
		}
		return !sent
	})
	return sent
}

// absoluteTarget reports whether a sink needing t takes only a URL with
// a scheme, which a base joined at its start must carry.
func absoluteTarget(t rfc.Target) bool { return t == rfc.HTTP || t == rfc.Absolute }

// maxConfigHops bounds the variables, fields, calls and parameters
// configOf follows from a base to where its text is read.
const maxConfigHops = 6

// configOf reports whether every value e can hold is free configuration
// read in this package (an environment variable, a flag's value) or a
// constant, with nothing on the way that trims its end or tests it, and
// names the first configuration it finds ("" for constants alone). args
// maps the parameters of a helper being followed to the arguments of its
// call.
func (b *freeBases) configOf(e ast.Expr, args map[*types.Var]ast.Expr, hops int) (string, bool) {
	if hops > maxConfigHops {
		return "", false
	}
	info := b.pass.TypesInfo
	e = ast.Unparen(e)
	if tv, ok := info.Types[e]; ok && tv.Value != nil {
		return "", true
	}
	if rest := schemePrefixed(info, e); rest != nil {
		// "https://" + u, Sprintf("https://%s", u): ends as u ends.
		return b.configOf(rest, args, hops+1)
	}
	switch x := e.(type) {
	case *ast.StarExpr:
		return b.configOf(x.X, args, hops+1) // *p of p := flag.String(...)
	case *ast.CallExpr:
		if origin := b.configCall(x, args); origin != "" {
			return origin, true
		}
		if origin := keyedConfig(info, x); origin != "" {
			return origin, true
		}
		return b.helperResult(x, args, hops)
	case *ast.TypeAssertExpr:
		if x.Type != nil && typesx.IsString(info.TypeOf(x)) {
			return b.configOf(x.X, args, hops+1) // d.Get("endpoint").(string)
		}
	case *ast.Ident:
		v, ok := info.Uses[x].(*types.Var)
		if ok && b.reading[v] {
			return "", true // the value being read, written again: adds none
		}
		if !ok || v.Pkg() != b.pass.Pkg || b.trimmed(v) {
			return "", false
		}
		if a, ok := args[v]; ok {
			return b.configOf(a, nil, hops+1)
		}
		if typesx.IsParam(v) {
			passed, all := b.resolve.passedFor(x, true)
			if len(passed) == 0 || !all && otherModules(b.pass.Pkg) {
				return "", false // other packages' calls give its values
			}
			// A package only its module imports: the calls in sight
			// are the module's own, and a configured base they pass is
			// one the parameter holds.
			return b.allConfig(passed, nil, hops)
		}
		return b.varConfig(v, args, hops)
	case *ast.SelectorExpr:
		s, ok := info.Selections[x]
		if !ok || s.Kind() != types.FieldVal {
			return "", false
		}
		if b.reading[s.Obj().(*types.Var).Origin()] {
			return "", true
		}
		if c, ok := configTagOf(info, x); ok {
			return c.origin, !b.trimmed(s.Obj())
		}
		if fv := b.flow.Fields.Declared(x); fv != nil && fv.Config != "" {
			return fv.Config, !b.trimmed(s.Obj()) // loaded by another package of the program
		}
		return b.fieldConfig(s.Obj().(*types.Var).Origin(), hops)
	}
	return "", false
}

// keyedConfig names the setting a configuration store's getter reads
// by a constant key that names a URL (viper.GetString("server.url"),
// a provider's d.Get("api_endpoint")), or "": a method named Get or
// GetString of one string argument, whose result is a string or an
// interface asserted to one.
func keyedConfig(info *types.Info, call *ast.CallExpr) string {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || len(call.Args) != 1 || sel.Sel.Name != "Get" && sel.Sel.Name != "GetString" {
		return ""
	}
	fn, ok := typeutilCallee(info, call).(*types.Func)
	if !ok || fn.Signature().Results().Len() != 1 {
		return ""
	}
	switch t := fn.Signature().Results().At(0).Type(); {
	case typesx.IsString(t), types.IsInterface(t) && t.Underlying().(*types.Interface).Empty():
	default:
		return ""
	}
	tv, ok := info.Types[call.Args[0]]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return ""
	}
	key := constant.StringVal(tv.Value)
	if !urlHolderName(key) {
		return ""
	}
	return "the setting " + strconv.Quote(key)
}

// read marks obj as being read by configOf until the returned function
// is called.
func (b *freeBases) read(obj types.Object) func() {
	if b.reading == nil {
		b.reading = make(map[types.Object]bool)
	}
	if b.reading[obj] {
		return func() {}
	}
	b.reading[obj] = true
	return func() { delete(b.reading, obj) }
}

// schemePrefixed returns u of "https://" + u or fmt.Sprintf("https://%s",
// u): a value given a scheme when it has none ends as u ends, or nil.
func schemePrefixed(info *types.Info, e ast.Expr) ast.Expr {
	var prefix, rest ast.Expr
	switch x := e.(type) {
	case *ast.BinaryExpr:
		if x.Op != token.ADD {
			return nil
		}
		prefix, rest = x.X, x.Y
	case *ast.CallExpr:
		if !flow.IsSprintf(info, x) || x.Ellipsis.IsValid() || len(x.Args) != 2 {
			return nil
		}
		tv, ok := info.Types[x.Args[0]]
		if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
			return nil
		}
		f := constant.StringVal(tv.Value)
		if !strings.HasSuffix(f, "%s") || strings.Contains(f[:len(f)-2], "%") {
			return nil
		}
		return schemeOnly(f[:len(f)-2], x.Args[1])
	default:
		return nil
	}
	tv, ok := info.Types[prefix]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return nil
	}
	return schemeOnly(constant.StringVal(tv.Value), rest)
}

// schemeOnly returns rest when prefix is a scheme and "://" alone.
func schemeOnly(prefix string, rest ast.Expr) ast.Expr {
	scheme, ok := strings.CutSuffix(prefix, "://")
	if !ok || !validSchemeName(scheme) {
		return nil
	}
	return rest
}

// allConfig is configOf of every expression of es together.
func (b *freeBases) allConfig(es []ast.Expr, args map[*types.Var]ast.Expr, hops int) (string, bool) {
	origin := ""
	for _, e := range es {
		o, ok := b.configOf(e, args, hops+1)
		if !ok {
			return "", false
		}
		if origin == "" {
			origin = o
		}
	}
	return origin, true
}

// varConfig is configOf of a variable of the package, or of a helper
// being followed (args): what its assignments and the flags bound to it
// give.
func (b *freeBases) varConfig(v *types.Var, args map[*types.Var]ast.Expr, hops int) (string, bool) {
	defaults, bound := b.flow.Data.FlagDefaults(v)
	vi := b.flow.VarInfo(v)
	if vi == nil && !bound || vi != nil && vi.Escapes && !bound {
		return "", false
	}
	var es []ast.Expr
	origin := ""
	if bound {
		origin = b.flagName(defaults[0])
		es = append(es, defaults...)
	}
	defer b.read(v)()
	if vi != nil {
		es = append(es, vi.Rhs...)
		for _, call := range vi.First {
			es = append(es, call)
		}
		for call, i := range vi.Tuple() {
			// v, ok := os.LookupEnv("NAME")
			o := b.configCall(call, args)
			if i != 0 || o == "" {
				return "", false
			}
			if origin == "" {
				origin = o
			}
		}
	}
	o, ok := b.allConfig(es, args, hops)
	if origin == "" {
		origin = o
	}
	return origin, ok
}

// fieldConfig is configOf of a field of the package: what its writes and
// the flags bound to it give.
func (b *freeBases) fieldConfig(fld *types.Var, hops int) (string, bool) {
	if fld.Pkg() != b.pass.Pkg {
		return "", false
	}
	writes, defaults, ok := b.flow.Data.ConfigWrites(fld)
	if !ok || len(writes)+len(defaults) == 0 || b.trimmed(fld) {
		return "", false
	}
	es := defaults
	origin := ""
	if len(defaults) > 0 {
		origin = b.flagName(defaults[0])
	}
	defer b.read(fld)()
	for _, w := range writes {
		es = append(es, w.Value)
	}
	o, ok := b.allConfig(es, nil, hops)
	if origin == "" {
		origin = o
	}
	return origin, ok
}

// helperResult is configOf of the result of call, a call of a function
// of the package whose every return is followed with its parameters
// bound to the call's arguments: getEnv("API_URL", "http://localhost").
func (b *freeBases) helperResult(call *ast.CallExpr, args map[*types.Var]ast.Expr, hops int) (string, bool) {
	fn, ok := typeutilCallee(b.pass.TypesInfo, call).(*types.Func)
	if !ok || fn.Pkg() != b.pass.Pkg || call.Ellipsis.IsValid() {
		return "", false
	}
	node := b.funcNode(fn)
	if node == nil || node.Body == nil || fn.Signature().Results().Len() == 0 || fn.Signature().Variadic() {
		return "", false
	}
	bound := make(map[*types.Var]ast.Expr, len(call.Args))
	for i, p := range node.Params {
		if p == nil || i >= len(call.Args) {
			return "", false
		}
		if vi := b.flow.VarInfo(p); vi != nil && (len(vi.Rhs) > 0 || vi.Opaque()) {
			return "", false
		}
		a := call.Args[i]
		if id, ok := ast.Unparen(a).(*ast.Ident); ok {
			if v, ok := b.pass.TypesInfo.Uses[id].(*types.Var); ok && args[v] != nil {
				a = args[v]
			}
		}
		bound[p] = a
	}
	var results []ast.Expr
	ok = true
	ast.Inspect(node.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(n.Results) == 0 {
				ok = false
			} else {
				results = append(results, n.Results[0])
			}
		}
		return true
	})
	if !ok || len(results) == 0 {
		return "", false
	}
	return b.allConfig(results, bound, hops)
}

// funcNode returns the body of fn, a function of the package.
func (b *freeBases) funcNode(fn *types.Func) *flow.FuncNode {
	for _, n := range b.flow.Funcs {
		if n.Obj == types.Object(fn) && !n.Lit {
			return n
		}
	}
	return nil
}

// flagName names the flag whose default is def: "the flag -name".
func (b *freeBases) flagName(def ast.Expr) string {
	if parents := b.flow.Control.Parents(def); len(parents) > 0 {
		if call, ok := parents[0].(*ast.CallExpr); ok && len(call.Args) > 1 {
			if name, ok := b.flow.ConstString(call.Args[1]); ok && name != "" {
				return "the flag -" + name
			}
		}
	}
	return "a flag"
}

// configCall names the origin of a call that reads configuration: an
// environment variable (os.Getenv) or a flag (flag.String).
func (b *freeBases) configCall(call *ast.CallExpr, args map[*types.Var]ast.Expr) string {
	row := callRow(b.pass.TypesInfo, call)
	if len(call.Args) == 0 {
		return ""
	}
	arg := call.Args[0]
	if v, ok := b.pass.TypesInfo.Uses[identOf(ast.Unparen(arg))].(*types.Var); ok && args[v] != nil {
		arg = args[v] // getEnv(key, def) called with "API_URL"
	}
	name, _ := b.flow.ConstString(arg)
	if name == "" {
		name = b.passedName(arg)
	}
	switch {
	case row.EnvName:
		if name == "" {
			return "an environment variable"
		}
		return "the environment variable " + name
	case row.FlagDefault > 0 && !row.FlagStores:
		if name == "" {
			return "a flag"
		}
		return "the flag -" + name
	}
	return ""
}

// trimmed reports whether some call of the package may take a trailing
// '/' off obj, a variable or a field, or test for one: obj is an
// argument of a function that trims the end of text
// (strings.TrimSuffix, TrimRight), tests a suffix (strings.HasSuffix),
// parses a URL or joins paths (url.JoinPath, path.Join).
func (b *freeBases) trimmed(obj types.Object) bool {
	if b.handled == nil {
		b.handled = make(map[types.Object]bool)
		info := b.pass.TypesInfo
		// The calls of a function a row names, found from the package's
		// uses of functions rather than a walk of its files.
		for _, u := range b.flow.FuncUses() {
			if !flow.FuncNamed(u.ID.Name) && !slashJoinName(u.ID.Name) || !slashHandler(u.Fn) {
				continue // the function first: finding its call walks the file
			}
			call := b.callOf(u.ID)
			if call == nil || len(call.Args) == 0 || !handlesSlash(info, call) || b.validatedOnly(call) {
				continue
			}
			for _, a := range call.Args {
				if o := objOf(info, a); o != nil {
					b.handled[o] = true
				}
			}
		}
	}
	return b.handled[obj]
}

// validatedOnly reports whether call parses a URL only to test its
// error (_, err = url.Parse(baseurl)): the text goes on as it was.
func (b *freeBases) validatedOnly(call *ast.CallExpr) bool {
	fn, ok := typeutilCallee(b.pass.TypesInfo, call).(*types.Func)
	if !ok || !sinks.ParsesFunc(fn) {
		return false
	}
	c, ok := b.flow.Control.Cursor(call)
	if !ok {
		return false
	}
	as, ok := c.Parent().Node().(*ast.AssignStmt)
	if !ok || len(as.Rhs) != 1 || len(as.Lhs) == 0 {
		return false
	}
	id, ok := as.Lhs[0].(*ast.Ident)
	return ok && id.Name == "_"
}

// slashJoinName reports whether name is one of the functions
// handlesSlash knows by their key alone.
func slashJoinName(name string) bool {
	switch name {
	case "JoinPath", "Join", "Trim", "TrimFunc", "TrimRightFunc":
		return true
	}
	return false
}

// callOf returns the call whose callee id names (f(...), x.f(...)), or nil.
func (b *freeBases) callOf(id *ast.Ident) *ast.CallExpr {
	c, ok := b.flow.Control.Cursor(id)
	if !ok {
		return nil
	}
	p := c.Parent()
	if sel, ok := p.Node().(*ast.SelectorExpr); ok && sel.Sel == id {
		p = p.Parent()
	}
	if call, ok := p.Node().(*ast.CallExpr); ok && (call.Fun == id || isSelOf(call.Fun, id)) {
		return call
	}
	return nil
}

// isSelOf reports whether e is a selector x.id.
func isSelOf(e ast.Expr, id *ast.Ident) bool {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	return ok && sel.Sel == id
}

// handlesSlash reports whether call may trim or test a trailing '/' of
// its arguments, or makes a URL of them that needs none trimmed.
func handlesSlash(info *types.Info, call *ast.CallExpr) bool {
	fn, ok := typeutilCallee(info, call).(*types.Func)
	return ok && slashHandler(fn)
}

// slashHandler is handlesSlash of a call of fn.
func slashHandler(fn *types.Func) bool {
	if fn.Pkg() == nil {
		return false
	}
	row := flow.FuncOfObj(fn.Origin())
	if row.Trims == sinks.TrimsEnd || row.Tests == sinks.TestsSuffix || sinks.ParsesFunc(fn) {
		return true
	}
	switch sinks.FuncKey(fn) {
	case "net/url.JoinPath", "path.Join", "strings.Trim", "strings.TrimFunc", "strings.TrimRightFunc":
		return true
	}
	return false
}

// objOf returns the variable or field e names (x, *x, s.f), or nil.
func objOf(info *types.Info, e ast.Expr) types.Object {
	e = ast.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	if star, ok := e.(*ast.StarExpr); ok {
		e = ast.Unparen(star.X)
	}
	switch x := e.(type) {
	case *ast.Ident:
		if v, ok := info.Uses[x].(*types.Var); ok {
			return v
		}
	case *ast.SelectorExpr:
		if s, ok := info.Selections[x]; ok && s.Kind() == types.FieldVal {
			return s.Obj().(*types.Var).Origin()
		}
	}
	return nil
}

// passedName returns the one constant every call of the package passes
// for e, a parameter of a helper (envOr(key, def) called with "API_URL"
// alone), or "".
func (b *freeBases) passedName(e ast.Expr) string {
	passed, all := b.resolve.passedFor(e, true)
	name := ""
	for _, a := range passed {
		n, ok := b.flow.ConstString(a)
		if !ok || n == "" || name != "" && n != name {
			return ""
		}
		name = n
	}
	if !all {
		return ""
	}
	return name
}

// originUserField is freeOrigin's name of a field the package's users
// write.
const originUserField = "free configuration (a field written elsewhere)"

// freeOrigin names the configured base h, a hole at the start of a
// value, stands for, when value flow found no more of it than that: text
// the program's user chooses once and the package keeps, a field a
// constructor or an option function writes from its parameter (alone or
// at the start of a concatenation: keptPrefix), or that the package's
// users write (an exported field, another package's), or
// the command line (os.Args), also through the parameter of a helper
// every call of which passes one (passedOrigin). A parameter used where
// it is passed otherwise, a field nothing writes, the fields of a request or a url.URL, and input
// a server receives are no configured base, nor a field of a package
// only its module imports. ok is false too when base is
// a call's result, or when the package trims or tests a trailing '/' of
// base, or of what it was read from or stored in.
func (b *freeBases) freeOrigin(h flow.Piece, base ast.Expr, at ast.Node) (string, bool) {
	return b.freeOriginDepth(h, base, at, 0)
}

func (b *freeBases) freeOriginDepth(h flow.Piece, base ast.Expr, at ast.Node, hops int) (string, bool) {
	why := h.Why
	if h.Verb != nil {
		_, why = b.flow.Params.ResolveSite(base, sinks.Arg{Param: sinks.Param{Target: rfc.Reference}})
	}
	if _, call := ast.Unparen(base).(*ast.CallExpr); call || b.trimmedOnWay(base, 0) {
		return "", false
	}
	switch why {
	case flow.ReasonParameter:
		fld := b.keptField(base)
		if fld == nil {
			fld = b.keptPrefix(base, at)
		}
		if fld != nil && otherModules(fld.Pkg()) {
			return "free configuration (a parameter kept in a field)", true
		}
		if fld == nil && hops < maxConfigHops {
			// A helper's parameter that every call of the package
			// passes a configured base: newRequest(c.url, p).
			return b.passedOrigin(base, at, hops)
		}
	case flow.ReasonField, flow.ReasonPointer, flow.ReasonDecoded:
		if sel, ok := ast.Unparen(base).(*ast.SelectorExpr); ok {
			if fv := b.flow.Fields.Declared(sel); fv != nil && fv.Slashed {
				return "", false // the field's package sees to its end
			}
		}
		if fld := b.keptField(base); fld != nil && (fld.Pkg() != b.pass.Pkg || fld.Exported()) && otherModules(fld.Pkg()) && !b.trimmedWrite(fld) {
			return originUserField, true
		}
		if why == flow.ReasonDecoded && b.commandLine(base, 0) {
			return "free configuration (the command line)", true
		}
		if fld := b.keptField(base); fld != nil && why == flow.ReasonField && fld.Pkg() == b.pass.Pkg && !fld.Exported() && hops < maxConfigHops {
			return b.writtenOrigin(fld, hops)
		}
	case flow.ReasonInput:
		if b.commandLine(base, 0) {
			return "free configuration (the command line)", true
		}
	}
	return "", false
}

// trimmedWrite reports whether the package writes fld, another
// package's field or its own, and every value it writes outside test
// files is trimmed or tested for its trailing '/' on its way (if strings.HasSuffix(u, "/") { u = u[:len(u)-1] };
// c.Server = u): the package sees to the base's end itself.
func (b *freeBases) trimmedWrite(fld *types.Var) bool {
	writes, _ := b.flow.Data.FieldWrites(fld.Origin())
	n := 0
	for _, w := range writes {
		if b.intent.InTestFile(w.Value.Pos()) {
			continue // a test's server, written as it is
		}
		if !b.trimmedOnWay(w.Value, 0) {
			return false
		}
		n++
	}
	return n > 0
}

// writtenOrigin is freeOrigin of a field of the package's own that its
// users cannot write, when every write of it outside test files writes
// a configured base: r.regURL = cfg.Registry, of a configuration struct
// an exported method is given.
func (b *freeBases) writtenOrigin(fld *types.Var, hops int) (string, bool) {
	writes, _ := b.flow.Data.FieldWrites(fld.Origin())
	origin := ""
	for _, w := range writes {
		if b.intent.InTestFile(w.Value.Pos()) {
			continue
		}
		_, why := b.flow.Params.ResolveSite(w.Value, sinks.Arg{Param: sinks.Param{Target: rfc.Reference}})
		o, ok := b.freeOriginDepth(flow.Piece{Hole: true, Why: why}, w.Value, w.Value, hops+1)
		if !ok {
			return "", false
		}
		if origin == "" {
			origin = o
		}
	}
	return origin, origin != ""
}

// passedOrigin is freeOrigin of e, a parameter of a function whose every
// call is in the package, when each call passes a configured base.
func (b *freeBases) passedOrigin(e ast.Expr, at ast.Node, hops int) (string, bool) {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return "", false
	}
	if vi := b.flow.VarInfo(b.pass.TypesInfo.Uses[id].(*types.Var)); vi != nil && (len(vi.Rhs) > 0 || vi.Opaque()) {
		return "", false
	}
	passed, all := b.resolve.passedFor(e, true)
	if !all || len(passed) == 0 {
		return "", false
	}
	origin := ""
	for _, a := range passed {
		_, why := b.flow.Params.ResolveSite(a, sinks.Arg{Param: sinks.Param{Target: rfc.Reference}})
		o, ok := b.freeOriginDepth(flow.Piece{Hole: true, Why: why}, a, a, hops+1)
		if !ok {
			return "", false
		}
		if origin == "" {
			origin = o
		}
	}
	return origin, true
}

// keptPrefix returns the field a parameter e is written into, alone or
// at the start of a concatenation (Client{APIURL: url + "/api/v4"}), by
// a function other than the one of the sink at, which reads it from the
// field; nil otherwise.
func (b *freeBases) keptPrefix(e ast.Expr, at ast.Node) *types.Var {
	info := b.pass.TypesInfo
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := info.Uses[id].(*types.Var)
	if !ok || !typesx.IsParam(v) {
		return nil
	}
	if fs := v.Parent(); fs.Pos() <= at.Pos() && at.Pos() < fs.End() {
		return nil // a parameter used where it is passed
	}
	parents := b.flow.Control.Parents(id)
	var child ast.Node = id
	for _, p := range parents {
		switch p := p.(type) {
		case *ast.ParenExpr:
		case *ast.BinaryExpr:
			if p.Op != token.ADD || p.X != child {
				return nil
			}
		case *ast.KeyValueExpr:
			if p.Value != child {
				return nil
			}
			if k, ok := p.Key.(*ast.Ident); ok {
				fld, _ := info.Uses[k].(*types.Var)
				return b.keptBy(keptIn(fld), parents)
			}
			return nil
		case *ast.CompositeLit:
			st, ok := typesx.Under(info.TypeOf(p)).(*types.Struct)
			if !ok {
				return nil
			}
			for i, el := range p.Elts {
				if el == child && i < st.NumFields() {
					return b.keptBy(keptIn(st.Field(i)), parents)
				}
			}
			return nil
		case *ast.AssignStmt:
			for i, r := range p.Rhs {
				if r == child && len(p.Lhs) == len(p.Rhs) {
					return b.keptBy(b.keptField(p.Lhs[i]), parents)
				}
			}
			return nil
		default:
			return nil
		}
		child = p
	}
	return nil
}

// keptBy returns fld when the function declaration among parents that
// writes it keeps what it is given: a constructor, which returns the
// struct holding fld, an option function, which returns a function, or
// a method of that struct; nil otherwise.
func (b *freeBases) keptBy(fld *types.Var, parents []ast.Node) *types.Var {
	if fld == nil || len(parents) == 0 {
		return nil
	}
	var fn *types.Func
	for _, p := range parents {
		if d, ok := p.(*ast.FuncDecl); ok {
			fn, _ = b.pass.TypesInfo.Defs[d.Name].(*types.Func)
		}
	}
	if fn == nil {
		return nil
	}
	holds := func(t types.Type) bool {
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		st, ok := typesx.Under(t).(*types.Struct)
		if !ok {
			return false
		}
		for i := range st.NumFields() {
			if st.Field(i) == fld {
				return true
			}
		}
		return false
	}
	sig := fn.Signature()
	if sig.Recv() != nil && holds(sig.Recv().Type()) {
		return fld
	}
	for i := range sig.Results().Len() {
		t := sig.Results().At(i).Type()
		if _, ok := typesx.Under(t).(*types.Signature); ok || holds(t) {
			return fld
		}
	}
	return nil
}

// otherModules reports whether other modules may import pkg: not a main
// package nor one under an internal directory. Only such a package's
// users set its fields and constructors' parameters out of its module's
// sight; within the module, its callers may trim the base.
func otherModules(pkg *types.Package) bool {
	if pkg.Name() == "main" {
		return false
	}
	for _, el := range strings.Split(pkg.Path(), "/") {
		if el == "internal" {
			return false
		}
	}
	return true
}

// keptField returns the field e reads (c.base, *opts.BaseURL), when it
// is a string field of a type outside net/url and net/http, whose
// fields are a request's data; nil otherwise.
func (b *freeBases) keptField(e ast.Expr) *types.Var {
	fld, _ := objOf(b.pass.TypesInfo, e).(*types.Var)
	return keptIn(fld)
}

// keptIn returns fld when it is a field of a type outside net/url and
// net/http, whose fields are a request's data; nil otherwise.
func keptIn(fld *types.Var) *types.Var {
	if fld == nil || !fld.IsField() || fld.Pkg() == nil {
		return nil
	}
	switch fld.Pkg().Path() {
	case "net/url", "net/http":
		return nil
	}
	return fld
}

// commandLine reports whether e is an element of os.Args, directly or
// through a local variable assigned one.
func (b *freeBases) commandLine(e ast.Expr, hops int) bool {
	info := b.pass.TypesInfo
	switch x := ast.Unparen(e).(type) {
	case *ast.IndexExpr:
		sel, ok := ast.Unparen(x.X).(*ast.SelectorExpr)
		if !ok {
			return false
		}
		v, ok := info.Uses[sel.Sel].(*types.Var)
		return ok && v.Pkg() != nil && v.Pkg().Path() == "os" && v.Name() == "Args"
	case *ast.Ident:
		v, ok := info.Uses[x].(*types.Var)
		if !ok || hops > maxConfigHops || v.Pkg() != b.pass.Pkg || typesx.IsParam(v) {
			return false
		}
		vi := b.flow.VarInfo(v)
		if vi == nil {
			return false
		}
		for _, r := range vi.Rhs {
			if b.commandLine(r, hops+1) {
				return true
			}
		}
	}
	return false
}

// trimmedOnWay reports whether a trailing '/' of e may be trimmed or
// tested: e names a variable or field trimmed in the package (trimmed),
// or one assigned or written from such a one, or from a call that trims.
func (b *freeBases) trimmedOnWay(e ast.Expr, hops int) bool {
	if hops > maxConfigHops {
		return false
	}
	info := b.pass.TypesInfo
	e = ast.Unparen(e)
	if call, ok := e.(*ast.CallExpr); ok {
		if handlesSlash(info, call) {
			return true
		}
		if fn, ok := typeutilCallee(info, call).(*types.Func); ok && fn.Name() == "String" && fn.Signature().Recv() != nil {
			if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
				return b.trimmedOnWay(sel.X, hops+1) // u.String() of a URL
			}
		}
		return false
	}
	v, ok := objOf(info, e).(*types.Var)
	if !ok || v.Pkg() != b.pass.Pkg {
		return false
	}
	if b.trimmed(v) {
		return true
	}
	var from []ast.Expr
	if v.IsField() {
		writes, _ := b.flow.Data.FieldWrites(v)
		for _, w := range writes {
			from = append(from, w.Value)
		}
	} else if vi := b.flow.VarInfo(v); vi != nil {
		from = append(from, vi.Rhs...)
	}
	for _, f := range from {
		if b.trimmedOnWay(f, hops+1) {
			return true
		}
	}
	return false
}
