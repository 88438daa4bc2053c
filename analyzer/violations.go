package analyzer

import (
	"fmt"
	"go/ast"
	"go/token"

	"github.com/urlvet/urlvet/analyzer/internal/flow"

	"golang.org/x/tools/go/analysis"

	"github.com/urlvet/urlvet/analyzer/internal/strlit"

	"github.com/urlvet/urlvet/rfc"
)

// report reports violation viol of value v (whose pieces start at starts
// in s) at the bytes of the literal that hold it.
func (r *pkgAnalysis) report(v flow.Value, starts []int, s string, viol rfc.Violation, at ast.Node, sink string) {
	r.reportCleaned(v, starts, s, viol, at, sink, token.NoPos)
}

// reportCleaned is report of a violation in a scheme that the path join
// at cleaned cleaned ("https:/"): the reporter drops it when it reports
// that join's path-join finding (finding.cleaned).
func (r *pkgAnalysis) reportCleaned(v flow.Value, starts []int, s string, viol rfc.Violation, at ast.Node, sink string, cleaned token.Pos) {
	first, last := pieceAt(v, starts, viol.Start, false), pieceAt(v, starts, viol.End, true)
	if first < 0 || last < 0 || last < first {
		return
	}
	pf, pl := v[first], v[last]
	var pos, end, litPos token.Pos
	var lit *strlit.Lit
	switch {
	case pf.Lit != nil && pl.Lit != nil:
		lf, err1 := r.parsed(pf.Lit)
		ll, err2 := r.parsed(pl.Lit)
		if err1 != nil || err2 != nil {
			return
		}
		litPos = pf.Lit.Pos()
		a := litOffset(pf, viol.Start-starts[first])
		b := litOffset(pl, viol.End-starts[last])
		if first == last {
			lit = lf
			if b < a {
				return
			}
			srcA, srcB := lf.SourceRange(a, b)
			pos, end = pf.Lit.Pos()+token.Pos(srcA), pf.Lit.Pos()+token.Pos(srcB)
			break
		}
		srcA, _ := lf.SourceRange(a, a)
		_, srcB := ll.SourceRange(max(b-1, 0), b)
		pos, end = pf.Lit.Pos()+token.Pos(srcA), pl.Lit.Pos()+token.Pos(srcB)
	case pf.Lit != nil && pl.Tail:
		// Up to the '/' checkFieldWrite appends: the end of the written
		// literal ("https://x.example/" + "/v1" reported at its '/').
		lf, err := r.parsed(pf.Lit)
		if err != nil {
			return
		}
		litPos = pf.Lit.Pos()
		a := litOffset(pf, viol.Start-starts[first])
		b := litOffset(pf, len(pf.Text))
		if b < a {
			return
		}
		srcA, srcB := lf.SourceRange(a, b) // no fix: the other part is the sink's
		pos, end = pf.Lit.Pos()+token.Pos(srcA), pf.Lit.Pos()+token.Pos(srcB)
	case pf.Use != nil:
		pos, end = pf.Use.Pos(), pf.Use.End()
	default:
		pos, end = at.Pos(), at.End()
	}
	if !pos.IsValid() {
		return
	}
	name := r.imports.sinkName(sink, at)
	msg := fmt.Sprintf("%s: %s (%s %s)", name, viol.Message, viol.RFC, viol.Rule)
	fixable := lit != nil && viol.Fixable
	if fixable {
		if why := r.guard.declFixBlocked(pf, at); why != "" {
			msg += noFixMark + why
			fixable = false
		}
	}
	d := analysis.Diagnostic{Pos: pos, End: end, Category: string(viol.Check), Message: msg}
	if pos < at.Pos() || pos >= at.End() {
		d.Related = append(d.Related, analysis.RelatedInformation{Pos: at.Pos(), End: at.End(), Message: "reaches " + name + " here"})
	}
	if viol.Check == rfc.CheckJoin {
		d.Related = append(d.Related, joinedWith(v, starts, viol, pf.Lit)...)
	}
	if pf.Lit == nil && pf.Decl.IsValid() {
		msg := "constant declared here"
		if pf.At != "" {
			msg = "field written with this constant at " + pf.At
		}
		d.Related = append(d.Related, analysis.RelatedInformation{Pos: pf.Decl, Message: msg})
	}
	if fixable {
		if fix, ok := r.guard.fix(pf, lit, viol.Start-starts[first], viol.End-starts[first], s[viol.Start:viol.End], viol.Replacement); ok {
			d.SuggestedFixes = []analysis.SuggestedFix{fix}
		}
	} else if viol.Check == rfc.CheckHostPort && !rfc.IsIPHost(viol) {
		if fix, why := r.hostPorts.hostPortFix(v, starts, viol.Start); why != "" {
			d.Message += "; no fix: " + why
		} else {
			d.SuggestedFixes = []analysis.SuggestedFix{fix}
		}
	}
	r.out.add(finding{Diagnostic: d, at: at.Pos(), lit: litPos, cleaned: cleaned, warn: viol.Severity == rfc.Warning})
}

// parsed returns lit parsed, once per literal: a literal with a
// finding every kilobyte would otherwise be parsed once per finding.
func (r *pkgAnalysis) parsed(lit *ast.BasicLit) (*strlit.Lit, error) {
	if l, ok := r.parsedLits[lit]; ok {
		return l, nil
	}
	l, err := strlit.Parse(lit.Value)
	if err != nil {
		return nil, err
	}
	if r.parsedLits == nil {
		r.parsedLits = make(map[*ast.BasicLit]*strlit.Lit)
	}
	r.parsedLits[lit] = l
	return l, nil
}

// joinedWith names the literals other than lit that meet at a join
// violation: the base and the path are often written in two places.
func joinedWith(v flow.Value, starts []int, viol rfc.Violation, lit *ast.BasicLit) []analysis.RelatedInformation {
	var out []analysis.RelatedInformation
	for i, p := range v {
		if p.Hole || p.Lit == nil || p.Lit == lit {
			continue
		}
		if lo, hi := starts[i], starts[i]+len(p.Text); lo <= viol.End && hi >= viol.Start {
			out = append(out, analysis.RelatedInformation{Pos: p.Lit.Pos(), End: p.Lit.End(), Message: "joined with " + p.Lit.Value + " here"})
		}
	}
	return out
}

// pieceAt returns the index of the constant piece holding byte off of the
// value (the byte before off when atEnd), or -1.
func pieceAt(v flow.Value, starts []int, off int, atEnd bool) int {
	for i := range v {
		if v[i].Hole {
			continue
		}
		lo, hi := starts[i], starts[i]+len(v[i].Text)
		if !atEnd && lo <= off && off < hi || atEnd && lo < off && off <= hi {
			return i
		}
	}
	// An empty range at the end of the value, or after a hole.
	for i := len(v) - 1; i >= 0; i-- {
		if !v[i].Hole && starts[i] <= off {
			return i
		}
	}
	return -1
}

// litOffset converts an offset within a piece's text to an offset within
// its literal's value.
func litOffset(p flow.Piece, off int) int {
	if p.LitLen > 0 && off > 0 { // "%%": the whole escape
		return p.Off + p.LitLen
	}
	return p.Off + off
}
