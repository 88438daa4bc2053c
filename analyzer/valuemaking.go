package analyzer

import (
	"go/ast"

	"github.com/urlvet/urlvet/rfc"
)

// madePlain reports whether e, a string hole of no known kind about to
// be reported by the unescaped check, needs no escaping in component
// comp by how the program made it or uses it elsewhere: hex digits
// (hexText); in a path, segments meant whole (remadeSegments, the tail
// a join helper takes, joinTail) and a name a library takes as one of a
// service's alphabet (nameArgUse), a join of a helper's segments that
// every call passes as constants and identifiers (joinOfNamedArgs); a
// field
// the package refuses where a validator does not accept it
// (fieldValidated); a label of a URL's host elsewhere (hostLabelUse); a
// field the package fills from its configuration alone (configFilled);
// a parameter every call passes an identifier (passedIdentifiers).
// It runs only where a report of the warning tier is about to be made.
func (r *escaping) madePlain(e ast.Expr, comp rfc.Component) bool {
	return r.hexText(e, 0) || comp == rfc.InPath && (r.remadeSegments(e) || r.joinTail(e) || r.nameArgUse(e) || r.joinOfNamedArgs(e)) || r.validators.fieldValidated(e, comp) || r.hostLabelUse(e) || r.configFilled(e, comp) || r.passedIdentifiers(e, comp)
}
