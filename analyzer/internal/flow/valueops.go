package flow

import (
	"go/ast"
	"path"
	"slices"
	"strings"
)

// text returns the text of v and whether v has no hole.
func text(v Value) (string, bool) {
	var b strings.Builder
	for _, p := range v {
		if p.Hole {
			return "", false
		}
		b.WriteString(p.Text)
	}
	return b.String(), true
}

// LeadingText returns the constant text v starts with, up to its first
// hole, across pieces ("" + "/" + bucket starts with "/"); whole reports
// that v has no hole.
func LeadingText(v Value) (lead string, whole bool) {
	var b strings.Builder
	for _, p := range v {
		if p.Hole {
			return b.String(), false
		}
		b.WriteString(p.Text)
	}
	return b.String(), true
}

// rewritten is a piece whose text a helper changed: it no longer maps to
// bytes of its literal, so it is reported at the literal as a whole.
func rewritten(p Piece, s string, call ast.Expr) Piece {
	q := Piece{Text: s, Use: p.Use, Decl: p.Decl}
	if p.Lit != nil {
		q.Use = p.Lit
	}
	if q.Use == nil {
		q.Use = call
	}
	return q
}

// sub is the piece for bytes [i, j) of p's text, mapped into its literal
// when it can be.
func sub(p Piece, i, j int, call ast.Expr) Piece {
	if p.LitLen > 0 {
		return rewritten(p, p.Text[i:j], call)
	}
	q := p
	q.Text, q.Off = p.Text[i:j], p.Off+i
	return q
}

// pathJoin is path.Join of one value per argument. With no hole it is
// path.Join itself. With holes, the separators and the cleaning of the
// constant text are applied as path.Clean would (a run of slashes
// becomes one, a trailing slash goes), and a dot segment in the constant
// text, whose effect depends on the holes, makes it unknown.
func pathJoin(elems []Value, call *ast.CallExpr) (Value, bool) {
	var texts []string
	whole := true
	for _, e := range elems {
		s, ok := text(e)
		whole = whole && ok
		texts = append(texts, s)
	}
	if whole {
		joined := path.Join(texts...)
		var naive []string
		for _, s := range texts {
			if s != "" {
				naive = append(naive, s)
			}
		}
		if joined == strings.Join(naive, "/") {
			var v Value
			for _, e := range elems {
				if IsEmpty(e) {
					continue
				}
				if len(v) > 0 {
					v = append(v, Piece{Text: "/", Use: call})
				}
				v = append(v, e...)
			}
			return v, true
		}
		return Value{{Text: joined, Use: call}}, true
	}
	var v Value
	for _, e := range elems {
		if IsEmpty(e) {
			continue
		}
		if len(v) > 0 {
			prevSlash := !v[len(v)-1].Hole && strings.HasSuffix(v[len(v)-1].Text, "/")
			nextSlash := !e[0].Hole && strings.HasPrefix(e[0].Text, "/")
			switch {
			case prevSlash && nextSlash:
				return nil, false
			case !prevSlash && !nextSlash:
				v = append(v, Piece{Text: "/", Use: call})
			}
		}
		for _, p := range e {
			if p.Hole {
				v = append(v, p)
				continue
			}
			if dotSegment(p.Text) {
				return nil, false
			}
			if c := collapseSlashes(p.Text); c != p.Text {
				p = rewritten(p, c, call)
			}
			v = append(v, p)
		}
	}
	if n := len(v); n > 0 && !v[n-1].Hole && len(v[n-1].Text) > 1 && strings.HasSuffix(v[n-1].Text, "/") {
		v[n-1] = sub(v[n-1], 0, len(v[n-1].Text)-1, call)
	}
	return v, true
}

// dotSegment reports whether s, a constant run of a path next to holes,
// may hold a "." or ".." segment.
func dotSegment(s string) bool {
	for _, seg := range strings.Split(s, "/") {
		if seg != "" && strings.Trim(seg, ".") == "" {
			return true
		}
	}
	return false
}

func collapseSlashes(s string) string {
	for strings.Contains(s, "//") {
		s = strings.ReplaceAll(s, "//", "/")
	}
	return s
}

// replace is strings.Replace(v, old, repl, n). With holes, v is known
// when it has constant text in which old cannot match (see
// matchesInHolesOnly: that text stays as it is, whatever n), or when old
// is one byte and n < 0: no match can span a hole then. Holes alone are
// left to derivedWith, which checks repl between them.
func replace(v Value, old, repl string, n int, call *ast.CallExpr) (Value, bool) {
	if s, whole := text(v); whole {
		r := strings.Replace(s, old, repl, n)
		if r == s {
			return v, true
		}
		return Value{{Text: r, Use: call}}, true
	}
	if hasText(v) && matchesInHolesOnly(v, old) {
		return v, true
	}
	if len(old) != 1 || n >= 0 {
		return nil, false
	}
	out := make(Value, 0, len(v))
	for _, p := range v {
		if !p.Hole && strings.Contains(p.Text, old) {
			p = rewritten(p, strings.ReplaceAll(p.Text, old, repl), call)
		}
		out = append(out, p)
	}
	return out, true
}

