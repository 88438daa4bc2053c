package strlit

import "strings"

// Pieces is a string value made of literals concatenated in order, as in
// "http://" + host + "/x" where host is a constant declared elsewhere.
type Pieces []*Lit

// A Span is the value range [Start, End) of piece Piece.
type Span struct {
	Piece      int
	Start, End int
}

// A PieceEdit replaces Source()[SrcStart:SrcEnd] of piece Piece with NewText.
type PieceEdit struct {
	Piece            int
	SrcStart, SrcEnd int
	NewText          string
}

// Len returns the length of the concatenated value.
func (p Pieces) Len() int {
	n := 0
	for _, l := range p {
		n += len(l.value)
	}
	return n
}

// Value returns the concatenated value.
func (p Pieces) Value() string {
	var b strings.Builder
	b.Grow(p.Len())
	for _, l := range p {
		b.WriteString(l.value)
	}
	return b.String()
}

// Spans maps the value range [start, end) to the ranges of the pieces that
// hold it, in order, skipping pieces it does not touch. An empty range maps
// to one empty span: in the first piece where value byte start begins, or
// at the end of the last piece when start == Len(). Spans returns nil when
// p is empty; it panics unless 0 <= start <= end <= Len().
func (p Pieces) Spans(start, end int) []Span {
	if start < 0 || start > end {
		panic("strlit: Spans out of range")
	}
	var spans []Span
	off := 0
	for i, l := range p {
		n := len(l.value)
		if start == end {
			if start < off+n || i == len(p)-1 && start == off+n {
				return []Span{{i, start - off, start - off}}
			}
		} else if n > 0 && start < off+n && end > off {
			spans = append(spans, Span{i, max(start, off) - off, min(end, off+n) - off})
		}
		off += n
	}
	if end > off {
		panic("strlit: Spans out of range")
	}
	return spans
}

// Edit returns the source edits, one per piece touched, that turn value
// bytes [start, end) into replacement: the first span takes replacement,
// the others are deleted. ok is false when no piece holds the range or when
// one piece's Lit.Edit fails.
func (p Pieces) Edit(start, end int, replacement string) (edits []PieceEdit, ok bool) {
	spans := p.Spans(start, end)
	if len(spans) == 0 {
		return nil, false
	}
	edits = make([]PieceEdit, 0, len(spans))
	for i, s := range spans {
		repl := ""
		if i == 0 {
			repl = replacement
		}
		a, b, text, ok := p[s.Piece].Edit(s.Start, s.End, repl)
		if !ok {
			return nil, false
		}
		edits = append(edits, PieceEdit{s.Piece, a, b, text})
	}
	return edits, true
}
