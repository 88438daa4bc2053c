package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"

	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"
)

// A url.URL can be rebuilt only to be shown: a configured URL whose
// password is replaced before it is logged, with a port notation of the
// program's own (":-1", any port). Its field assignments are then no URL
// sink. displayURL decides it from the function alone, and returnedTo
// from the package when the text is returned.

// displayURL reports whether the url.URL whose field assignment a writes
// is display text: a local variable u of a function, holding a url.URL
// of its own (a copy, or a new *url.URL: url.Parse, &url.URL{...},
// new(url.URL)), shown at least once, whose every use is a comparison, an
// argument of a printing function, a field assignment, a field read (or
// Hostname, Port, EscapedPath, EscapedFragment, RequestURI) that is
// displayed or assigned back to a field of u, or a call of String or
// Redacted whose result is displayed. Displayed text is an argument of fmt's printing
// functions, log, log/slog, errors.New, testing's logs or panic, through
// concatenation, fmt.Sprint and strings' trimming and replacing
// functions. When the text is also returned, fn is the function that
// returns it, whose results must reach no sink (run.returnedTo).
func (r *urlAssignSites) displayURL(a urlAssign) (fn *types.Func, ok bool) {
	info := r.pass.TypesInfo
	id, isID := ast.Unparen(a.sel.X).(*ast.Ident)
	if !isID {
		return nil, false
	}
	v, isVar := info.Uses[id].(*types.Var)
	if !isVar || v.Pkg() != r.pass.Pkg || v.IsField() || typesx.IsParam(v) || v.Parent() == r.pass.Pkg.Scope() {
		return nil, false
	}
	_, isPtr := types.Unalias(v.Type()).(*types.Pointer)
	cur, ok := r.flow.Control.Cursor(a.sel)
	if !ok {
		return nil, false
	}
	body, ok := typesx.EnclosingFunc(cur)
	if !ok || v.Pos() < body.Node().Pos() || v.Pos() >= body.Node().End() {
		return nil, false
	}
	d := displayCheck{r: r.pkgAnalysis, v: v, fn: body.Node()}
	for c := range body.Preorder((*ast.Ident)(nil)) {
		id := c.Node().(*ast.Ident)
		switch {
		case info.Uses[id] == v:
			if !d.use(c) || isPtr && !d.freshAssign(c) {
				return nil, false
			}
		case info.Defs[id] == v:
			if isPtr && !d.freshAssign(c) {
				return nil, false
			}
		}
	}
	if !d.shown {
		return nil, false // never shown: a URL built for something unseen
	}
	if !d.returned {
		return nil, true
	}
	decl, isDecl := body.Node().(*ast.FuncDecl)
	if !isDecl || decl.Recv != nil {
		return nil, false
	}
	f, isFunc := info.Defs[decl.Name].(*types.Func)
	if !isFunc || f.Exported() || f.Name() == "main" || f.Name() == "init" {
		return nil, false
	}
	return f, true
}

// A displayCheck classifies the uses of one url.URL variable v in the
// function fn (a *ast.FuncDecl or *ast.FuncLit).
type displayCheck struct {
	r        *pkgAnalysis
	v        *types.Var
	fn       ast.Node
	shown    bool // some text of v is printed or returned
	returned bool // some text of v is returned from fn
}

// use reports whether the use of v at c is one displayURL allows.
func (d *displayCheck) use(c inspector.Cursor) bool {
	info := d.r.pass.TypesInfo
	parent := c.Parent()
	switch p := parent.Node().(type) {
	case *ast.SelectorExpr:
		sel, ok := info.Selections[p]
		if !ok || p.X != c.Node() {
			return false
		}
		switch sel.Kind() {
		case types.FieldVal:
			return d.fieldUse(parent)
		case types.MethodVal:
			call := parent.Parent()
			if ce, ok := call.Node().(*ast.CallExpr); !ok || ce.Fun != p {
				return false
			}
			switch p.Sel.Name {
			case "String", "Redacted":
				return d.displayed(call)
			case "Hostname", "Port", "EscapedPath", "EscapedFragment", "RequestURI":
				return d.fieldUse(call)
			}
		}
		return false
	case *ast.AssignStmt:
		return c.ParentEdgeKind() == edge.AssignStmt_Lhs // a new url.URL (freshAssign)
	case *ast.BinaryExpr:
		return p.Op == token.EQL || p.Op == token.NEQ
	case *ast.CallExpr:
		if c.ParentEdgeKind() == edge.CallExpr_Args && d.printing(p) {
			d.shown = true
			return true
		}
	}
	return false
}

