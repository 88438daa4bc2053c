package lookups

import "testing"

func TestConnect(t *testing.T) {
	kvs := KVS{{Key: Proxy, Value: "http://[::1"}}
	if err := connect(kvs); err == nil {
		t.Fatal("want an error")
	}
}
