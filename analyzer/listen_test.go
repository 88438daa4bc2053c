package analyzer_test

import "testing"

// TestListen checks that a URL parsed only for a listen address may have
// an empty host, and that one also sent may not.
func TestListen(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "listen", "listen/bind", "listen/app", "listen/relay", "listen/netonly", "listen/gate", "listen/front")
}