// fieldUse reports whether the field selection u.F at c is allowed: an
// assignment of it, a comparison, a read assigned back to fields of u
// (u.Host = strings.TrimSuffix(u.Host, ":0")), or displayed text.
func (d *displayCheck) fieldUse(c inspector.Cursor) bool {
	if c.ParentEdgeKind() == edge.AssignStmt_Lhs {
		return true
	}
	if b, ok := c.Parent().Node().(*ast.BinaryExpr); ok && (b.Op == token.EQL || b.Op == token.NEQ) {
		return true
	}
	for e := range c.Enclosing() {
		if as, ok := e.Node().(*ast.AssignStmt); ok {
			if as.Tok != token.ASSIGN {
				break
			}
			for _, lhs := range as.Lhs {
				sel, ok := ast.Unparen(lhs).(*ast.SelectorExpr)
				if !ok || baseObject(d.r.pass.TypesInfo, sel) != d.v {
					return d.displayed(c)
				}
			}
			return true
		}
		if _, ok := e.Node().(ast.Stmt); ok {
			break
		}
	}
	return d.displayed(c)
}

// displayed reports whether the string expression at c is only shown:
// printed, or returned from d.fn (which sets d.returned).
func (d *displayCheck) displayed(c inspector.Cursor) bool {
	info := d.r.pass.TypesInfo
	for {
		parent := c.Parent()
		switch p := parent.Node().(type) {
		case *ast.ParenExpr:
		case *ast.BinaryExpr:
			if p.Op != token.ADD {
				return false
			}
		case *ast.CallExpr:
			if c.ParentEdgeKind() != edge.CallExpr_Args {
				return false
			}
			if d.printing(p) {
				d.shown = true
				return true
			}
			fn, ok := typeutil.Callee(info, p).(*types.Func)
			if !ok || !flow.FuncOfObj(fn).Edits {
				return false
			}
		case *ast.ReturnStmt:
			if fn, ok := typesx.EnclosingFunc(parent); ok && fn.Node() != d.fn {
				return false
			}
			d.shown, d.returned = true, true
			return true
		default:
			return false
		}
		c = parent
	}
}

// printing reports whether call only shows its arguments.
func (d *displayCheck) printing(call *ast.CallExpr) bool {
	switch fn := typeutil.Callee(d.r.pass.TypesInfo, call).(type) {
	case *types.Builtin:
		return fn.Name() == "panic" || fn.Name() == "print" || fn.Name() == "println"
	case *types.Func:
		return flow.FuncOfObj(fn).Prints
	}
	return false
}

// freshAssign reports whether the assignment or declaration of v at c,
// a pointer, gives it a url.URL of its own: from url.Parse,
// url.ParseRequestURI, (*url.URL).Parse, JoinPath or ResolveReference,
// &url.URL{...} or new(url.URL). A pointer copied from elsewhere would
// make its field assignments change a URL that other code uses.
func (d *displayCheck) freshAssign(c inspector.Cursor) bool {
	info := d.r.pass.TypesInfo
	var rhs ast.Expr
	switch p := c.Parent().Node().(type) {
	case *ast.AssignStmt:
		if c.ParentEdgeKind() != edge.AssignStmt_Lhs {
			return true // a read, classified by use
		}
		i := c.ParentEdgeIndex()
		switch {
		case len(p.Lhs) == len(p.Rhs):
			rhs = p.Rhs[i]
		case len(p.Rhs) == 1 && i == 0:
			rhs = p.Rhs[0]
		}
	case *ast.ValueSpec:
		if c.ParentEdgeKind() != edge.ValueSpec_Names {
			return true
		}
		i := c.ParentEdgeIndex()
		switch {
		case len(p.Names) == len(p.Values):
			rhs = p.Values[i]
		case len(p.Values) == 1 && i == 0:
			rhs = p.Values[0]
		}
	default:
		return true // a read, classified by use
	}
	switch e := ast.Unparen(rhs).(type) {
	case *ast.UnaryExpr:
		lit, ok := ast.Unparen(e.X).(*ast.CompositeLit)
		return e.Op == token.AND && ok && isURLLit(info, lit)
	case *ast.CallExpr:
		if b, ok := typeutil.Callee(info, e).(*types.Builtin); ok {
			return b.Name() == "new"
		}
		fn, ok := typeutil.Callee(info, e).(*types.Func)
		return ok && flow.FuncOfObj(fn).NewURL
	}
	return false
}

