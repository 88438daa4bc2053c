package analyzer

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"

	"github.com/urlvet/urlvet/analyzer/internal/facts"

	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/rfc"
)

// A fixGuard says whether a fix may edit a literal: only when every use
// of its bytes is seen and each wants the same edit.
type fixGuard struct {
	*pkgAnalysis
	useIdx *useIndex // built on the first fix that edits a declaration
	// testNames map the identifiers named in the internal ([0]) and
	// external ([1]) test files of the package's directory that this
	// analysis does not see to where; read on first need.
	testNames [2]map[string]string
}

// A useClass says how a use reads a string.
type useClass uint8

const (
	useNone    useClass = iota // not a read: the left side of an assignment, a blank identifier
	useOther                   // not a URL sink: a route pattern, printed text, a comparison, ...
	useRaw                     // a URL or component in escaped form (url.Parse, http.Get, RawQuery)
	useDecoded                 // a decoded component (url.URL's Path, Fragment, Host)
)

// A use is one place the bytes of a constant, a variable or a literal end
// up.
type use struct {
	class  useClass
	format bool         // read through a printf format, where '%' is written "%%"
	pos    token.Pos    // the sink's argument or field value, or the other use
	what   string       // the sink ("http.Get"), or for useOther what the use is ("used as a route pattern")
	into   types.Object // the bytes flow into this constant or variable, whose uses count instead
	via    types.Object // the constant or variable whose use this is, for messages
	hidden bool         // some uses of via are not seen; what says why
}

// A useIndex maps each constant and variable of the package holding a
// string to where each of its uses sends its bytes. It is built once per
// package, on the first fix that edits a declaration.
type useIndex struct {
	sites map[types.Object][]use
}

// uses returns the package's use index, building it on first need.
func (r *fixGuard) uses() *useIndex {
	if r.useIdx != nil {
		return r.useIdx
	}
	ix := &useIndex{sites: make(map[types.Object][]use)}
	info := r.pass.TypesInfo
	for cur := range r.flow.Control.Inspector().Root().Preorder((*ast.Ident)(nil), (*ast.GenDecl)(nil)) {
		switch n := cur.Node().(type) {
		case *ast.Ident:
			if obj := info.Uses[n]; r.tracked(obj) {
				u := r.climb(cur)
				u.via = obj
				ix.sites[obj] = append(ix.sites[obj], u)
			}
		case *ast.GenDecl:
			r.indexRepeats(ix, n)
		}
	}
	r.useIdx = ix
	return ix
}

// indexRepeats records that the value of a constant spec flows into the
// constants of the following specs that repeat it implicitly:
// const ( a = "x"; b ) declares b = "x" with the same literal.
func (r *fixGuard) indexRepeats(ix *useIndex, d *ast.GenDecl) {
	if d.Tok != token.CONST {
		return
	}
	var prev *ast.ValueSpec
	for _, s := range d.Specs {
		vs, ok := s.(*ast.ValueSpec)
		if !ok {
			continue
		}
		if len(vs.Values) > 0 {
			prev = vs
			continue
		}
		if prev == nil {
			continue
		}
		for j, name := range vs.Names {
			if j >= len(prev.Names) {
				break
			}
			from, to := r.pass.TypesInfo.Defs[prev.Names[j]], r.pass.TypesInfo.Defs[name]
			if r.tracked(from) && r.tracked(to) {
				ix.sites[from] = append(ix.sites[from], use{into: to, via: from, pos: name.Pos()})
			}
		}
	}
}

// tracked reports whether obj is a constant or variable of the package
// that holds a string: the bytes of a literal can flow through it.
func (r *fixGuard) tracked(obj types.Object) bool {
	switch obj := obj.(type) {
	case *types.Const:
		return obj.Pkg() == r.pass.Pkg && typesx.IsString(obj.Type())
	case *types.Var:
		return obj.Pkg() == r.pass.Pkg && !obj.IsField() && typesx.IsString(obj.Type())
	}
	return false
}

// other returns a use that is no URL sink.
func other(e ast.Node, what string) use {
	return use{class: useOther, pos: e.Pos(), what: what}
}

