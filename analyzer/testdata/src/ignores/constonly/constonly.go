// Package constonly imports net/http for a type and constants only: it
// has no call, literal or assignment to check, and its directives are
// still checked.
package constonly

import "net/http"

func status(h http.Header) int {
	return http.StatusOK //urlvet:ignore char // want `urlvet:ignore directive silences nothing`
}
