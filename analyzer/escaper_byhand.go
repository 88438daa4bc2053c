package analyzer

import (
	"go/ast"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"

	"github.com/urlvet/urlvet/rfc"
)

// handEscapedValuesCheck reports text escaped by hand, a replacement
// that writes an escape (strings.ReplaceAll(q, " ", "%20"), a space as
// '+'), given to a url.Values that is then encoded: Encode escapes the
// '%' (or the '+') again, and the server, which decodes once, gets
// "a%20b" (or "a+b") for "a b". It is valuesEscapedCheck's judgement for
// an escaper the code wrote itself, with no fix: which replacements to
// drop is the program's choice.
type handEscapedValuesCheck struct{}

func (handEscapedValuesCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckEscaper} }

func (handEscapedValuesCheck) checkCall(r *pkgAnalysis, c *sinkCall) {
	if len(c.Call.Args) != 2 || c.Fn == nil || c.Fn.Body == nil {
		return
	}
	fn, ok := c.Callee.(*types.Func)
	if !ok || fn.Name() != "Set" && fn.Name() != "Add" || fn.Pkg() == nil || fn.Pkg().Path() != "net/url" {
		return // the name first: most calls are of neither, and a key is a string made for the call
	}
	if k := funcKeyOf(fn); k != "net/url.Values.Set" && k != "net/url.Values.Add" {
		return
	}
	sel, ok := ast.Unparen(c.Call.Fun).(*ast.SelectorExpr)
	if !ok {
		return
	}
	rep, old, repl := r.escapes.handEscape(c.Call.Args[1])
	if rep == nil || !r.enabledAt(rfc.CheckEscaper, rep) {
		return
	}
	enc := r.escapes.localEncoded(sel.X, c.Fn.Body)
	if enc == nil {
		return
	}
	d := analysis.Diagnostic{Pos: rep.Pos(), End: rep.End(), Category: string(rfc.CheckEscaper),
		Message: "text escaped by hand (" + strconv.Quote(old) + " written as " + strconv.Quote(repl) + ") given to url.Values." + fn.Name() +
			", whose Encode escapes it again: the server gets the escape, not the text (" + strconv.Quote("a"+old+"b") +
			" arrives as " + strconv.Quote("a"+repl+"b") + "); give the text as it is",
		Related: []analysis.RelatedInformation{{Pos: c.Call.Pos(), End: c.Call.End(), Message: "given here"}, {Pos: enc.Pos(), End: enc.End(), Message: encodedWhere(enc)}}}
	r.out.add(finding{Diagnostic: d, at: rep.Pos(), alone: true})
}

// maxHandEscapeDepth bounds the parameters handEscape follows to the
// arguments of their calls.
const maxHandEscapeDepth = 3

// handEscape returns the replacement e is, or one of the assignments of
// the local variable e that reach it is, or, for a parameter e, one an
// argument of a call in the package is, when it writes an escape by
// hand (handEscapes), with what it writes for what; nil otherwise.
func (r *escaping) handEscape(e ast.Expr) (call *ast.CallExpr, old, repl string) {
	return r.handEscapeDepth(e, 0)
}

func (r *escaping) handEscapeDepth(e ast.Expr, depth int) (*ast.CallExpr, string, string) {
	cands := []ast.Expr{e}
	if id, ok := ast.Unparen(e).(*ast.Ident); ok {
		cands = r.flow.LiveAssignments(id)
		if v, ok := r.pass.TypesInfo.Uses[id].(*types.Var); ok && typesx.IsParam(v) && depth < maxHandEscapeDepth {
			args, _ := r.resolve.passedFor(id, false)
			cands = append(cands, args...)
		}
	}
	for _, c := range cands {
		switch c := ast.Unparen(c).(type) {
		case *ast.CallExpr:
			if old, repl := r.handEscapes(c); old != "" {
				return c, old, repl
			}
		case *ast.Ident:
			if c != ast.Unparen(e) {
				if call, old, repl := r.handEscapeDepth(c, depth+1); call != nil {
					return call, old, repl
				}
			}
		}
	}
	return nil, "", ""
}

// handEscapes returns the character call replaces and what it writes
// for it when call is strings.ReplaceAll or strings.Replace of
// constants that puts an escape in place of the character it stands for
// (" " by "%20", "/" by "%2F", " " by "+"); "" for another call.
func (r *escaping) handEscapes(call *ast.CallExpr) (old, repl string) {
	fn, ok := typeutilCallee(r.pass.TypesInfo, call).(*types.Func)
	if !ok || fn.Pkg() == nil || fn.Pkg().Path() != "strings" || (fn.Name() != "ReplaceAll" || len(call.Args) != 3) && (fn.Name() != "Replace" || len(call.Args) != 4) {
		return "", ""
	}
	old, ok1 := r.flow.ConstString(call.Args[1])
	repl, ok2 := r.flow.ConstString(call.Args[2])
	if !ok1 || !ok2 || len(old) != 1 {
		return "", ""
	}
	escaped := "%" + strings.ToUpper(strconv.FormatInt(int64(old[0]), 16))
	if len(escaped) == 2 {
		escaped = "%0" + escaped[1:]
	}
	if strings.ToUpper(repl) != escaped && !(old == " " && repl == "+") {
		return "", ""
	}
	return old, repl
}