// climb finds where the value of the expression at cur goes: through
// parentheses, concatenations, conversions to string types and
// fmt.Sprintf formats, up to a sink argument, a url.URL field, a constant
// or variable, or any other use.
func (r *fixGuard) climb(cur inspector.Cursor) use {
	info := r.pass.TypesInfo
	format := false
	e := cur.Node()
	for parent := range cur.Parent().Enclosing() {
		switch p := parent.Node().(type) {
		case *ast.ParenExpr:
		case *ast.BinaryExpr:
			switch p.Op {
			case token.ADD:
			case token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ:
				return other(e, "compared")
			default:
				return other(e, "an operand of "+p.Op.String())
			}
		case *ast.CallExpr:
			if e == p.Fun {
				return other(e, "called")
			}
			if tv, ok := info.Types[p.Fun]; ok && tv.IsType() {
				if typesx.IsString(tv.Type) {
					break // a conversion to a string type keeps the bytes
				}
				return other(e, "converted to "+types.TypeString(tv.Type, types.RelativeTo(r.pass.Pkg)))
			}
			if len(p.Args) > 0 && e == p.Args[0] && flow.IsSprintf(info, p) {
				if format {
					return other(e, "formatted twice")
				}
				format = true
				break
			}
			u := r.callUse(p, e)
			if u.format && format {
				return other(e, "formatted twice")
			}
			u.format = u.format || format
			return u
		case *ast.KeyValueExpr, *ast.CompositeLit, *ast.ValueSpec, *ast.AssignStmt:
			return r.storeUse(parent, e, format)
		case *ast.IncDecStmt:
			return use{class: useNone}
		case *ast.RangeStmt:
			if e == p.Key || e == p.Value {
				return use{class: useNone}
			}
			return other(e, "ranged over")
		case *ast.ReturnStmt:
			return other(e, "returned")
		case *ast.IndexExpr:
			if e == p.Index {
				return other(e, "used as a map key or index")
			}
			return other(e, "indexed")
		case *ast.SliceExpr:
			return other(e, "sliced")
		case *ast.CaseClause:
			return other(e, "compared in a switch")
		case *ast.SwitchStmt:
			return other(e, "switched on")
		case *ast.SendStmt:
			return other(e, "sent on a channel")
		case *ast.UnaryExpr:
			if p.Op == token.AND {
				return other(e, "referenced by its address")
			}
			return other(e, "an operand of "+p.Op.String())
		default:
			return other(e, "used")
		}
		e = parent.Node()
	}
	return other(e, "used")
}

// storeUse classifies e, stored by parent: a value of a keyed or unkeyed
// composite literal, or the value of a declaration or assignment.
func (r *fixGuard) storeUse(parent inspector.Cursor, e ast.Node, format bool) use {
	info := r.pass.TypesInfo
	switch p := parent.Node().(type) {
	case *ast.KeyValueExpr:
		if e == p.Key {
			return other(e, "used as a key")
		}
		if cl, ok := parent.Parent().Node().(*ast.CompositeLit); ok && isURLLit(info, cl) {
			if key, ok := p.Key.(*ast.Ident); ok {
				if p, ok := sinks.URLFields()[key.Name]; ok {
					class := useRaw
					if p.Decoded {
						class = useDecoded
					}
					return use{class: class, format: format, pos: e.Pos(), what: "url.URL." + key.Name}
				}
			}
		}
		if key, ok := p.Key.(*ast.Ident); ok {
			fld, _ := info.Uses[key].(*types.Var)
			if u, ok := r.fieldSt.fieldWriteUse(fld, e, format); ok {
				return u
			}
		}
		return other(e, "a value in a composite literal")
	case *ast.CompositeLit:
		if st := typesx.LitStruct(info, p); st != nil {
			for i, elt := range p.Elts {
				if elt == e && i < st.NumFields() {
					if u, ok := r.fieldSt.fieldWriteUse(st.Field(i), e, format); ok {
						return u
					}
				}
			}
		}
		return other(e, "an element of a composite literal")
	case *ast.ValueSpec:
		if len(p.Names) == len(p.Values) {
			for j, v := range p.Values {
				if v == e {
					if obj := info.Defs[p.Names[j]]; r.tracked(obj) {
						return use{into: obj, format: format, pos: e.Pos()}
					}
					if p.Names[j].Name == "_" {
						return use{class: useNone}
					}
				}
			}
		}
		return other(e, "assigned to a variable not followed")
	case *ast.AssignStmt:
		for _, l := range p.Lhs {
			if l == e {
				return use{class: useNone} // written, not read
			}
		}
		if len(p.Lhs) == len(p.Rhs) && (p.Tok == token.ASSIGN || p.Tok == token.DEFINE) {
			for j, v := range p.Rhs {
				if v != e {
					continue
				}
				if id, ok := ast.Unparen(p.Lhs[j]).(*ast.Ident); ok {
					if id.Name == "_" {
						return use{class: useNone}
					}
					if obj := typesx.ObjectOf(info, id); r.tracked(obj) {
						return use{into: obj, format: format, pos: e.Pos()}
					}
				}
				fld, _ := r.flow.FieldSel(ast.Unparen(p.Lhs[j]))
				if u, ok := r.fieldSt.fieldWriteUse(fld, e, format); ok {
					return u
				}
			}
		}
		return other(e, "assigned to a variable or field not followed")
	}
	return other(e, "used")
}

