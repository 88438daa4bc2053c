package flow

import (
	"go/types"
	"testing"
)

// TestNullStringConstructor checks which functions are taken to return a
// nullable string holding their first argument.
func TestNullStringConstructor(t *testing.T) {
	for _, tt := range []struct {
		pkg, name string
		want      bool
	}{
		{"gopkg.in/guregu/null.v3", "StringFrom", true},
		{"gopkg.in/guregu/null.v4", "NewString", true},
		{"gopkg.in/guregu/null.v3/zero", "StringFrom", true},
		{"github.com/guregu/null", "StringFrom", true},
		{"github.com/guregu/null/v5", "NewString", true},
		{"github.com/guregu/null/v5/zero", "NewString", true},
		{"gopkg.in/guregu/null.v3", "StringFromPtr", false}, // a pointer: not the string
		{"gopkg.in/guregu/null.v3", "IntFrom", false},
		{"gopkg.in/guregu/null.vx", "StringFrom", false},
		{"github.com/guregu/nullable", "StringFrom", false},
		{"github.com/guregu/null/v", "StringFrom", false},
		{"example.com/null", "StringFrom", false},
	} {
		pkg := types.NewPackage(tt.pkg, "null")
		fn := types.NewFunc(0, pkg, tt.name, types.NewSignatureType(nil, nil, nil, nil, nil, false))
		if got := nullStringConstructor(fn); got != tt.want {
			t.Errorf("%s.%s: got %t, want %t", tt.pkg, tt.name, got, tt.want)
		}
	}
}

// TestLooksLikeIPAddress checks the constants a field read at a
// host:port sink may hold besides URLs.
func TestLooksLikeIPAddress(t *testing.T) {
	for s, want := range map[string]bool{
		"127.0.0.1:":      true,
		"10.0.0.1:9000":   true,
		"[::1]:9000":      true,
		"[fe80::1]:":      true,
		"127.0.0.1":       false, // no port separator
		"localhost:9000":  false, // a scheme to looksLikeURLOrPath
		":9000":           false,
		"[]:80":           false,
		"[g::1]:80":       false,
		"http://1.2.3.4/": false,
	} {
		if got := looksLikeIPAddress(s); got != want {
			t.Errorf("looksLikeIPAddress(%q) = %t, want %t", s, got, want)
		}
	}
}
