package analyzer

import (
	"testing"

	"github.com/urlvet/urlvet/rfc"
)

// TestRegistry checks that the registry's checks name only documented
// checks, and that each documented check has a unit that makes it.
func TestRegistry(t *testing.T) {
	var all []check
	for _, k := range valueChecks {
		all = append(all, k)
	}
	for _, k := range argChecks {
		all = append(all, k)
	}
	for _, k := range textChecks {
		all = append(all, k)
	}
	for _, k := range callChecks {
		all = append(all, k)
	}
	for _, k := range templateChecks {
		all = append(all, k)
	}
	for _, k := range packageChecks {
		all = append(all, k)
	}
	made := make(map[rfc.CheckID]bool)
	for _, k := range all {
		for _, id := range k.IDs() {
			if _, ok := rfc.Doc(id); !ok {
				t.Errorf("%T makes undocumented check %q", k, id)
			}
			made[id] = true
		}
	}
	for _, d := range rfc.Checks {
		if !made[d.ID] {
			t.Errorf("no check of the registry makes %q", d.ID)
		}
	}
}
