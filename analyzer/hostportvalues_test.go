package analyzer_test

import "testing"

// TestHostPortValues checks a bare host:port given to url.Parse through
// the values a field, a parameter or a flag can hold (the parts of a
// split default too), reported where the constant is written; the
// look-alikes that add a scheme, parse only text with one, or fall back
// to host:port stay quiet.
func TestHostPortValues(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "hostportvalues", "hostportvalues/listened")
}
