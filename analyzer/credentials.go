package analyzer

import (
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/rfc"
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
