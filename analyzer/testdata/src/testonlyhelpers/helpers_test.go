package testonlyhelpers

import "testing"

func TestGroups(t *testing.T) {
	if err := createGroup("localhost", 8091, "g1"); err != nil {
		t.Skip(err)
	}
}

func TestBuckets(t *testing.T) {
	waitForBucket(t, "127.0.0.1", "travel-sample")
}
