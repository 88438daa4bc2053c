package analyzer

import (
	"go/ast"
	"go/types"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/rfc"
	"golang.org/x/tools/go/types/typeutil"
)

// credentialsCheck reports a constant password passed to
// url.UserPassword (sinks.Arg.Credentials).
type credentialsCheck struct{}

func (credentialsCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckCredentials} }

func (credentialsCheck) wants(a *sinks.Arg) bool { return a.Credentials }

func (credentialsCheck) checkValue(r *pkgAnalysis, sv *sinkValue) {
	v, at, sink := sv.v, sv.at, sv.sink
	for _, p := range v {
		if p.Hole || p.Text == "" || isMask(p.Text) {
			continue
		}
		if replacesPassword(r.pass.TypesInfo, at) {
			return
		}
		viol := rfc.Violation{
			Start: 0, End: len(p.Text), Check: rfc.CheckCredentials, Rule: "userinfo", RFC: "RFC 3986 §3.2.1",
			Message: "a constant password is embedded in the URL's credentials",
		}
		if r.tests.reportedInFile(viol, p.Text, v, at, sinks.Arg{}) {
			r.report(flow.Value{p}, []int{0}, p.Text, viol, at, sink)
		}
		return
	}
}

// isMask reports whether a password is a mask such as "xxxxx" or "***"
// (url.URL.Redacted writes one), not a secret.
func isMask(s string) bool {
	return strings.Count(s, s[:1]) == len(s) || strings.Contains(strings.ToLower(s), "redacted")
}

// replacesPassword reports whether at, the call that takes the password,
// pairs it with the user name of credentials a URL already holds
// (sinks.Func.UserName): the constant stands in for the password those
// credentials carried, a mask whatever its text, not a secret.
func replacesPassword(info *types.Info, at ast.Node) bool {
	call, ok := at.(*ast.CallExpr)
	if !ok || len(call.Args) == 0 {
		return false
	}
	user, ok := ast.Unparen(call.Args[0]).(*ast.CallExpr)
	if !ok {
		return false
	}
	fn, ok := typeutil.Callee(info, user).(*types.Func)
	return ok && flow.FuncOfObj(fn).UserName
}
