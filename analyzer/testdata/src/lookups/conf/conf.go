// Package conf declares settings kept as key/value rows, which other packages fill. // want package:`urlResults\(KVS\.Get=0:\(lookup arg 0: field 0 -> 1\); KVS\.Lookup=0:\(lookup arg 0: field 0 -> 1\)\)`
package conf

type KV struct {
	Key   string
	Value string
}

type KVS []KV

func (kvs KVS) Lookup(key string) (string, bool) {
	for _, kv := range kvs {
		if kv.Key == key {
			return kv.Value, true
		}
	}
	return "", false
}

func (kvs KVS) Get(key string) string {
	v, ok := kvs.Lookup(key)
	if ok {
		return v
	}
	return ""
}

// Set sets a value, adding its row if needed.
func (kvs *KVS) Set(key, value string) {
	for i, kv := range *kvs {
		if kv.Key == key {
			(*kvs)[i] = KV{Key: key, Value: value}
			return
		}
	}
	*kvs = append(*kvs, KV{Key: key, Value: value})
}

const (
	Endpoint = "endpoint"
	Home     = "home"
)
