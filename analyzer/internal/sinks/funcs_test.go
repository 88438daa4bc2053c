package sinks

import (
	"go/constant"
	"go/token"
	"strings"
	"testing"
)

// TestFuncKinds checks what the table's flags imply of each other.
func TestFuncKinds(t *testing.T) {
	for key, f := range funcs().rows {
		if f.Splits && !f.Parts {
			t.Errorf("%s splits its argument but its elements are not its parts", key)
		}
		if f.Origin != "" && f.Origin != "input" && f.Origin != "decoded" {
			t.Errorf("%s: origin %q, want input or decoded", key, f.Origin)
		}
		if f.Prints && f.Edits {
			t.Errorf("%s only prints, yet its result is used", key)
		}
		if f.LimitArg > 0 && !f.Parts {
			t.Errorf("%s limits the count of parts it does not return", key)
		}
		if f.BitSizeArg > 0 && !f.ParsesInt {
			t.Errorf("%s gives the size of an integer it does not read", key)
		}
		if f.Listens && f.Dials {
			t.Errorf("%s both listens on and dials an address", key)
		}
		if (f.AddrArg > 0 || f.Network) && !f.Listens && !f.Dials && !f.ResolvesAddr {
			t.Errorf("%s: the argument of an address it neither listens on, dials nor resolves", key)
		}
		if f.ResolvesAddr && (f.Listens || f.Dials || f.AddrArg == 0) {
			t.Errorf("%s resolves an address: it neither listens nor dials, and its address is an argument after the network", key)
		}
		if (f.Listens || f.ServesAddr || f.Dials) && !NetPackage(KeyPkg(key)) {
			t.Errorf("%s listens or dials, but NetPackage leaves its package out", key)
		}
		if (f.HostName || f.HostNameKey != "") && !HostNamePackage(KeyPkg(key)) {
			t.Errorf("%s returns a host name, but HostNamePackage leaves its package out", key)
		}
		if f.KeyArg > 0 && f.HostNameKey == "" {
			t.Errorf("%s: the argument of a key it does not look up", key)
		}
		if f.Network && f.AddrArg == 0 {
			t.Errorf("%s: a network before its first argument", key)
		}
		if len(f.UnreservedWith) > 0 && f.Alphabet != AlphabetBase64 {
			t.Errorf("%s: UnreservedWith for an alphabet other than base64's", key)
		}
	}
}

// TestFuncRowsOnce checks that no function has two rows: a map literal
// refused them, the groups' slices do not.
func TestFuncRowsOnce(t *testing.T) {
	seen := make(map[string]bool)
	for _, rows := range funcGroups() {
		for _, r := range rows {
			if seen[r.key] {
				t.Errorf("%s has two rows", r.key)
			}
			seen[r.key] = true
		}
	}
}

// TestFold checks the rows that guards evaluate against the functions
// themselves, and that arguments of other kinds are not evaluated.
func TestFold(t *testing.T) {
	str, num := constant.MakeString, func(i int64) constant.Value { return constant.MakeInt64(i) }
	for _, tc := range []struct {
		key  string
		args []constant.Value
		want constant.Value // nil: not evaluated
	}{
		{"strings.HasPrefix", []constant.Value{str("/a"), str("/")}, constant.MakeBool(strings.HasPrefix("/a", "/"))},
		{"strings.HasSuffix", []constant.Value{str("/a"), str("/")}, constant.MakeBool(strings.HasSuffix("/a", "/"))},
		{"strings.Contains", []constant.Value{str("a://b"), str("://")}, constant.MakeBool(strings.Contains("a://b", "://"))},
		{"strings.ContainsAny", []constant.Value{str("a b"), str(" \t")}, constant.MakeBool(strings.ContainsAny("a b", " \t"))},
		{"strings.EqualFold", []constant.Value{str("HTTP"), str("http")}, constant.MakeBool(strings.EqualFold("HTTP", "http"))},
		{"strings.ContainsRune", []constant.Value{str("a:b"), num(':')}, constant.MakeBool(strings.ContainsRune("a:b", ':'))},
		{"strings.ToLower", []constant.Value{str("HTTP://X")}, str(strings.ToLower("HTTP://X"))},
		{"strings.ToUpper", []constant.Value{str("http")}, str(strings.ToUpper("http"))},
		{"strings.HasPrefix", []constant.Value{str("/a")}, nil},
		{"strings.ContainsRune", []constant.Value{str("a"), str(":")}, nil},
		{"strings.ToLower", []constant.Value{num(1)}, nil},
	} {
		fold := FuncOf(tc.key).Fold
		if fold == nil {
			t.Errorf("%s: no Fold", tc.key)
			continue
		}
		got, ok := fold(tc.args)
		switch {
		case tc.want == nil && ok:
			t.Errorf("%s%v = %v, want not evaluated", tc.key, tc.args, got)
		case tc.want != nil && (!ok || !constant.Compare(got, token.EQL, tc.want)):
			t.Errorf("%s%v = %v, %v, want %v", tc.key, tc.args, got, ok, tc.want)
		}
	}
}

// TestCatalogDrivers checks the entries that are sinks only for some
// drivers: the argument that names the driver comes before the DSN.
func TestCatalogDrivers(t *testing.T) {
	for _, lib := range Catalog {
		for _, s := range lib.Sinks {
			if s.Drivers == nil && s.DriverArg != 0 {
				t.Errorf("%s.%s: a driver argument with no drivers", s.Pkg, s.Name)
			}
			if s.Drivers != nil && (s.Field || s.DriverArg >= s.Arg) {
				t.Errorf("%s.%s: the driver's name is argument %d, the DSN %d", s.Pkg, s.Name, s.DriverArg, s.Arg)
			}
		}
	}
}

// TestHostNameRows checks the packages and names derived from the rows
// that return the machine's name, which a package's uses are tested
// against before any row is looked up.
func TestHostNameRows(t *testing.T) {
	for _, tc := range []struct {
		path string
		want bool
	}{{"os", true}, {"cloud.google.com/go/compute/metadata", true}, {"net", false}, {"strings", false}} {
		if got := HostNamePackage(tc.path); got != tc.want {
			t.Errorf("HostNamePackage(%q) = %v, want %v", tc.path, got, tc.want)
		}
	}
	for _, tc := range []struct {
		name string
		want bool
	}{{"Hostname", true}, {"HostnameWithContext", true}, {"Get", true}, {"GetWithContext", true}, {"Getenv", false}, {"LookupHost", false}} {
		if got := HostNameNamed(tc.name); got != tc.want {
			t.Errorf("HostNameNamed(%q) = %v, want %v", tc.name, got, tc.want)
		}
	}
	for key, f := range funcs().rows {
		_, name := SplitLast(key)
		if (f.HostName || f.HostNameKey != "") && (!HostNameNamed(name) || !HostNamePackage(PkgCandidates(key)[0])) {
			t.Errorf("%s: a host-name row whose name or package is not derived", key)
		}
	}
}
