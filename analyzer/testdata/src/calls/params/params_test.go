package params

import "testing"

func TestGetErr(t *testing.T) {
	if err := getErr("http://a b"); err == nil {
		t.Error("want an error")
	}
	if err := getErr("http://c d"); err != nil { // want `http\.Get: space is not allowed in a host`
		t.Error(err)
	}
}
