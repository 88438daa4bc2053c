package flow

import (
	"iter"
	"math/bits"
)

// A chunks collects values in blocks of bounded size, so that the
// millions of calls of a large generated package (a cloud SDK's
// serializers) are not copied again and again as one slice grows.
type chunks[T any] struct {
	full [][]T
	last []T
	n    int
}

// maxChunk bounds a block: large enough that there are few, small enough
// that none is copied at length. Blocks double from minChunk values up
// to it.
const (
	minChunk = 16
	maxChunk = 1 << 13
)

func (c *chunks[T]) add(v T) {
	if len(c.last) == cap(c.last) {
		if c.last != nil {
			c.full = append(c.full, c.last)
		}
		c.last = make([]T, 0, min(max(2*cap(c.last), minChunk), maxChunk))
	}
	c.last = append(c.last, v)
	c.n++
}

// len returns the number of values.
func (c *chunks[T]) len() int { return c.n }

// at returns value i: every block but the last is full, and block k holds
// minChunk<<k values until they reach maxChunk.
func (c *chunks[T]) at(i int) T {
	const small = maxChunk - minChunk // the values of the doubling blocks
	var k, off int
	if i < small {
		k = bits.Len(uint(i/minChunk+1)) - 1
		off = i - minChunk*(1<<k-1)
	} else {
		k = bits.Len(uint(small/minChunk)) + (i-small)/maxChunk
		off = (i - small) % maxChunk
	}
	if k < len(c.full) {
		return c.full[k][off]
	}
	return c.last[off]
}

// all yields the values in order, with their indexes.
func (c *chunks[T]) all() iter.Seq2[int, T] {
	return func(yield func(int, T) bool) {
		i := 0
		for _, b := range append(c.full[:len(c.full):len(c.full)], c.last) {
			for _, v := range b {
				if !yield(i, v) {
					return
				}
				i++
			}
		}
	}
}
