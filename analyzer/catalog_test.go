package analyzer_test

import (
	"testing"
)

func TestCatalog(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "catalog", "catalog/db")
}

// TestRegisteredSchemes checks that a client registering a protocol
// accepts its scheme: every scheme when it is not a constant.
func TestRegisteredSchemes(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "protocols/anyscheme")
}