// callUse classifies argument e of call.
func (r *fixGuard) callUse(call *ast.CallExpr, e ast.Node) use {
	j := -1
	for i, a := range call.Args {
		if a == e {
			j = i
		}
	}
	callee := typeutil.Callee(r.pass.TypesInfo, call)
	if callee == nil {
		return other(e, "passed to a function value")
	}
	name, args, shift := r.index.sinkOf(flow.CallSite{Call: call, Callee: callee})
	for _, a := range args {
		k := a.Index + shift
		if j != k && !(a.Variadic && j > k && !call.Ellipsis.IsValid()) {
			continue
		}
		if a.Credentials {
			return other(e, "a password")
		}
		class := useRaw
		if a.Target == rfc.DecodedPath || a.Target == rfc.DecodedFragment {
			class = useDecoded
		}
		return use{class: class, format: a.Format, pos: e.Pos(), what: facts.ShortName(name)}
	}
	fn, _ := callee.(*types.Func)
	if fn != nil && isRoute(fn) && j == 0 {
		return other(e, "used as a route pattern")
	}
	callName := callee.Name()
	if fn != nil && fn.Pkg() != nil {
		if k := sinks.FuncKey(fn); k != "" {
			callName = facts.ShortName(k)
		} else {
			callName = fn.Pkg().Name() + "." + fn.Name()
		}
		switch fn.Pkg().Path() {
		case "fmt", "log", "log/slog", "errors", "testing":
			return other(e, "printed by "+callName)
		}
	}
	return other(e, "passed to "+callName)
}

// routerPackages are the path prefixes of HTTP routers whose Handle,
// HandleFunc, Get, Post (...) methods take a route pattern first; the
// standard library's are rows of sinks.FuncOf (Routes).
var routerPackages = []string{
	"github.com/gorilla/mux",
	"github.com/go-chi/chi",
	"github.com/gin-gonic/gin",
	"github.com/labstack/echo",
	"github.com/julienschmidt/httprouter",
	"github.com/gofiber/fiber",
}

// routeMethod reports whether name is a router method or function whose
// first argument is a route pattern.
func routeMethod(name string) bool {
	switch name {
	case "Handle", "HandleFunc", "Path", "PathPrefix",
		"Get", "Head", "Post", "Put", "Patch", "Delete",
		"Options", "Connect", "Trace", "Any", "Group",
		"Route", "Mount", "Method", "MethodFunc", "Match",
		"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE",
		"OPTIONS", "CONNECT", "TRACE", "Static", "File",
		"Handler", "HandlerFunc", "Add", "All", "Use":
		return true
	}
	return false
}

// isRoute reports whether fn takes a route pattern as its first argument.
func isRoute(fn *types.Func) bool {
	if fn.Pkg() == nil || !routeMethod(fn.Name()) {
		return false
	}
	if sinks.FuncOfObj(fn).Routes {
		return true
	}
	path := fn.Pkg().Path()
	for _, p := range routerPackages {
		if path == p || strings.HasPrefix(path, p+"/") {
			return true
		}
	}
	return false
}

// hiddenUses returns why some uses of obj cannot be seen from this
// package, or "".
func (r *fixGuard) hiddenUses(obj types.Object) string {
	if v, ok := obj.(*types.Var); ok {
		if vi := r.flow.VarInfo(v); vi == nil || vi.Escapes {
			return "a variable assigned or referenced in ways not followed"
		}
	}
	if obj.Parent() != r.pass.Pkg.Scope() {
		return "" // a local: every use is in this function
	}
	main := r.pass.Pkg.Name() == "main"
	if obj.Exported() && !main {
		return "exported, and its uses in other packages are not seen"
	}
	if where := r.testMention(obj.Name(), obj.Exported()); where != "" {
		return "also named in " + where + ", a test file not analyzed with this package"
	}
	return ""
}

// testMention returns where a test file of the package's directory that
// this analysis does not see names an identifier, or "". Internal tests
// (package p) are not seen when the files analyzed include no test file;
// external tests (package p_test) are another package, and can name only
// exported identifiers (of a main package: others are rejected before).
// Without types, any identifier of that name counts.
func (r *fixGuard) testMention(name string, exported bool) string {
	if r.testNames[0] == nil {
		r.testNames = [2]map[string]string{make(map[string]string), make(map[string]string)}
		r.readUnseenTests()
	}
	if where := r.testNames[0][name]; where != "" {
		return where
	}
	if exported {
		return r.testNames[1][name]
	}
	return ""
}

