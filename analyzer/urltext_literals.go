package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"golang.org/x/tools/go/analysis"
)

// urlTextLits are the texts of the package's string literals (and struct
// tags) that hold "://" or are an address format ("%s:%d") or a format
// that glues a path segment to a base ("%vrealms/%v"). The fast paths
// ask them whether a package that names no sink may still hold a URL
// format (hasURLFormat), a URL's text that it path-joins (joinsURLText),
// an address it formats (addrResultCheck) or a glued segment
// (gluedSegmentCheck): one scan serves them all.
type urlTextLits struct {
	pass  *analysis.Pass
	done  bool
	texts []string
}

// any reports whether match accepts the text of one of the literals.
func (l *urlTextLits) any(match func(string) bool) bool {
	if !l.done {
		l.done = true
		l.scan()
	}
	return slices.ContainsFunc(l.texts, match)
}

// scan reads the type checker's records rather than walking every node
// of the syntax: it recorded every literal of a package without type
// errors but the import paths and the struct tags, and every struct
// type. Import paths are not read: the type checker refuses one with a
// ':'. A package with type errors is walked, its import paths included.
func (l *urlTextLits) scan() {
	if len(l.pass.TypeErrors) > 0 {
		for _, f := range l.pass.Files {
			ast.Inspect(f, func(n ast.Node) bool {
				if lit, ok := n.(*ast.BasicLit); ok {
					l.add(lit)
				}
				return !flow.Bare(n)
			})
		}
		return
	}
	for e, tv := range l.pass.TypesInfo.Types {
		switch e := e.(type) {
		case *ast.BasicLit:
			// A number's type says so without reading the literal, whose
			// memory is seldom at hand: most literals of a package are
			// not read again after type checking.
			if t, ok := tv.Type.(*types.Basic); ok && t.Info()&types.IsString == 0 {
				continue
			}
			l.add(e)
		case *ast.StructType:
			for _, f := range e.Fields.List {
				l.add(f.Tag)
			}
		}
	}
}

// add keeps the text of lit if it is a string literal that holds "://"
// (the shortest such is "a://" quoted), an address format or a format
// that glues a path segment to a base (gluedFormat).
func (l *urlTextLits) add(lit *ast.BasicLit) {
	if lit == nil || lit.Kind != token.STRING || len(lit.Value) < len(`"%s:%d"`) {
		return
	}
	verbs := strings.Contains(lit.Value, "%s") || strings.Contains(lit.Value, "%v")
	if !strings.Contains(lit.Value, "://") && (len(lit.Value) > len(`"%s:%d"`) || lit.Value[3] != ':') && !verbs {
		return
	}
	if s, err := strconv.Unquote(lit.Value); err == nil && (strings.Contains(s, "://") || addrFormat(s) || verbs && gluedFormat(s)) {
		l.texts = append(l.texts, s)
	}
}
