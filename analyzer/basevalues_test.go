package analyzer_test

import "testing"

// TestBaseValues checks joins and resolutions against every value a base
// can hold: written by an option function, a constructor (its calls in
// the package), a test's setup, a *url.URL field parsed by a
// constructor, and, through lib's facts, a constructor of another package;
// reported where the base is written, and the look-alikes that trim or
// add the '/' stay quiet. basevalues/free, run with -warnings, holds the
// warning tier: a reference that starts with '/' against a base of free
// configuration whose path the constructor ends with '/'.
func TestBaseValues(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "basevalues", "basevalues/lib", "basevalues/app", "basevalues/free")
}
