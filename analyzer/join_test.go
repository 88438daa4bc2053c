package analyzer

import (
	"reflect"
	"testing"
)

// TestJoinTupleAsConcat checks joinTuple and tuples against what they
// replace: strings.Join's values as a fold of concat over each tuple of
// the elements' values, separators of zero, one and two values included.
func TestJoinTupleAsConcat(t *testing.T) {
	a := value{{text: "a"}}
	b := value{{text: "b"}, {hole: true, why: "input"}}
	c := value{}
	comma := value{{text: ","}}
	slash := value{{text: "/"}, {text: "/"}}
	elemLists := [][][]value{
		nil,
		{{a}},
		{{c}},
		{{a}, {b}, {c}, {a}},
		{{a, b}, {c}, {b}},
		{{a}, {a, b, c}, {b, c}},
	}
	seps := [][]value{nil, {comma}, {c}, {slash}, {comma, slash}}
	for i, elems := range elemLists {
		want := reference(elems)
		got := tuples(elems)
		if !reflect.DeepEqual(got, want) {
			t.Errorf("tuples(list %d) = %v, want %v", i, got, want)
		}
		for j, sep := range seps {
			for _, tuple := range want {
				w := []value{{}}
				for k, e := range tuple {
					if k > 0 {
						w = concat(w, sep)
					}
					w = concat(w, []value{e})
				}
				if g := joinTuple(tuple, sep); !reflect.DeepEqual(g, w) {
					t.Errorf("joinTuple(list %d, sep %d) = %v, want %v", i, j, g, w)
				}
			}
		}
	}
}

// reference is tuples as it was written first: every tuple copied.
func reference(elems [][]value) [][]value {
	out := [][]value{nil}
	for _, vals := range elems {
		var next [][]value
		for _, t := range out {
			for _, v := range vals {
				if len(next) == maxValues {
					break
				}
				next = append(next, append(append([]value(nil), t...), v))
			}
		}
		out = next
	}
	return out
}
