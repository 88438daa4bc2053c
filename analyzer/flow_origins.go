package analyzer

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"
)

// Functions whose text value flow cannot see into, but whose origin is
// known by their meaning: what every value they return is, whoever calls
// them. A site reading one is unresolved with that reason.

// resultOrigin returns, for a function (funcKey), the origin of its string
// result: "input" for text a program receives at run time, "decoded" for
// data parsed from it.
func resultOrigin(key string) string {
	switch key {
	case "os.Getenv",
		"os.LookupEnv",
		"flag.Arg",
		"net/http.Header.Get",
		"net/textproto.MIMEHeader.Get",
		"net/url.Values.Get",
		"net/http.Request.FormValue",
		"net/http.Request.PostFormValue",
		"net/http.Request.Referer",
		"net/http.Request.UserAgent",
		"github.com/spf13/pflag.FlagSet.Arg",
		"github.com/coredns/caddy/caddyfile.Dispenser.Val": // a token of the Corefile
		return "input"
	case "github.com/PuerkitoBio/goquery.Selection.Attr": // an attribute of a parsed HTML document
		return "decoded"
	}
	return ""
}

// elemOrigin returns, for a function (funcKey) returning a []string,
// the origin of its elements.
func elemOrigin(key string) string {
	switch key {
	case "flag.Args",
		"flag.FlagSet.Args",
		"github.com/spf13/pflag.Args",
		"github.com/spf13/pflag.FlagSet.Args",
		"github.com/coredns/caddy/caddyfile.Dispenser.RemainingArgs":
		return "input"
	}
	return ""
}

// inputCall reports whether fn returns text a program receives at run
// time, or data parsed from it.
func inputCall(fn *types.Func) bool {
	return resultOrigin(funcKey(fn)) != ""
}

// isPartsOfText reports the functions whose result's elements are parts of
// their first argument (of the argument after the receiver, for a
// regexp's methods): split, or matched by a pattern.
func isPartsOfText(key string) bool {
	switch key {
	case "strings.Split",
		"strings.SplitN",
		"strings.SplitAfter",
		"strings.SplitAfterN",
		"strings.Fields",
		"strings.FieldsFunc",
		"regexp.Regexp.FindStringSubmatch",
		"regexp.Regexp.FindAllString",
		"regexp.Regexp.FindAllStringSubmatch",
		"regexp.Regexp.Split":
		return true
	}
	return false
}

// callElems is the reason the elements of the result of call, a slice,
// are not followed: the origin of the elements of a function that
// elemOrigin knows; that of the text whose parts they are (see
// isPartsOfText, partReason); "call" otherwise.
func (f *flow) callElems(call *ast.CallExpr, depth int) string {
	fn, ok := typeutil.Callee(f.info, call).(*types.Func)
	if !ok {
		return "call"
	}
	key := funcKey(fn)
	if why := elemOrigin(key); why != "" {
		return why
	}
	if !isPartsOfText(key) || len(call.Args) == 0 || !isString(f.info.TypeOf(call.Args[0])) {
		return "call"
	}
	return f.partReason(call.Args[0], depth)
}

// isPartOfResult reports the functions whose string results are parts of
// their first argument.
func isPartOfResult(key string) bool {
	switch key {
	case "net.SplitHostPort",
		"strings.Cut":
		return true
	}
	return false
}

// partResult returns the reason result i of a call of fn is not followed
// when it is a part of the call's first argument (see isPartOfResult).
func (f *flow) partResult(fn *types.Func, call *ast.CallExpr, i, depth int) (string, bool) {
	sig := fn.Signature()
	if !isPartOfResult(funcKey(fn)) || len(call.Args) == 0 || i >= sig.Results().Len() || !isString(sig.Results().At(i).Type()) {
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
