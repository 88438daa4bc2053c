package strlit

import (
	"errors"
	"strconv"
	"strings"
	"unicode/utf8"
)

// ErrSyntax is returned by Parse for text that is not a Go string literal.
var ErrSyntax = errors.New("strlit: not a valid Go string literal")

// A Lit is a parsed Go string literal: its source text, its value, and the
// map between them.
type Lit struct {
	src   string
	value string
	raw   bool
	// escs lists, in order, the parts of the source that do not map 1:1 to
	// the value: escape sequences, and carriage returns of raw strings
	// (which produce nothing). Every other source byte between the quotes
	// produces exactly one value byte.
	escs []escape
}

// An escape is a source span [src, srcEnd) producing value bytes
// [val, valEnd).
type escape struct {
	src, srcEnd, val, valEnd int32
}

// Parse parses src, the text of a Go string literal as in
// ast.BasicLit.Value: interpreted ("...") or raw (`...`). It fails where
// strconv.Unquote fails, for character literals, and for source text that is
// not valid UTF-8 (which Go source cannot be).
func Parse(src string) (*Lit, error) {
	if len(src) < 2 || len(src) > 1<<30 || src[0] != src[len(src)-1] || !utf8.ValidString(src) {
		return nil, ErrSyntax
	}
	l := &Lit{src: src}
	body := src[1 : len(src)-1]
	switch src[0] {
	case '`':
		l.raw = true
		if strings.IndexByte(body, '`') >= 0 {
			return nil, ErrSyntax
		}
		l.parseRaw(body)
	case '"':
		if err := l.parseInterpreted(body); err != nil {
			return nil, err
		}
	default:
		return nil, ErrSyntax
	}
	return l, nil
}

// parseRaw records the carriage returns of a raw string's body, which the
// value drops.
func (l *Lit) parseRaw(body string) {
	if strings.IndexByte(body, '\r') < 0 {
		l.value = body
		return
	}
	l.escs = make([]escape, 0, strings.Count(body, "\r"))
	var b strings.Builder
	b.Grow(len(body))
	for i := 0; i < len(body); i++ {
		if body[i] == '\r' {
			l.addEscape(i+1, i+2, b.Len(), b.Len())
			continue
		}
		b.WriteByte(body[i])
	}
	l.value = b.String()
}

