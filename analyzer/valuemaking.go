package analyzer

import (
	"go/ast"

	"github.com/urlvet/urlvet/rfc"
)

// madePlain reports whether e, a string hole of no known kind about to
// be reported by the unescaped check, needs no escaping in component
// comp by how the program made it: hex digits (hexText), or, in a path,
// segments meant whole (remadeSegments). It runs only where a report of
// the warning tier is about to be made.
func (r *escaping) madePlain(e ast.Expr, comp rfc.Component) bool {
	return r.hexText(e, 0) || comp == rfc.InPath && r.remadeSegments(e)
}
