package facts

import (
	"fmt"
	"strings"
)

// HostNameFact is attached to a function or method whose string results
// Results (their indexes) are only ever the name of the machine the
// program runs on, as os.Hostname or a cloud's metadata server gives it,
// directly or through variables of its package that hold nothing else:
//
//	var nodeName string // set once from metadata.Get("instance/hostname")
//
//	func (c *Config) NodeName() string { return nodeName }
//
// A host name is never an IPv6 address: a caller may write it before
// ":port" as it stands.
type HostNameFact struct {
	Results []int
}

func (*HostNameFact) AFact() {}

func (f *HostNameFact) String() string {
	s := make([]string, len(f.Results))
	for i, r := range f.Results {
		s[i] = fmt.Sprint(r)
	}
	return "urlHostName(" + strings.Join(s, ", ") + ")"
}

// Has reports whether result i is a host name.
func (f *HostNameFact) Has(i int) bool {
	for _, r := range f.Results {
		if r == i {
			return true
		}
	}
	return false
}

// PackageHostNamesFact is a package fact: the package exports Count
// HostNameFacts, so that an importer that calls no function of a host
// name itself is read for the functions that return one.
type PackageHostNamesFact struct{ Count int }

func (*PackageHostNamesFact) AFact() {}

func (f *PackageHostNamesFact) String() string { return fmt.Sprintf("urlHostNames(%d)", f.Count) }