// parseInterpreted decodes the escape sequences of an interpreted string's
// body, keeping strconv.UnquoteChar as the one definition of their syntax.
func (l *Lit) parseInterpreted(body string) error {
	if strings.IndexByte(body, '\n') >= 0 {
		return ErrSyntax
	}
	if strings.IndexByte(body, '\\') < 0 {
		if strings.IndexByte(body, '"') >= 0 {
			return ErrSyntax
		}
		l.value = body
		return nil
	}
	l.escs = make([]escape, 0, strings.Count(body, `\`)) // at most one per backslash
	var b strings.Builder
	b.Grow(len(body)) // a value is never longer than its source
	for i := 0; i < len(body); {
		c := body[i]
		if c == '"' {
			return ErrSyntax
		}
		if c != '\\' {
			b.WriteByte(c)
			i++
			continue
		}
		r, _, tail, err := strconv.UnquoteChar(body[i:], '"')
		if err != nil {
			return ErrSyntax
		}
		n := len(body) - len(tail) - i
		val := b.Len()
		switch body[i+1] {
		case 'u', 'U':
			b.WriteRune(r)
		default: // \x, octal and single-character escapes give one byte
			b.WriteByte(byte(r))
		}
		l.addEscape(i+1, i+1+n, val, b.Len())
		i += n
	}
	l.value = b.String()
	return nil
}

func (l *Lit) addEscape(src, srcEnd, val, valEnd int) {
	l.escs = append(l.escs, escape{int32(src), int32(srcEnd), int32(val), int32(valEnd)})
}

// Value returns the literal's value; it equals strconv.Unquote of the
// source text given to Parse.
func (l *Lit) Value() string { return l.value }

// span returns the source span of the item (a plain byte or a whole
// escape) that produces value byte v, for 0 <= v < len(l.value), and
// whether that item is an escape.
func (l *Lit) span(v int) (src, srcEnd int, e escape, isEsc bool) {
	// The first escape that ends after v either holds v or follows it.
	k, hi := 0, len(l.escs)
	for k < hi {
		m := int(uint(k+hi) >> 1)
		if int(l.escs[m].valEnd) > v {
			hi = m
		} else {
			k = m + 1
		}
	}
	if k < len(l.escs) && int(l.escs[k].val) <= v {
		e = l.escs[k]
		return int(e.src), int(e.srcEnd), e, true
	}
	src = 1 + v // after the opening quote
	if k > 0 {
		prev := l.escs[k-1]
		src = int(prev.srcEnd) + v - int(prev.valEnd)
	}
	return src, src + 1, escape{}, false
}

// SourceRange returns the source offsets [srcStart, srcEnd), within
// Source(), of the text that produces value bytes [start, end). A bound
// that falls inside an escape sequence producing several bytes (one byte
// of "\u00e9") widens to the whole escape. An empty range gives the empty
// source range where value byte start begins (the closing quote for
// start == len(Value())). It panics unless 0 <= start <= end <= len(Value()).
func (l *Lit) SourceRange(start, end int) (srcStart, srcEnd int) {
	if start < 0 || start > end || end > len(l.value) {
		panic("strlit: SourceRange out of range")
	}
	srcStart = l.boundary(start)
	if start == end {
		return srcStart, srcStart
	}
	_, srcEnd, _, _ = l.span(end - 1)
	return srcStart, srcEnd
}

// boundary returns the source offset where value byte v begins, or of the
// closing quote when v == len(l.value).
func (l *Lit) boundary(v int) int {
	if v == len(l.value) {
		return len(l.src) - 1
	}
	src, _, _, _ := l.span(v)
	return src
}

// splits reports whether value offset v falls strictly inside the bytes
// produced by one escape sequence or by one multi-byte source character.
func (l *Lit) splits(v int) bool {
	if v == 0 || v == len(l.value) {
		return false
	}
	src, _, e, isEsc := l.span(v)
	if isEsc {
		return int(e.val) < v
	}
	return !utf8.RuneStart(l.src[src])
}

// Edit returns the source edit that turns value bytes [start, end) into
// replacement: replacing Source()[srcStart:srcEnd] with newText gives a
// literal of the same kind whose value is
// Value()[:start] + replacement + Value()[end:]. In an interpreted string
// newText is replacement quoted as by strconv.Quote. ok is false when a
// bound falls inside the bytes of one escape sequence or of one multi-byte
// source character (the edit would change bytes outside the range, or leave
// invalid UTF-8), or, in a raw string, when replacement cannot appear
// there: a backquote, a carriage return, NUL, a byte order mark, or invalid
// UTF-8. It panics unless 0 <= start <= end <= len(Value()).
func (l *Lit) Edit(start, end int, replacement string) (srcStart, srcEnd int, newText string, ok bool) {
	if start < 0 || start > end || end > len(l.value) {
		panic("strlit: Edit out of range")
	}
	if l.splits(start) || l.splits(end) {
		return 0, 0, "", false
	}
	srcStart, srcEnd = l.SourceRange(start, end)
	if !l.raw {
		if plainASCII(replacement) {
			return srcStart, srcEnd, replacement, true
		}
		q := strconv.Quote(replacement)
		return srcStart, srcEnd, q[1 : len(q)-1], true
	}
	if !rawSafe(replacement) {
		return 0, 0, "", false
	}
	return srcStart, srcEnd, replacement, true
}

// rawSafe reports whether s can be written verbatim inside a raw string
// literal of Go source and read back unchanged.
func rawSafe(s string) bool {
	return utf8.ValidString(s) &&
		strings.IndexByte(s, '`') < 0 &&
		strings.IndexByte(s, '\r') < 0 &&
		strings.IndexByte(s, 0) < 0 &&
		!strings.ContainsRune(s, '\uFEFF')
}

// plainASCII reports whether s is printable ASCII that needs no escape in
// an interpreted string, as most URL fixes are, so that Edit can skip
// strconv.Quote.
func plainASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < ' ' || c > '~' || c == '"' || c == '\\' {
			return false
		}
	}
	return true
}
