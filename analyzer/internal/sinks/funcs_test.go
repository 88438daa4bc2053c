package sinks

import (
	"os"
	"regexp"
	"testing"
)

// TestEvaluatedFuncs checks that every function value flow's helpers
// evaluate by name is in Funcs with Eval, which gates the evaluation: a
// case without its row would be dead code.
func TestEvaluatedFuncs(t *testing.T) {
	src, err := os.ReadFile("../flow/std_calls.go")
	if err != nil {
		t.Fatal(err)
	}
	caseLine := regexp.MustCompile(`(?m)^\tcase ("[^"]+\.[^"]+"(?:, "[^"]+")*):`)
	name := regexp.MustCompile(`"([^"]+)"`)
	n := 0
	for _, m := range caseLine.FindAllStringSubmatch(string(src), -1) {
		for _, k := range name.FindAllStringSubmatch(m[1], -1) {
			n++
			if !FuncOf(k[1]).Eval {
				t.Errorf("std_calls.go evaluates %s, which Funcs does not mark Eval", k[1])
			}
		}
	}
	if n < 20 {
		t.Errorf("found %d evaluated functions in std_calls.go, want the whole switch", n)
	}
}

// TestFuncKinds checks what the table's flags imply of each other.
func TestFuncKinds(t *testing.T) {
	for key, f := range funcs() {
		if f.Splits && !f.Parts {
			t.Errorf("%s splits its argument but its elements are not its parts", key)
		}
		if f.Origin != "" && f.Origin != "input" && f.Origin != "decoded" {
			t.Errorf("%s: origin %q, want input or decoded", key, f.Origin)
		}
		if f.Prints && (f.Eval || f.Edits) {
			t.Errorf("%s only prints, yet its result is used", key)
		}
	}
}