// readUnseenTests reads the test files of the package's directories that
// this analysis does not see, and records where each identifier is first
// named in them: in r.testNames[0] for internal tests, [1] for external
// ones.
func (r *fixGuard) readUnseenTests() {
	seen := false // the analyzed files include the internal tests
	dirs := make(map[string]bool)
	for _, f := range r.pass.Files {
		name := r.pass.Fset.File(f.FileStart).Name()
		if strings.HasSuffix(name, "_test.go") {
			seen = true
		}
		dirs[filepath.Dir(name)] = true
	}
	pkg := r.pass.Pkg.Name()
	for dir := range dirs {
		entries, err := os.ReadDir(dir)
		if err != nil {
			continue
		}
		for _, e := range entries {
			if e.IsDir() || !strings.HasSuffix(e.Name(), "_test.go") {
				continue
			}
			fset := token.NewFileSet()
			// A file with syntax errors still yields the identifiers read.
			f, _ := parser.ParseFile(fset, filepath.Join(dir, e.Name()), nil, parser.SkipObjectResolution)
			if f == nil || f.Name == nil {
				continue
			}
			var names map[string]string
			switch {
			case f.Name.Name == pkg && !seen:
				names = r.testNames[0]
			case f.Name.Name == pkg+"_test":
				names = r.testNames[1]
			default:
				continue
			}
			ast.Inspect(f, func(n ast.Node) bool {
				if id, ok := n.(*ast.Ident); ok {
					if _, dup := names[id.Name]; !dup {
						names[id.Name] = fmt.Sprintf("%s:%d", e.Name(), fset.Position(id.Pos()).Line)
					}
				}
				return true
			})
		}
	}
}

// objectKey identifies an object reached with or without a printf format
// on the way.
type objectKey struct {
	obj    types.Object
	format bool
}

// terminalUses appends the final uses that use u leads to, following the
// constants and variables the bytes flow into.
func (r *fixGuard) terminalUses(u use, seen map[objectKey]bool, out []use) []use {
	if u.into == nil {
		if u.class != useNone {
			out = append(out, u)
		}
		return out
	}
	key := objectKey{u.into, u.format}
	if seen[key] {
		return out
	}
	seen[key] = true
	if why := r.hiddenUses(u.into); why != "" {
		out = append(out, use{class: useOther, pos: u.into.Pos(), what: why, via: u.into, hidden: true})
	}
	for _, s := range r.uses().sites[u.into] {
		if u.format {
			if s.format {
				s = use{class: useOther, pos: s.pos, what: "formatted twice", via: s.via}
			}
			s.format = true
		}
		out = r.terminalUses(s, seen, out)
	}
	return out
}

// declFixBlocked reports why a fix that edits literal p.lit, for a
// violation reported at the sink at, must not be offered, or "". Every
// use of the literal's bytes (through the constants and variables it
// is part of) must be a URL sink that reads them as the sink at does: all
// in escaped form, or all as decoded url.URL fields, and all or none
// through a printf format.
func (r *fixGuard) declFixBlocked(p flow.Piece, at ast.Node) string {
	cur, ok := r.flow.Control.Cursor(p.Lit)
	if !ok {
		return "the literal's uses are not seen"
	}
	first := r.climb(cur)
	uses := r.terminalUses(first, make(map[objectKey]bool), nil)
	var here *use
	for i, u := range uses {
		if u.class != useOther && at.Pos() <= u.pos && u.pos < at.End() {
			here = &uses[i]
			break
		}
	}
	if here == nil {
		return "not every use of the literal is seen"
	}
	for _, u := range uses {
		name := "the literal"
		if u.via != nil {
			name = u.via.Name()
		}
		switch {
		case u.hidden:
			return fmt.Sprintf("%s is %s", name, u.what)
		case u.class == useOther:
			return fmt.Sprintf("%s is also %s at %s", name, u.what, r.posString(u.pos))
		case u.class != here.class && u.class == useDecoded:
			return fmt.Sprintf("%s is also a decoded %s at %s", name, u.what, r.posString(u.pos))
		case u.class != here.class:
			return fmt.Sprintf("%s is also an escaped URL in %s at %s", name, u.what, r.posString(u.pos))
		case u.format != here.format && u.format:
			return fmt.Sprintf("%s is also a printf format at %s", name, r.posString(u.pos))
		case u.format != here.format:
			return fmt.Sprintf("%s is also used unformatted at %s", name, r.posString(u.pos))
		}
	}
	return ""
}

// posString writes pos as file:line, with the file's base name.
func (r *fixGuard) posString(pos token.Pos) string {
	p := r.pass.Fset.Position(pos)
	return fmt.Sprintf("%s:%d", filepath.Base(p.Filename), p.Line)
}
