package analyzer

import (
	"fmt"
	"go/token"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/flow"

	"golang.org/x/tools/go/analysis"

	"github.com/urlvet/urlvet/analyzer/internal/strlit"
)

// fix returns the suggested fix that replaces bytes [start, end) of piece
// p's text with repl, editing only the literal that holds them.
func (r *fixGuard) fix(p flow.Piece, lit *strlit.Lit, start, end int, old, repl string) (analysis.SuggestedFix, bool) {
	if tf := r.pass.Fset.File(p.Lit.Pos()); tf == nil || tf.Name() != r.pass.Fset.Position(p.Lit.Pos()).Filename {
		return analysis.SuggestedFix{}, false // behind a //line directive (cgo): offsets are not the source's
	}
	a, b := litOffset(p, start), litOffset(p, end)
	if p.Format {
		repl = strings.ReplaceAll(repl, "%", "%%") // a printf format writes '%' as "%%"
	}
	srcStart, srcEnd, text, ok := lit.Edit(a, b, repl)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	return analysis.SuggestedFix{
		Message: fmt.Sprintf("Replace %q with %q", old, repl),
		TextEdits: []analysis.TextEdit{{
			Pos:     p.Lit.Pos() + token.Pos(srcStart),
			End:     p.Lit.Pos() + token.Pos(srcEnd),
			NewText: []byte(text),
		}},
	}, true
}
