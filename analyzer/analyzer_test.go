package analyzer_test

import "testing"

func TestSinks(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "sinks")
}

func TestConstants(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "consts/use")
}

func TestFlow(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "flow", "flow/branches", "flow/steps", "flow/extend", "flow/input/route")
}

func TestTemplates(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "templates")
}

func TestWrappers(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "wrappers/lib", "wrappers/mid", "wrappers/use")
}

func TestFieldFacts(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "fieldfacts/lib", "fieldfacts/relay", "fieldfacts/relay/printed", "fieldfacts/use", "fieldfacts/files", "fieldfacts/table", "fieldfacts/fixed", "fieldfacts/unkeyed", "fieldfacts/carrier", "fieldfacts/carrier/use")
}

func TestFieldValues(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "fieldvalues/lib", "fieldvalues/use", "fieldvalues/testuse", "fieldvalues/origin", "fieldvalues/originuse")
}

func TestNoise(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "noise")
}

func TestTestNotices(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "testnotices")
}

func TestProtocols(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "protocols", "protocols/transport", "protocols/imported")
}

func TestURLStruct(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "urlstruct")
}

func TestRobust(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "robust")
}

func TestFixes(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "fixes")
}

// TestLiterals checks the Literals setting.
func TestLiterals(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "literals")
}

func TestCalls(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "calls/local", "calls/lib", "calls/use", "calls/paths", "calls/helpers", "calls/servers", "calls/origins", "calls/originuse", "calls/argresults", "calls/argresultuse", "calls/formatlib", "calls/formatuse", "calls/formatwrap", "calls/formatwrapuse")
}

func TestFields(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "fields", "fields/conf", "fields/reader", "fields/nullable", "fields/addr", "fields/expected")
}

func TestTables(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "tables")
}

func TestJoins(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "joins")
}

func TestSchemes(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "schemes", "decodedfix")
}

func TestURLAssign(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "urlassign")
}

func TestPartial(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "partial")
}

func TestLookups(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "lookups", "lookups/conf", "lookups/use")
}

func TestTestCode(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "testcode/mock", "testcode/internal/testutil", "testcode/examples/hook", "testcode/app")
}
