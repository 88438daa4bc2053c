package analyzer

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"
)

// Functions whose text value flow cannot see into, but whose origin is
// known by their meaning: what every value they return is, whoever calls
// them. A site reading one is unresolved with that reason.

// resultOrigins maps functions (funcKey) to the origin of their string
// result: "input" for text a program receives at run time, "decoded" for
// data parsed from it.
var resultOrigins = map[string]string{
	// The environment, the command line, a request's header, query or form.
	"os.Getenv":                                        "input",
	"os.LookupEnv":                                     "input",
	"flag.Arg":                                         "input",
	"net/http.Header.Get":                              "input",
	"net/textproto.MIMEHeader.Get":                     "input",
	"net/url.Values.Get":                               "input",
	"net/http.Request.FormValue":                       "input",
	"net/http.Request.PostFormValue":                   "input",
	"net/http.Request.Referer":                         "input",
	"net/http.Request.UserAgent":                       "input",
	"github.com/spf13/pflag.FlagSet.Arg":               "input",
	"github.com/coredns/caddy/caddyfile.Dispenser.Val": "input", // a token of the Corefile
	// An attribute of a parsed HTML document.
	"github.com/PuerkitoBio/goquery.Selection.Attr": "decoded",
}

// elemOrigins maps functions (funcKey) returning a []string to the
// origin of its elements.
var elemOrigins = map[string]string{
	"flag.Args":                           "input",
	"flag.FlagSet.Args":                   "input",
	"github.com/spf13/pflag.Args":         "input",
	"github.com/spf13/pflag.FlagSet.Args": "input",
	// The arguments of a Corefile directive.
	"github.com/coredns/caddy/caddyfile.Dispenser.RemainingArgs": "input",
}

// inputCall reports whether fn returns text a program receives at run
// time, or data parsed from it.
func inputCall(fn *types.Func) bool {
	return resultOrigins[funcKey(fn)] != ""
}

// partsOfText lists the functions whose result's elements are parts of
// their first argument (of the argument after the receiver, for a
// regexp's methods): split, or matched by a pattern.
var partsOfText = map[string]bool{
	"strings.Split":                       true,
	"strings.SplitN":                      true,
	"strings.SplitAfter":                  true,
	"strings.SplitAfterN":                 true,
	"strings.Fields":                      true,
	"strings.FieldsFunc":                  true,
	"regexp.Regexp.FindStringSubmatch":    true,
	"regexp.Regexp.FindAllString":         true,
	"regexp.Regexp.FindAllStringSubmatch": true,
	"regexp.Regexp.Split":                 true,
}

// callElems is the reason the elements of the result of call, a slice,
// are not followed: the origin of the elements of a function that
// elemOrigins lists; that of the text whose parts they are (see
// partsOfText, partReason); "call" otherwise.
func (f *flow) callElems(call *ast.CallExpr, depth int) string {
	fn, ok := typeutil.Callee(f.info, call).(*types.Func)
	if !ok {
		return "call"
	}
	key := funcKey(fn)
	if why := elemOrigins[key]; why != "" {
		return why
	}
	if !partsOfText[key] || len(call.Args) == 0 || !isString(f.info.TypeOf(call.Args[0])) {
		return "call"
	}
	return f.partReason(call.Args[0], depth)
}

// partOfResults lists the functions whose string results are parts of
// their first argument.
var partOfResults = map[string]bool{
	"net.SplitHostPort": true,
	"strings.Cut":       true,
}

// partResult returns the reason result i of a call of fn is not followed
// when it is a part of the call's first argument (see partOfResults).
func (f *flow) partResult(fn *types.Func, call *ast.CallExpr, i, depth int) (string, bool) {
	sig := fn.Signature()
	if !partOfResults[funcKey(fn)] || len(call.Args) == 0 || i >= sig.Results().Len() || !isString(sig.Results().At(i).Type()) {
		return "", false
	}
	return f.partReason(call.Args[0], depth), true
}

// partReason is the reason of a part of e's text: e's own when every
// value of e is of a known origin (a part of input is input, one of url
// text is url text) or a parameter (which a call of its function may
// bind); "call" otherwise, a part of a constant included.
func (f *flow) partReason(e ast.Expr, depth int) string {
	vals, why := f.resolve(e, depth+1)
	if why == "" {
		why = holesReason(vals)
	}
	if why == "parameter" || originReason(why) != "" {
		return why
	}
	return "call"
}
