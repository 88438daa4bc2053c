package flow

// A chunks collects values in blocks of bounded size, so that the
// millions of calls of a large generated package (a cloud SDK's
// serializers) are not copied again and again as one slice grows.
type chunks[T any] struct {
	full [][]T
	last []T
	n    int
}

// maxChunk bounds a block: large enough that there are few, small enough
// that none is copied at length.
const maxChunk = 1 << 13

func (c *chunks[T]) add(v T) {
	if len(c.last) == cap(c.last) {
		if c.last != nil {
			c.full = append(c.full, c.last)
		}
		c.last = make([]T, 0, min(max(2*cap(c.last), 16), maxChunk))
	}
	c.last = append(c.last, v)
	c.n++
}

// Slice returns the values in order, in one slice: the only block when
// there is one, else a copy of the blocks of the exact length.
func (c *chunks[T]) slice() []T {
	if len(c.full) == 0 {
		return c.last
	}
	s := make([]T, 0, c.n)
	for _, b := range c.full {
		s = append(s, b...)
	}
	return append(s, c.last...)
}
