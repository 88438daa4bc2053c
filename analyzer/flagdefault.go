package analyzer

import (
	"go/ast"
	"go/types"
	"strconv"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/rfc"
)

// flagDefaultCheck reports a URL flag dereferenced where it is defined,
// *flag.String("server", def, usage): the pointer is read before any
// flag.Parse can set it, so the program always gets the default.
type flagDefaultCheck struct{}

func (flagDefaultCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckFlagDefault} }

// flagDefaultDoc documents rfc.CheckFlagDefault.
var flagDefaultDoc = rfc.CheckDoc{
	ID:    rfc.CheckFlagDefault,
	Title: "URL flag read where it is defined",
	Explanation: "flag.String (and FlagSet.String, pflag's String and StringP) returns a pointer that flag.Parse " +
		"sets later. Dereferenced at once, *flag.String(\"server\", def, usage) reads the default before the " +
		"command line is parsed: whatever -server says, the program uses the default, and the flag is accepted " +
		"and ignored. urlvet reports it where the flag is a URL: its default starts with a scheme and \"://\", " +
		"or its name says so (url, endpoint, server-uri). Keep the pointer and dereference it after flag.Parse, " +
		"or define the flag with flag.StringVar.",
	Bad:    `server := *flag.String("server", "http://localhost:8888", "the server's URL")`,
	Good:   `server := flag.String("server", "http://localhost:8888", "the server's URL"); flag.Parse(); use(*server)`,
	Source: true, Since: "v0.4.0",
}

func (flagDefaultCheck) checkCall(r *pkgAnalysis, c *sinkCall) {
	fn, ok := c.Callee.(*types.Func)
	if !ok || fn.Pkg() == nil {
		return
	}
	row := sinks.FuncOfObj(fn)
	if !flagDefinition(row, c.Call) || !r.enabledAt(rfc.CheckFlagDefault, c.Call) {
		return
	}
	parents := r.flow.Control.Parents(c.Call)
	var star *ast.StarExpr
	for _, p := range parents {
		if _, ok := p.(*ast.ParenExpr); ok {
			continue
		}
		star, _ = p.(*ast.StarExpr)
		break
	}
	if star == nil {
		return
	}
	name := constString(r.pass.TypesInfo, c.Call.Args[row.FlagDefault-1])
	def, isURL := r.urlDefault(c.Call.Args[row.FlagDefault])
	if !isURL && nameKind(name) != uriText {
		return
	}
	msg := r.imports.sinkName(sinks.FuncKey(fn), c.Call) + " is dereferenced where the flag is defined, before flag.Parse sets it: " +
		"the value is always the default"
	if def != "" {
		msg += " " + strconv.Quote(def)
	}
	if name != "" {
		msg += ", whatever -" + name + " says"
	}
	msg += "; keep the pointer and read it after flag.Parse"
	d := analysis.Diagnostic{Pos: star.Pos(), End: star.End(), Category: string(rfc.CheckFlagDefault), Message: msg}
	r.out.add(finding{Diagnostic: d, at: c.Call.Pos(), alone: true})
}

// urlDefault returns the text of e, a flag's default, and whether one of
// its values starts with a scheme, "://" and a host.
func (r *pkgAnalysis) urlDefault(e ast.Expr) (string, bool) {
	vals, _ := r.flow.Params.ResolveSite(e, sinks.Arg{Param: sinks.Param{Target: rfc.Reference}})
	for _, v := range vals {
		if lead, whole := flow.LeadingText(v); absoluteURLPrefix(lead) >= 0 {
			if !whole {
				lead = ""
			}
			return lead, true
		}
	}
	return "", false
}

// flagDefinition reports whether call, of a function with row row,
// defines a flag and returns its pointer, with its default as argument.
func flagDefinition(row sinks.Func, call *ast.CallExpr) bool {
	return row.FlagDefault > 0 && !row.FlagStores && row.FlagDefault < len(call.Args)
}

// derefsFlag reports whether the package dereferences a flag where it
// defines it: the fast paths keep such a package for this check, which
// needs no sink in sight.
func (r *pkgAnalysis) derefsFlag() bool {
	if !r.enabled(rfc.CheckFlagDefault) || !importsAny(r.pass.Pkg, "flag", "github.com/spf13/pflag") {
		return false
	}
	found := false
	for _, f := range r.pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			if s, ok := n.(*ast.StarExpr); ok && !found {
				if call, ok := ast.Unparen(s.X).(*ast.CallExpr); ok {
					fn, ok := typeutil.Callee(r.pass.TypesInfo, call).(*types.Func)
					found = ok && fn.Pkg() != nil && flagDefinition(sinks.FuncOfObj(fn), call)
				}
			}
			return !found
		})
	}
	return found
}
