package analyzer_test

import "testing"

// TestBaseValues checks joins and resolutions against every value a base
// can hold: written by an option function, a constructor (its calls in
// the package), a test's setup, a *url.URL field parsed by a
// constructor, and, through lib's facts, a constructor of another package;
// reported where the base is written, and the look-alikes that trim or
// add the '/' stay quiet.
func TestBaseValues(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "basevalues", "basevalues/lib", "basevalues/app")
}
