package analyzer_test

import "testing"

// TestBaseValues checks joins and resolutions against every value a base
// can hold: written by an option function, a constructor (its calls in
// the package), a test's setup, a *url.URL field parsed by a
// constructor, and, through lib's facts, a constructor of another package;
// reported where the base is written, and the look-alikes that trim or
// add the '/' stay quiet; a path assigned over a known base's path; a
// base a client keeps (basevalues/kept) joined untrimmed to '/'.
// basevalues/free, run with -warnings, holds the warning tier, bases of
// free configuration: a reference that starts with '/' against one whose
// path the constructor ends with '/', a relative reference against one
// nothing ends with '/', a path assigned over one's path, and an
// environment variable or a flag read in the package joined untrimmed to
// text that starts with '/'.
func TestBaseValues(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "basevalues", "basevalues/lib", "basevalues/app", "basevalues/free", "basevalues/free/internal/signal", "basevalues/free/internal/requests", "basevalues/kept")
}
