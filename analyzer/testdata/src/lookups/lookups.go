// Package lookups keeps settings as key/value rows and reads them through lookup methods. // want package:`urlResults\(KVS\.Get=0:\(lookup arg 0: field 0 -> 1\); KVS\.Lookup=0:\(lookup arg 0: field 0 -> 1\); Opts\.Find=0:\(lookup arg 0: field 0 -> 1\); Settings\.Value=0:\(lookup arg 0: field 0 -> 1\)\)` package:`urlFieldValues\(KV\.Key=text; KV\.Value=text; Opt\.Name=text; Opt\.URL="https://registry\.example\.com/v2/a b"; Setting\.Name=text\|…; Setting\.Text=text\)`
package lookups

import (
	"net/http"
	"net/url"
)

type KV struct{ Key, Value string }

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

// Enabled returns the value only when it is not "off": not a plain
// lookup.
func (kvs KVS) Enabled(key string) string {
	for _, kv := range kvs {
		if kv.Key == key && kv.Value != "off" {
			return kv.Value
		}
	}
	return ""
}

// Take removes the row it finds.
func (kvs *KVS) Take(key string) string {
	for i, kv := range *kvs {
		if kv.Key == key {
			*kvs = append((*kvs)[:i], (*kvs)[i+1:]...)
			return kv.Value
		}
	}
	return ""
}

const (
	Endpoint = "endpoint"
	Home     = "home"
	Proxy    = "proxy"
	Enable   = "enable"
	Missing  = "missing"
)

var DefaultKVS = KVS{
	{Key: Endpoint, Value: "http://localhost:9000/a b"}, // want `http\.Get: .*pchar`
	{Key: Home, Value: "https://example.com/"},
	{Key: Proxy, Value: "http://proxy.example.com:3128"},
	{Key: Enable, Value: "off"},
}

func dial(kvs KVS) {
	http.Get(kvs.Get(Endpoint))
}

func dialFound(kvs KVS) {
	if v, ok := kvs.Lookup(Endpoint); ok {
		http.Get(v)
	}
}

func home(kvs KVS) {
	url.Parse(kvs.Get(Home)) // valid
}

func missing(kvs KVS) {
	url.Parse(kvs.Get(Missing)) // no row has the key
}

func enabled(kvs KVS) {
	url.Parse(kvs.Enabled(Endpoint)) // not a plain lookup
}

func take(kvs KVS) {
	url.Parse(kvs.Take(Endpoint)) // a lookup that modifies
}

// connect's tests give it a row that must fail.
func connect(kvs KVS) error {
	_, err := url.Parse(kvs.Get(Proxy))
	return err
}

// An Opt is decoded: its values also come from input.
type Opt struct {
	Name string `json:"name"`
	URL  string `json:"url"`
}

type Opts []Opt

func (os Opts) Find(name string) string {
	for _, o := range os {
		if name == o.Name {
			return o.URL
		}
	}
	return ""
}

var defaultOpts = Opts{{Name: "registry", URL: "https://registry.example.com/v2/a b"}} // want `url\.Parse: .*pchar`

func registry(os Opts) {
	url.Parse(os.Find("registry"))
}

// Settings are also written under keys value flow cannot tell, with text
// that is no URL: those rows may be other keys'.
type Setting struct{ Name, Text string }

type Settings []Setting

func (ss Settings) Value(name string) string {
	for _, s := range ss {
		if s.Name == name {
			return s.Text
		}
	}
	return ""
}

var settings = Settings{{Name: "mirror", Text: "https://mirror.example.com/a b"}} // want `url\.Parse: .*pchar`

func on(name string) Setting {
	return Setting{Name: name, Text: "on"}
}

func mirror(ss Settings) {
	url.Parse(ss.Value("mirror"))
}

// Rows nested in a map of tables are rows too.
var targets = map[string]KVS{
	"primary": {{Key: "backup", Value: "https://backup.example.com/a b"}}, // want `url\.Parse: .*pchar`
}

func backup(kvs KVS) {
	url.Parse(kvs.Get("backup"))
}
