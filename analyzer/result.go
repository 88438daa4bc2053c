package analyzer

import (
	"go/token"

	"github.com/urlvet/urlvet/rfc"
)

// Result is the value urlvet's Run returns for a package (see
// Analyzer.ResultType). It lists every call of a URL sink seen in the
// package, so that drivers can count the URL constants urlvet checked and
// those it could not follow.
type Result struct {
	Calls []SinkCall
}

// A SinkCall is one call of a URL sink (or one url.URL field in a
// composite literal).
type SinkCall struct {
	Pos    token.Pos  // the call's (or field's) position
	Sink   string     // the sink: "net/url.Parse", "(*net/http.Client).Get", "net/url.URL.Host", or a wrapper's name
	Target rfc.Target // what the sink requires of its argument

	// Constants is the number of constant strings found to reach the
	// argument; it is 0 when none was found.
	Constants int
	// Resolved reports whether every value that can reach the argument
	// is a constant that was checked (a template counts as resolved).
	// When false, Unresolved says what stopped value flow.
	Resolved   bool
	Unresolved string // e.g. "parameter", "function result", "field"
}
