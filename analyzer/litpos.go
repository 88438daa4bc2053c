package analyzer

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// TODO(strlit): replace this file with analyzer/internal/strlit once it
// lands; it is the same contract (Parse, Value, SourceRange, Edit).

// A literal maps the value bytes of a Go string literal to its source bytes.
type literal struct {
	src        string
	raw        bool
	value      string
	start, end []int // source span [start[i], end[i]) of value byte i
}

// parseLiteral parses the source text of a string BasicLit.
func parseLiteral(src string) (*literal, bool) {
	if len(src) < 2 {
		return nil, false
	}
	l := &literal{src: src}
	var b strings.Builder
	switch src[0] {
	case '`':
		l.raw = true
		for i := 1; i < len(src)-1; i++ {
			if src[i] == '\r' { // the scanner drops carriage returns
				continue
			}
			b.WriteByte(src[i])
			l.start = append(l.start, i)
			l.end = append(l.end, i+1)
		}
	case '"':
		for i := 1; i < len(src)-1; {
			if src[i] != '\\' {
				b.WriteByte(src[i])
				l.start = append(l.start, i)
				l.end = append(l.end, i+1)
				i++
				continue
			}
			v, multibyte, tail, err := strconv.UnquoteChar(src[i:len(src)-1], '"')
			if err != nil {
				return nil, false
			}
			n := len(src) - 1 - len(tail) - i
			var enc []byte
			if v < utf8.RuneSelf || multibyte || src[i+1] == 'u' || src[i+1] == 'U' {
				enc = utf8.AppendRune(nil, v)
			} else {
				enc = []byte{byte(v)} // \xNN or \NNN: one byte
			}
			for _, c := range enc {
				b.WriteByte(c)
				l.start = append(l.start, i)
				l.end = append(l.end, i+n)
			}
			i += n
		}
	default:
		return nil, false
	}
	l.value = b.String()
	return l, true
}

// sourceRange returns the source offsets covering value bytes [start, end).
func (l *literal) sourceRange(start, end int) (int, int) {
	if start >= len(l.start) {
		return len(l.src) - 1, len(l.src) - 1
	}
	if end <= start {
		return l.start[start], l.start[start]
	}
	return l.start[start], l.end[end-1]
}

// edit returns the source edit that replaces value bytes [start, end) with
// repl, or ok=false when the range splits an escape or repl cannot be
// written in this kind of literal.
func (l *literal) edit(start, end int, repl string) (srcStart, srcEnd int, text string, ok bool) {
	if start < 0 || end > len(l.start) || start > end {
		return 0, 0, "", false
	}
	if start > 0 && start < len(l.start) && l.start[start] == l.start[start-1] {
		return 0, 0, "", false // starts inside an escape
	}
	if end < len(l.start) && end > 0 && l.start[end] == l.start[end-1] {
		return 0, 0, "", false // ends inside an escape
	}
	srcStart, srcEnd = l.sourceRange(start, end)
	if l.raw {
		if strings.ContainsAny(repl, "`\r") {
			return 0, 0, "", false
		}
		return srcStart, srcEnd, repl, true
	}
	q := strconv.Quote(repl)
	return srcStart, srcEnd, q[1 : len(q)-1], true
}
