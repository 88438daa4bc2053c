package analyzer_test

import "testing"

func TestMistakes(t *testing.T) {
	t.Parallel()
	fixesRun.check(t, "mistakes")
}
