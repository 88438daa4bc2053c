package analyzer_test

import "testing"

func TestMistakes(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "mistakes")
}
