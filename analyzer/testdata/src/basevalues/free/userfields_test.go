package free

import "testing"

// A test's server URL written into the field: the package's own writes
// still trim theirs.
func TestNodeSecret(t *testing.T) {
	j := &jenkins{}
	j.Server = "http://127.0.0.1:8080"
	if _, err := j.NodeSecret(); err == nil {
		t.Log("served")
	}
}
