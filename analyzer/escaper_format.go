package analyzer

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/rfc"
)

// escapedFormatCheck reports escaped text written into a printf format
// (fmt.Sprintf(path+"?"+q.Encode(), base, id)): fmt reads each '%XX'
// escape as a verb, so "%2F" is written "%!F(MISSING)" and the argument
// meant for the next verb moves. Escaped text holds '%' for any byte
// outside the unreserved characters, whatever the value; a call with no
// argument after the format is go vet's printf finding, not this one.
type escapedFormatCheck struct{}

func (escapedFormatCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckEscaper} }

func (escapedFormatCheck) checkCall(r *pkgAnalysis, c *sinkCall) {
	row := callRow(r.pass.TypesInfo, c.Call)
	i := 0
	switch {
	case row.Formats:
	case row.FormatsTo:
		i = 1
	default:
		return
	}
	if len(c.Call.Args) < i+2 || constString(r.pass.TypesInfo, c.Call.Args[i]) != "" || !r.enabledAt(rfc.CheckEscaper, c.Call) {
		return
	}
	format := c.Call.Args[i]
	vals, _ := r.flow.Resolve(format, 0)
	for _, v := range vals {
		for _, p := range v {
			what := r.escapes.escapedInFormat(p)
			if what == "" {
				continue
			}
			d := analysis.Diagnostic{Pos: format.Pos(), End: format.End(), Category: string(rfc.CheckEscaper),
				Message: calleeLabel(r.pass.TypesInfo, c.Call) + ": the printf format holds " + what + ", whose '%XX' escapes fmt reads as verbs (%2F is written %!F(MISSING)); format the text with a verb (%s) instead"}
			if p.Use != nil && (p.Use.Pos() < format.Pos() || p.Use.Pos() >= format.End()) {
				d.Related = []analysis.RelatedInformation{{Pos: p.Use.Pos(), End: p.Use.End(), Message: "escaped here"}}
			}
			r.out.add(finding{Diagnostic: d, at: format.Pos(), alone: true})
			return
		}
	}
}

// escapedInFormat says what escaped the text of hole p, when it is text a
// net/url escaper made that can hold an escape: a query url.Values.Encode
// made, or url.QueryEscape or url.PathEscape of text not known to be of
// unreserved characters alone. "" otherwise.
func (r *escaping) escapedInFormat(p flow.Piece) string {
	if !p.Hole || p.Use == nil {
		return ""
	}
	switch p.Kind {
	case flow.QueryText:
		return "a query url.Values.Encode escaped (" + types.ExprString(p.Use) + ")"
	case flow.EscapedText:
		e := r.escaperCall(p)
		if e.call == nil {
			return ""
		}
		if _, plain := r.charset(e.arg, 0); plain {
			return ""
		}
		return "text " + e.label() + " escaped (" + types.ExprString(e.call) + ")"
	}
	return ""
}

// calleeLabel names the function a call calls as its package writes it
// (fmt.Sprintf), or the call's own text for a method.
func calleeLabel(info *types.Info, call *ast.CallExpr) string {
	if fn, ok := typeutilCallee(info, call).(*types.Func); ok && fn.Pkg() != nil && fn.Signature().Recv() == nil {
		return fn.Pkg().Name() + "." + fn.Name()
	}
	return types.ExprString(call.Fun)
}
