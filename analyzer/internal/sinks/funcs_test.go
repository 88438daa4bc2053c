package sinks

import "testing"

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
