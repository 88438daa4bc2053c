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
)

// A fixImports is what a fix at one position needs of packages it names:
// the name each has there, and the edits that import those the file does
// not, as gopls's fixes add them.
type fixImports struct {
	names map[string]string // by package path
	edits []analysis.TextEdit
}

// importsFor returns how the code at pos can name the packages at paths:
// by the name the file imports each under, or, for one it does not
// import, by its last path element (with a digit appended while that is
// taken at pos or in the package), with an import added: to the file's
// first parenthesized import declaration, among the standard library's
// imports in order, else in a declaration of its own after the last
// import declaration, else after the package clause. ok is false when pos
// is in no file of the package or behind a //line directive.
func (r *fileImports) importsFor(pos token.Pos, paths ...string) (fixImports, bool) {
	fi := fixImports{names: make(map[string]string)}
	f := r.fileOf(pos)
	tf := r.pass.Fset.File(pos)
	if f == nil || tf == nil || tf.Name() != r.pass.Fset.Position(pos).Filename {
		return fi, false
	}
	var specs []*ast.ImportSpec
	var added []string // names of the imports added
	for _, path := range paths {
		if name := r.importedAs(f, pos, path); name != "" {
			fi.names[path] = name
			continue
		}
		base := path[strings.LastIndexByte(path, '/')+1:]
		name := base
		for i := 0; r.nameTaken(f, pos, name) || slices.Contains(added, name); i++ {
			name = fmt.Sprintf("%s%d", base, i)
		}
		added = append(added, name)
		fi.names[path] = name
		spec := &ast.ImportSpec{Path: &ast.BasicLit{Kind: token.STRING, Value: strconv.Quote(path)}}
		if name != base {
			spec.Name = ast.NewIdent(name)
		}
		specs = append(specs, spec)
	}
	if len(specs) > 0 {
		fi.edits = importEdits(tf, f, specs)
	}
	return fi, true
}

// fileOf returns the file of the package that holds pos, or nil.
func (r *fileImports) fileOf(pos token.Pos) *ast.File {
	for _, f := range r.pass.Files {
		if f.FileStart <= pos && pos < f.FileEnd {
			return f
		}
	}
	return nil
}

// importedAs returns the name under which f imports path, if that name
// means the package at pos, or "".
func (r *fileImports) importedAs(f *ast.File, pos token.Pos, path string) string {
	for _, spec := range f.Imports {
		if p, err := strconv.Unquote(spec.Path.Value); err != nil || p != path {
			continue
		}
		var name string
		if spec.Name != nil {
			name = spec.Name.Name
		} else if i := slices.IndexFunc(r.pass.Pkg.Imports(), func(p *types.Package) bool { return p.Path() == path }); i >= 0 {
			name = r.pass.Pkg.Imports()[i].Name()
		}
		if name != "" && name != "_" && name != "." && r.importsAs(pos, path, name) {
			return name
		}
	}
	return ""
}

// nameTaken reports whether a new import of name in f would clash: the
// name means something at pos, or is declared in the package or f.
func (r *fileImports) nameTaken(f *ast.File, pos token.Pos, name string) bool {
	if r.pass.Pkg.Scope().Lookup(name) != nil {
		return true
	}
	if scope := r.pass.Pkg.Scope().Innermost(pos); scope != nil {
		if _, obj := scope.LookupParent(name, pos); obj != nil {
			return true
		}
	}
	for _, spec := range f.Imports {
		if spec.Name != nil && spec.Name.Name == name {
			return true
		}
	}
	return false
}

// importEdits returns the edits that add specs to f's imports.
func importEdits(tf *token.File, f *ast.File, specs []*ast.ImportSpec) []analysis.TextEdit {
	lineStart := func(p token.Pos) token.Pos { return tf.LineStart(tf.Line(p)) }
	nextLine := func(p token.Pos) (token.Pos, bool) {
		if l := tf.Line(p); l < tf.LineCount() {
			return tf.LineStart(l + 1), true
		}
		return token.NoPos, false
	}
	line := func(s *ast.ImportSpec) string {
		if s.Name != nil {
			return s.Name.Name + " " + s.Path.Value
		}
		return s.Path.Value
	}
	var block, last *ast.GenDecl
	for _, d := range f.Decls {
		if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.IMPORT {
			if block == nil && g.Lparen.IsValid() {
				block = g
			}
			last = g
		}
	}
	var edits []analysis.TextEdit
	switch {
	case block != nil:
		// Each new spec on a line of its own, before the first standard
		// library import that sorts after it, else after the last one.
		inserts := make(map[token.Pos][]string)
		var order []token.Pos
		for _, s := range specs {
			at := token.NoPos
			var lastStd *ast.ImportSpec
			for _, spec := range block.Specs {
				is := spec.(*ast.ImportSpec)
				p, _ := strconv.Unquote(is.Path.Value)
				if strings.Contains(strings.SplitN(p, "/", 2)[0], ".") {
					continue
				}
				if p > strings.Trim(s.Path.Value, `"`) {
					start := is.Pos()
					if is.Doc != nil {
						start = is.Doc.Pos()
					}
					at = lineStart(start)
					break
				}
				lastStd = is
			}
			if !at.IsValid() && lastStd != nil {
				at, _ = nextLine(lastStd.End())
			}
			if !at.IsValid() {
				at, _ = nextLine(block.Lparen)
			}
			if !at.IsValid() || at > block.Rparen {
				// "import ( ... )" on one line.
				edits = append(edits, analysis.TextEdit{Pos: block.Rparen, End: block.Rparen, NewText: []byte("; " + line(s))})
				continue
			}
			if _, ok := inserts[at]; !ok {
				order = append(order, at)
			}
			inserts[at] = append(inserts[at], "\t"+line(s)+"\n")
		}
		for _, at := range order {
			edits = append(edits, analysis.TextEdit{Pos: at, End: at, NewText: []byte(strings.Join(inserts[at], ""))})
		}
	default:
		var b strings.Builder
		for _, s := range specs {
			fmt.Fprintf(&b, "\nimport %s", line(s))
		}
		after := f.Name.End()
		if last != nil {
			after = last.End()
		}
		edits = append(edits, analysis.TextEdit{Pos: after, End: after, NewText: []byte(b.String())})
	}
	return edits
}

// importsAs reports whether the name name at pos is the package path.
func (r *fileImports) importsAs(pos token.Pos, path, name string) bool {
	scope := r.pass.Pkg.Scope().Innermost(pos)
	if scope == nil {
		return false
	}
	_, obj := scope.LookupParent(name, pos)
	pkg, ok := obj.(*types.PkgName)
	return ok && pkg.Imported().Path() == path
}
