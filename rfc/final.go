package rfc

import (
	"slices"
	"strings"
)

// Each fix is computed on the input as written, so that removing one
// byte can expose a finding the input hid: "0 :" loses its empty port's
// ':' and ends with a space; "file:\x01/" loses the control byte and is
// then a file URL without "//". Applying every fix once must leave
// nothing to fix, so a fix whose result would still hold a fixable
// finding is withheld: the finding stays, without a fix.

// settle withholds, among the violations vs found in s, the fixes whose
// application would leave a fixable finding. It checks s with every fix
// applied; where fixable findings remain, it withholds the fixes that
// touch them and checks again; where some still remain, it withholds
// every fix. At most two more checks of s, whatever the number of fixes.
func settle(vs []Violation, s string, opts Options) {
	if !slices.ContainsFunc(vs, func(v Violation) bool { return v.Fixable }) {
		return
	}
	// Room for the common few fixes, so that settling them allocates
	// only the fixed text.
	var wbuf [16]bool
	var ebuf [16]edit
	withheld := wbuf[:0]
	if len(vs) > len(wbuf) {
		withheld = make([]bool, len(vs))
	}
	withheld = withheld[:len(vs)]
	for round := 0; ; round++ {
		fixed, edits := fixedText(ebuf[:0], vs, withheld, s)
		inner := opts
		inner.Holes, inner.Joins = edits.moved(opts.Holes), edits.moved(opts.Joins)
		left := fixableLeft(fixed, inner)
		if len(left) == 0 {
			break
		}
		touched := false
		if round == 0 {
			// Both lists are sorted by start.
			j := 0
			for _, e := range edits {
				start, end := e.at, e.at+e.n
				for j < len(left) && left[j].End < start {
					j++
				}
				if j < len(left) && left[j].Start <= end {
					withheld[e.i], touched = true, true
				}
			}
		}
		if !touched {
			for i := range withheld {
				withheld[i] = true
			}
			break
		}
	}
	for i := range vs {
		if withheld[i] && vs[i].Fixable {
			vs[i].Fixable, vs[i].Replacement = false, ""
		}
	}
}

// fixableLeft returns the fixable violations of s, sorted by start.
func fixableLeft(s string, opts Options) []Violation {
	if quickValid(s, &opts) {
		return nil
	}
	var left []Violation
	for _, v := range appendViolations(nil, s, opts) {
		if v.Fixable {
			left = append(left, v)
		}
	}
	return left
}

// An edit is a fix applied: violation i's range [start, end) of the
// input became the n bytes at offset at of the result.
type edit struct {
	i, start, end, at, n int
}

type edits []edit

// moved returns the sorted offsets offs of the input as offsets of the
// result; one inside a replaced range moves to the replacement's end.
func (es edits) moved(offs []int) []int {
	if len(offs) == 0 || len(es) == 0 {
		return offs
	}
	out := make([]int, len(offs))
	j, delta := 0, 0
	for k, o := range offs {
		for j < len(es) && es[j].end <= o && es[j].start < o {
			delta = es[j].at + es[j].n - es[j].end
			j++
		}
		if j < len(es) && es[j].start < o {
			out[k] = es[j].at + es[j].n
			continue
		}
		out[k] = o + delta
	}
	return out
}

// fixedText returns s with the fixes of vs that are not withheld
// applied, and where each went, appended to es.
func fixedText(es edits, vs []Violation, withheld []bool, s string) (string, edits) {
	var sb strings.Builder
	n := len(s)
	for i := range vs {
		if v := &vs[i]; v.Fixable && !withheld[i] {
			n += len(v.Replacement) - (v.End - v.Start)
		}
	}
	sb.Grow(max(n, 0))
	last := 0
	for i := range vs {
		v := &vs[i]
		if !v.Fixable || withheld[i] || v.Start < last {
			continue
		}
		sb.WriteString(s[last:v.Start])
		es = append(es, edit{i, v.Start, v.End, sb.Len(), len(v.Replacement)})
		sb.WriteString(v.Replacement)
		last = v.End
	}
	sb.WriteString(s[last:])
	return sb.String(), es
}
