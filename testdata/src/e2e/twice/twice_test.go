package twice

import "testing"

func TestBase(t *testing.T) {
	if base == "" {
		t.Fatal("no base")
	}
}
