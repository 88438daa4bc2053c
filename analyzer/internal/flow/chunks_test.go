package flow

import "testing"

// TestChunks checks at and all against the values added, across the
// doubling blocks and the full-sized ones.
func TestChunks(t *testing.T) {
	for _, n := range []int{0, 1, minChunk - 1, minChunk, minChunk + 1, maxChunk - minChunk - 1, maxChunk - minChunk, maxChunk, 3*maxChunk + 5} {
		var c chunks[int]
		for i := 0; i < n; i++ {
			c.add(i)
		}
		if c.len() != n {
			t.Fatalf("%d values: len %d", n, c.len())
		}
		for i := 0; i < n; i++ {
			if v := c.at(i); v != i {
				t.Fatalf("%d values: at(%d) = %d", n, i, v)
			}
		}
		want := 0
		for i, v := range c.all() {
			if i != want || v != want {
				t.Fatalf("%d values: all yields %d, %d at %d", n, i, v, want)
			}
			want++
		}
		if want != n {
			t.Fatalf("%d values: all yields %d", n, want)
		}
	}
}
