package analyzer

import (
	"fmt"
	"go/ast"
	"go/types"
	"path/filepath"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// escapedSites knows which values the package itself escapes for a URL
// somewhere (url.PathEscape(name), url.QueryEscape(c.Query)): where the
// same value is written raw into another URL, the package's own code says
// that it may hold what a URL's component must escape, whatever its name
// says. A value is the same where it is the same field, variable or
// parameter, or a parameter of the same name of another method of the
// same type (a client's Find(project) and Delete(project)), named for
// something (no short or generic names: id, str, value).
type escapedSites struct {
	*pkgAnalysis
	built bool
	objs  map[types.Object]*ast.CallExpr // fields, by origin, and variables
	names map[string]*ast.CallExpr       // methods' parameters, by "Type.name"
	recv  map[*types.Scope]string        // the receiver type of each method, by its scope
}

// escapedElsewhere returns a call of the package that escapes the value e
// reads for a URL, or nil.
func (s *escapedSites) escapedElsewhere(e ast.Expr) *ast.CallExpr {
	if !s.built {
		s.build()
	}
	if len(s.objs) == 0 && len(s.names) == 0 {
		return nil
	}
	obj, name := s.valueKey(e)
	if c := s.objs[obj]; c != nil || name == "" {
		return c
	}
	return s.names[name]
}

// build indexes the package's calls of url.PathEscape and url.QueryEscape
// by the value they are given; not in test files, whose escapes are a
// test's own.
func (s *escapedSites) build() {
	s.built = true
	info := s.pass.TypesInfo
	s.recv = make(map[*types.Scope]string)
	for _, f := range s.pass.Files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv != nil && len(fd.Recv.List) == 1 {
				t := info.TypeOf(fd.Recv.List[0].Type)
				if p, ok := t.(*types.Pointer); ok {
					t = p.Elem()
				}
				if named, ok := types.Unalias(t).(*types.Named); ok {
					if sc := info.Scopes[fd.Type]; sc != nil {
						s.recv[sc] = named.Obj().Name()
					}
				}
			}
		}
	}
	for _, f := range s.pass.Files {
		if s.intent.InTestFile(f.Pos()) {
			continue
		}
		selfEscaped := make(map[*ast.CallExpr]bool)
		ast.Inspect(f, func(n ast.Node) bool {
			if as, ok := n.(*ast.AssignStmt); ok && len(as.Lhs) == len(as.Rhs) {
				// name = url.PathEscape(name): the variable holds escaped
				// text from there on, which a read may take.
				for i, rhs := range as.Rhs {
					if call, ok := ast.Unparen(rhs).(*ast.CallExpr); ok && len(call.Args) == 1 && sameVar(info, as.Lhs[i], call.Args[0]) {
						selfEscaped[call] = true
					}
				}
			}
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) != 1 || selfEscaped[call] {
				return true
			}
			fn, ok := typeutil.Callee(info, call).(*types.Func)
			if !ok || fn.Pkg() == nil || fn.Pkg().Path() != "net/url" || fn.Name() != "PathEscape" && fn.Name() != "QueryEscape" {
				return true
			}
			obj, name := s.valueKey(call.Args[0])
			if obj != nil {
				if s.objs == nil {
					s.objs = make(map[types.Object]*ast.CallExpr)
				}
				if s.objs[obj] == nil {
					s.objs[obj] = call
				}
			}
			if name != "" {
				if s.names == nil {
					s.names = make(map[string]*ast.CallExpr)
				}
				if s.names[name] == nil {
					s.names[name] = call
				}
			}
			return true
		})
	}
}

// valueKey returns what names the value e reads: a field (its origin)
// or a variable (obj), and for a parameter of a method named for
// something, "Type.name" (name).
func (s *escapedSites) valueKey(e ast.Expr) (obj types.Object, name string) {
	info := s.pass.TypesInfo
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		v, ok := info.Uses[x].(*types.Var)
		if !ok || v.Pkg() == nil {
			return nil, ""
		}
		if t, ok := s.recv[v.Parent()]; ok && typesx.IsParam(v) && len(v.Name()) > 2 && !genericValueName(v.Name()) {
			name = t + "." + v.Name()
		}
		return v, name
	case *ast.SelectorExpr:
		if sel, ok := info.Selections[x]; ok && sel.Kind() == types.FieldVal {
			return sel.Obj().(*types.Var).Origin(), ""
		}
		if v, ok := info.Uses[x.Sel].(*types.Var); ok {
			return v, "" // a package-level variable of another package
		}
	}
	return nil, ""
}

// genericValueName reports whether name, a variable's, names no kind of
// value: the same name stands for different values in different places.
func genericValueName(name string) bool {
	switch name {
	case "str", "val", "value", "arg", "args", "text", "input", "param", "data", "item", "elem", "part", "key", "res", "out", "tmp", "raw":
		return true
	}
	return false
}

// describe says, for a finding's message, where the package escapes the
// value: "a string the package escapes elsewhere (url.PathEscape at
// client.go:42)".
func (s *escapedSites) describe(call *ast.CallExpr) string {
	name := "an escaper"
	if fn, ok := typeutil.Callee(s.pass.TypesInfo, call).(*types.Func); ok {
		name = "url." + fn.Name()
	}
	p := s.pass.Fset.Position(call.Pos())
	return fmt.Sprintf("a string the package escapes elsewhere (%s at %s:%d)", name, filepath.Base(p.Filename), p.Line)
}