// replaceEach is replace for a replacement known as values, or unknown
// (a hole): each of the first n matches of old (all when n < 0) in v's
// text becomes each value of repl. The text around a match keeps its
// bytes. It fails when a match could span two pieces, or a piece and
// the text a hole of v stands for.
func replaceEach(v Value, old string, repl []Value, n int, call ast.Expr) ([]Value, bool) {
	for i, p := range v {
		if p.Hole || p.Text == "" {
			continue
		}
		if len(p.Text) < len(old) && strings.Contains(old, p.Text) {
			return nil, false
		}
		for k := 1; k < len(old); k++ {
			if i+1 < len(v) && strings.HasSuffix(p.Text, old[:k]) || i > 0 && strings.HasPrefix(p.Text, old[k:]) {
				return nil, false
			}
		}
	}
	out := []Value{{}}
	var cur Value
	for _, p := range v {
		if p.Hole || n == 0 || !strings.Contains(p.Text, old) {
			cur = append(cur, p)
			continue
		}
		start := 0
		for n != 0 {
			i := strings.Index(p.Text[start:], old)
			if i < 0 {
				break
			}
			if i > 0 {
				cur = append(cur, sub(p, start, start+i, call))
			}
			out = Concat(Concat(out, []Value{cur}), repl)
			cur = nil
			start += i + len(old)
			n--
		}
		if start < len(p.Text) {
			cur = append(cur, sub(p, start, len(p.Text), call))
		}
	}
	return Concat(out, []Value{cur}), true
}

// matchesInHolesOnly reports whether every match of old in v, a value
// with holes, lies within one hole: no run of constant text holds old, or
// a part of it that a hole could complete (its start at the run's end,
// its end at the run's start, or its middle).
func matchesInHolesOnly(v Value, old string) bool {
	for i := 0; i < len(v); {
		if v[i].Hole {
			i++
			continue
		}
		var run strings.Builder
		for ; i < len(v) && !v[i].Hole; i++ {
			run.WriteString(v[i].Text)
		}
		t := run.String()
		if t == "" {
			continue
		}
		if strings.Contains(t, old) || strings.Contains(old, t) {
			return false
		}
		for k := 1; k < len(old); k++ {
			if strings.HasSuffix(t, old[:k]) || strings.HasPrefix(t, old[k:]) {
				return false
			}
		}
	}
	return true
}

// trimSpace is strings.TrimSpace: the constant pieces at either end lose
// their spaces; a hole there keeps its own. A loop's later runs at the
// end (s += line + "\n") leave the spaces the first run ends with only
// between runs, where the hole stands for them.
func trimSpace(v Value) Value {
	out := append(Value(nil), v...)
	if n := len(out); n > 1 && out[n-1].Runs && !out[n-2].Hole {
		p := out[n-2]
		if t := strings.TrimRight(p.Text, " \t\n\r\v\f"); t != "" {
			out[n-2] = sub(p, 0, len(t), p.Use)
		} else {
			out = slices.Delete(out, n-2, n-1)
		}
	}
	for len(out) > 0 && !out[0].Hole {
		p := out[0]
		t := strings.TrimLeft(p.Text, " \t\n\r\v\f")
		if t != "" {
			out[0] = sub(p, len(p.Text)-len(t), len(p.Text), p.Use)
			break
		}
		out = out[1:]
	}
	for len(out) > 0 && !out[len(out)-1].Hole {
		p := out[len(out)-1]
		t := strings.TrimRight(p.Text, " \t\n\r\v\f")
		if t != "" {
			out[len(out)-1] = sub(p, 0, len(t), p.Use)
			break
		}
		out = out[:len(out)-1]
	}
	return out
}

// trimPrefix is strings.TrimPrefix on a value whose leading constant
// piece holds the prefix, or starts with a hole of which a one-byte
// prefix can only be part.
func trimPrefix(v Value, prefix string, call *ast.CallExpr) (Value, bool) {
	if len(v) == 0 || prefix == "" {
		return v, true
	}
	if v[0].Hole {
		return v, len(prefix) == 1
	}
	p := v[0]
	if strings.HasPrefix(p.Text, prefix) {
		return append(Value{sub(p, len(prefix), len(p.Text), call)}, v[1:]...), true
	}
	if len(v) == 1 || strings.HasPrefix(prefix, p.Text) {
		return v, len(v) == 1 // the prefix may span the next piece
	}
	return v, true
}

// trimSuffix is trimPrefix at the other end.
func trimSuffix(v Value, suffix string, call *ast.CallExpr) (Value, bool) {
	n := len(v)
	if n == 0 || suffix == "" {
		return v, true
	}
	if v[n-1].Hole {
		return v, len(suffix) == 1
	}
	p := v[n-1]
	if strings.HasSuffix(p.Text, suffix) {
		return append(append(Value(nil), v[:n-1]...), sub(p, 0, len(p.Text)-len(suffix), call)), true
	}
	if n == 1 || strings.HasSuffix(suffix, p.Text) {
		return v, n == 1
	}
	return v, true
}
