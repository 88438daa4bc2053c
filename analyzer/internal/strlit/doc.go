// Package strlit maps the bytes of a Go string literal's value to the
// source text that produces them, so that a problem found in a constant's
// value can be reported at the exact characters of the literal, and a
// change to the value can be written as an edit of the literal.
//
// Parse takes the source text of an interpreted ("...") or raw (`...`)
// string literal, as in ast.BasicLit.Value; all offsets below are byte
// offsets, into the value for start and end and into that source text for
// srcStart and srcEnd (add the literal's token.Pos to get a position):
//
//	l, err := strlit.Parse(lit.Value) // fails where strconv.Unquote does
//	l.Value()                         // == strconv.Unquote(lit.Value)
//	l.SourceRange(start, end)         // (srcStart, srcEnd) producing value[start:end]
//	l.Edit(start, end, repl)          // (srcStart, srcEnd, newText, ok)
//
// In the source, every byte between the quotes produces one value byte,
// except escape sequences, which produce one byte (\n, \\, \", \x41, \303,
// and \xff or \377 even above 0x7f) or the UTF-8 encoding of a rune (\u00e9
// gives two bytes, \U0001F600 four), and the carriage returns of a raw
// string, which produce none. A backslash in a raw string is a plain byte.
// A SourceRange bound inside the bytes of one escape widens to the whole
// escape; an empty range gives where value byte start begins.
//
// Edit fails (ok=false) rather than change bytes outside [start, end): when
// a bound splits the bytes of one escape or of one multi-byte source
// character; and, in a raw string, when repl holds what a raw string
// cannot: a backquote, a carriage return, NUL, a byte order mark, or
// invalid UTF-8. In an interpreted string repl is escaped as by
// strconv.Quote.
//
// Unlike x/tools' internal PosInStringLiteral, which this replaces, raw
// strings never have their backslashes interpreted, and byte escapes above
// 0x7f count as one byte.
//
// A Lit stores its source, its value (a substring of the source when the
// literal has no escape and no carriage return), and one 16-byte record per
// escape or carriage return; lookups are a binary search over those records.
package strlit
