package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/analyzer/internal/strlit"
	"github.com/urlvet/urlvet/rfc"
)

// urlPrefixes are the schemes whose absolute URLs -literals recognizes.
var urlPrefixes = []string{"http://", "https://", "ws://", "wss://", "ftp://"}

// literalSites finds, under -literals, the string literals that look like
// URLs and reach no sink.
type literalSites struct {
	*pkgAnalysis
}

// checkLiterals implements -literals: string literals that look like an
// absolute URL are checked even when no sink is seen, except in contexts
// where they are something else: struct tags, import paths, regexp
// patterns, test files, XML namespaces, and prose (text with spaces).
// Printf formats are checked as templates.
func (r *literalSites) checkLiterals() {
	skip := make(map[*ast.BasicLit]bool)
	formats := make(map[*ast.BasicLit]bool)
	for _, file := range r.pass.Files {
		ast.Inspect(file, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.Field:
				if n.Tag != nil {
					skip[n.Tag] = true
				}
			case *ast.CallExpr:
				r.markCallLiterals(n, skip, formats)
			}
			return true
		})
	}
	for _, file := range r.pass.Files {
		if strings.HasSuffix(r.pass.Fset.File(file.FileStart).Name(), "_test.go") || ast.IsGenerated(file) {
			continue
		}
		ast.Inspect(file, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.ImportSpec:
				return false
			case *ast.BasicLit:
				if n.Kind == token.STRING && !skip[n] && !r.reached[n] {
					r.checkLiteral(n, formats[n])
				}
			}
			return true
		})
	}
}

// markCallLiterals marks the literal arguments of regexp functions (to
// skip) and printf formats (to check as templates). A named constant or
// variable of the package passed as a format marks its literal.
func (r *literalSites) markCallLiterals(call *ast.CallExpr, skip, formats map[*ast.BasicLit]bool) {
	fn, ok := typeutil.Callee(r.pass.TypesInfo, call).(*types.Func)
	if !ok || fn.Pkg() == nil {
		return
	}
	sig, ok := fn.Type().(*types.Signature)
	if !ok {
		return
	}
	for i, arg := range call.Args {
		lit := r.argLiteral(arg)
		if lit == nil {
			continue
		}
		switch {
		case sinks.MatchesPatterns(fn.Pkg().Path()):
			skip[lit] = true
		case i < sig.Params().Len() && sig.Params().At(i).Name() == "format":
			formats[lit] = true
		}
	}
}

// argLiteral returns the literal an argument is written as, directly or
// through a named constant or a package-level variable assigned once.
func (r *literalSites) argLiteral(arg ast.Expr) *ast.BasicLit {
	arg = ast.Unparen(arg)
	if lit, ok := arg.(*ast.BasicLit); ok {
		return lit
	}
	id := typesx.NameIdent(arg)
	if id == nil {
		return nil
	}
	var decl ast.Expr
	switch obj := r.pass.TypesInfo.Uses[id].(type) {
	case *types.Const:
		if obj.Pkg() == r.pass.Pkg {
			decl = r.flow.ConstDecl(obj)
		}
	case *types.Var:
		// A package-level variable assigned once: var issuer = "https://%s/".
		if obj.Pkg() == r.pass.Pkg && obj.Parent() == r.pass.Pkg.Scope() {
			if vi := r.flow.VarInfo(obj); vi != nil && !vi.Opaque() && len(vi.Rhs) == 1 {
				decl = vi.Rhs[0]
			}
		}
	}
	lit, _ := ast.Unparen(decl).(*ast.BasicLit)
	return lit
}

// checkLiteral checks one literal under -literals.
func (r *literalSites) checkLiteral(lit *ast.BasicLit, format bool) {
	l, err := strlit.Parse(lit.Value)
	if err != nil || !looksLikeURL(l.Value()) {
		return
	}
	v := flow.Value{{Text: l.Value(), Lit: lit}}
	if format {
		v = flow.SplitFormat(v[0])
	}
	r.result.Calls = append(r.result.Calls, SinkCall{Pos: lit.Pos(), Sink: "literal", Target: rfc.Absolute, Constants: 1, Resolved: true})
	r.checkText(v, lit, "literal", rfc.Absolute, sinks.Arg{})
}

// looksLikeURL reports whether s is plausibly one absolute URL of a
// well-known scheme, and not prose, a pattern or an XML namespace.
func looksLikeURL(s string) bool {
	lower := strings.ToLower(s)
	ok := false
	for _, p := range urlPrefixes {
		if strings.HasPrefix(lower, p) && len(s) > len(p) {
			ok = true
		}
	}
	if !ok || strings.ContainsAny(s, " \t\r\n") || strings.Contains(s, `\.`) || strings.HasSuffix(s, "$") {
		return false
	}
	for _, ns := range []string{"http://www.w3.org/", "http://schemas.", "http://purl.org/", "http://xmlns."} {
		if strings.HasPrefix(lower, ns) {
			return false
		}
	}
	return true
}
