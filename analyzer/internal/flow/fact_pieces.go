package flow

import (
	"go/types"

	"github.com/urlvet/urlvet/analyzer/internal/facts"
)

// ResultName names fn in its package's ResultsFact: "F", or "T.M" for a
// method of T or *T.
func ResultName(fn *types.Func) string {
	recv := fn.Signature().Recv()
	if recv == nil {
		return fn.Name()
	}
	t := recv.Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return n.Obj().Name() + "." + fn.Name()
	}
	return fn.Name() // an interface method: no body, no fact
}

// Limits on what a ResultsFact holds, to keep facts small.
const (
	MaxFactValues = 8
	MaxFactText   = 2048
)

// FactPieces turns v, a value of a result of a function of signature
// sig, into the pieces of a ResultsFact, adding the size of its text to
// size.
func (f *Flow) FactPieces(v Value, sig *types.Signature, size *int) []facts.ResultPiece {
	var tv []facts.ResultPiece
	for _, p := range v {
		if p.Hole {
			why := OriginReason(p.Why)
			if n := len(tv); n > 0 && tv[n-1].Hole {
				// Adjacent holes: one origin only when both have it, one
				// kind only when both are escaped or both numeric (two
				// queries run together are not one).
				if tv[n-1].Why != "" && why != "" {
					tv[n-1].Why = string(MergeReason(Reason(tv[n-1].Why), why))
				} else {
					tv[n-1].Why = ""
				}
				if k := holeKind(tv[n-1].Kind); k != p.Kind || k == QueryText {
					tv[n-1].Kind = ""
				}
				tv[n-1].Escaper, tv[n-1].Arg = "", 0
				tv[n-1].Runs = p.Runs
				continue
			}
			rp := facts.ResultPiece{Hole: true, Why: string(why), Kind: p.Kind.String(), Runs: p.Runs}
			switch {
			case p.Kind == EscapedText:
				rp.Escaper, rp.Arg = f.escapedParam(p, sig)
			case p.Kind == AnyText && p.Verb != nil && p.Verb.ArgWhy == ReasonParameter && (p.Verb.Verb == "s" || p.Verb.Verb == "v"):
				rp.Arg = f.paramText(p.Verb.Arg, sig)
			case p.Kind == AnyText && p.Why == ReasonParameter:
				rp.Arg = f.paramText(p.Use, sig)
			}
			tv = append(tv, rp)
			continue
		}
		*size += len(p.Text)
		if n := len(tv); n > 0 && !tv[n-1].Hole {
			tv[n-1].Text += p.Text
		} else {
			tv = append(tv, facts.ResultPiece{Text: p.Text})
		}
	}
	return tv
}

// OriginReason returns why, a reason a value is not followed, when it
// names where the text comes from wherever it is read: url text (whose
// constants are checked where they enter the url.URL), input, decoded
// data; "" otherwise (a parameter, a field, a variable of the function
// whose result it is).
func OriginReason(why Reason) Reason {
	switch why {
	case ReasonURL, ReasonInput, ReasonDecoded:
		return why
	}
	return ""
}
