package analyzer

import (
	"testing"

	"github.com/urlvet/urlvet/rfc"
)

// TestRegistry checks that the registry's checks name only documented
// checks, and that each documented check has a unit that makes it, one
// documentation, and, for the analyzer's own, a complete one.
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
	for _, k := range groupedChecks {
		all = append(all, k)
	}
	for _, k := range packageChecks {
		all = append(all, k)
	}
	made := make(map[rfc.CheckID]bool)
	for _, k := range all {
		for _, id := range k.IDs() {
			if _, ok := Doc(id); !ok {
				t.Errorf("%T makes undocumented check %q", k, id)
			}
			made[id] = true
		}
	}
	seen := make(map[rfc.CheckID]bool)
	for _, d := range checkDocs() {
		if !made[d.ID] {
			t.Errorf("no check of the registry makes %q", d.ID)
		}
		if seen[d.ID] {
			t.Errorf("%q is documented twice", d.ID)
		}
		seen[d.ID] = true
		if d.Source && (d.Title == "" || d.Explanation == "" || d.Bad == "" || d.Good == "" || d.Since == "" || d.RFC != "" || d.URL != "") {
			// rfc's TestCatalogue checks the grammar's.
			t.Errorf("%s: incomplete doc, or Go source examples with a reference: %+v", d.ID, d)
		}
	}
}