// returnedTo reports whether the string results of fn, an unexported
// function of the package, can reach a sink as value flow sees them: a
// resolution of the package consulted them (Flow.Consulted), or a call
// through a function value of its type (Flow.Dynamic), or fn is never
// used in the package (its callers are unseen), or fn's value is used
// other than as an argument of a function of the package, or a function
// that calls fn can reach one itself.
func (r *urlAssignSites) returnedTo(fn *types.Func, seen map[*types.Func]bool) bool {
	if seen[fn] {
		return false
	}
	seen[fn] = true
	f := r.flow
	if f.Consulted[fn] {
		return true
	}
	if f.Dynamic.At(fn.Type()) != nil || fn.Exported() {
		return true
	}
	for _, c := range r.flow.Sites {
		callee := c.Callee
		if callee == nil {
			callee = typeutil.Callee(r.pass.TypesInfo, c.Call)
		}
		if callee != fn {
			continue
		}
		if c.Fn == nil {
			return true // a package-level initializer
		}
		caller, ok := c.Fn.Obj.(*types.Func)
		if !ok || r.returnedTo(caller, seen) {
			return true // in a function literal: where its results go is not followed
		}
	}
	used := false
	for id, obj := range r.pass.TypesInfo.Uses {
		if obj == fn {
			if !r.calledOrPassed(id) {
				return true
			}
			used = true
		}
	}
	return !used // unused here: its callers are not seen
}

// funcRef returns the cursor of the reference to a function named at id:
// id itself, or the selector x.id that names it.
func (r *urlAssignSites) funcRef(id *ast.Ident) (inspector.Cursor, bool) {
	c, ok := r.flow.Control.Cursor(id)
	if ok && c.ParentEdgeKind() == edge.SelectorExpr_Sel {
		c = c.Parent()
	}
	return c, ok
}

// calledOrPassed reports whether the function named at id is called
// there, or passed to a function of the package.
func (r *urlAssignSites) calledOrPassed(id *ast.Ident) bool {
	c, ok := r.funcRef(id)
	if !ok {
		return false
	}
	call, ok := c.Parent().Node().(*ast.CallExpr)
	if !ok {
		return false
	}
	switch c.ParentEdgeKind() {
	case edge.CallExpr_Fun:
		return true
	case edge.CallExpr_Args:
		callee, ok := typeutil.Callee(r.pass.TypesInfo, call).(*types.Func)
		return ok && callee.Pkg() == r.pass.Pkg
	}
	return false
}

// templateWrite reports whether at, the value written into a url.URL's
// field (sink "net/url.URL.F"), builds a URL template on purpose: the
// function that writes it is named for a template or a pattern by its
// last word (finalURLTemplate, routePattern), returns a url.URL, is
// unexported, and each of its calls outside test files (which test the
// template) is the argument of a call that is no sink and runs no code
// of the package (a method of an interface, a function of another
// package): the template is the label of a metric or a trace, whose
// placeholders ("{name}") are what it is for.
func (r *urlAssignSites) templateWrite(at ast.Node, sink string) bool {
	if !strings.HasPrefix(sink, "net/url.URL.") || at == nil {
		return false
	}
	fd := r.flow.Control.FuncDeclAt(at.Pos())
	if fd == nil || !templateName(fd.Name.Name) {
		return false
	}
	fn, ok := r.pass.TypesInfo.Defs[fd.Name].(*types.Func)
	if !ok || fn.Exported() {
		return false
	}
	returnsURL := false
	for v := range fn.Signature().Results().Variables() {
		returnsURL = returnsURL || isURLLitType(v.Type())
	}
	if !returnsURL {
		return false
	}
	used := false
	for id, obj := range r.pass.TypesInfo.Uses {
		if obj != fn {
			continue
		}
		if !r.labelArg(id) && !r.intent.InTestFile(id.Pos()) {
			return false
		}
		used = true
	}
	return used
}

// labelArg reports whether the function named at id is called there and
// its result handed straight to a call that is no sink and runs no code
// of the package.
func (r *urlAssignSites) labelArg(id *ast.Ident) bool {
	c, ok := r.funcRef(id)
	if !ok || c.ParentEdgeKind() != edge.CallExpr_Fun {
		return false
	}
	c = c.Parent()
	if c.ParentEdgeKind() != edge.CallExpr_Args {
		return false
	}
	outer := c.Parent().Node().(*ast.CallExpr)
	callee, ok := typeutil.Callee(r.pass.TypesInfo, outer).(*types.Func)
	if !ok {
		return false
	}
	if name, _, _ := r.index.sinkOf(flow.CallSite{Call: outer, Callee: callee}); name != "" {
		return false
	}
	if recv := callee.Signature().Recv(); recv != nil && types.IsInterface(recv.Type()) {
		return true
	}
	return callee.Pkg() != r.pass.Pkg
}

// templateName reports whether a name's last word says it is a template
// or a pattern, and its first word is not a verb that fills one in
// (fillTemplate, expandPattern).
func templateName(name string) bool {
	words := typesx.NameWords(name)
	if len(words) == 0 {
		return false
	}
	switch words[0] {
	case "fill", "expand", "render", "execute", "exec", "apply", "resolve", "substitute", "instantiate",
		"interpolate", "evaluate", "eval", "replace":
		return false
	}
	switch words[len(words)-1] {
	case "template", "tmpl", "pattern":
		return true
	}
	return false
}
