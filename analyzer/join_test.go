package analyzer

import (
	"reflect"
	"testing"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
)

// TestJoinTupleAsConcat checks joinTuple and tuples against what they
// replace: strings.Join's values as a fold of concat over each tuple of
// the elements' values, separators of zero, one and two values included.
func TestJoinTupleAsConcat(t *testing.T) {
	a := flow.Value{{Text: "a"}}
	b := flow.Value{{Text: "b"}, {Hole: true, Why: "input"}}
	c := flow.Value{}
	comma := flow.Value{{Text: ","}}
	slash := flow.Value{{Text: "/"}, {Text: "/"}}
	elemLists := [][][]flow.Value{
		nil,
		{{a}},
		{{c}},
		{{a}, {b}, {c}, {a}},
		{{a, b}, {c}, {b}},
		{{a}, {a, b, c}, {b, c}},
	}
	seps := [][]flow.Value{nil, {comma}, {c}, {slash}, {comma, slash}}
	for i, elems := range elemLists {
		want := reference(elems)
		got, _ := flow.Tuples(elems)
		if !reflect.DeepEqual(got, want) {
			t.Errorf("tuples(list %d) = %v, want %v", i, got, want)
		}
		for j, sep := range seps {
			for _, tuple := range want {
				w := []flow.Value{{}}
				for k, e := range tuple {
					if k > 0 {
						w = flow.Concat(w, sep)
					}
					w = flow.Concat(w, []flow.Value{e})
				}
				if g := flow.JoinTuple(tuple, sep); !reflect.DeepEqual(g, w) {
					t.Errorf("joinTuple(list %d, sep %d) = %v, want %v", i, j, g, w)
				}
			}
		}
	}
}

// reference is tuples as it was written first: every tuple copied.
func reference(elems [][]flow.Value) [][]flow.Value {
	out := [][]flow.Value{nil}
	for _, vals := range elems {
		var next [][]flow.Value
		for _, t := range out {
			for _, v := range vals {
				if len(next) == flow.MaxValues {
					break
				}
				next = append(next, append(append([]flow.Value(nil), t...), v))
			}
		}
		out = next
	}
	return out
}
