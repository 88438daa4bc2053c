package analyzer

import (
	"go/ast"
	"slices"
	"strconv"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/rfc"
)

// sinkSchemeCheck reports a constant scheme that the sink does not take
// (sinks.Arg.Schemes): gorilla/websocket's Dialer.Dial rejects an http
// URL. Where the library maps ws to http and wss to https itself, the
// fix writes the WebSocket scheme, which it sends as the same request.
type sinkSchemeCheck struct{}

func (sinkSchemeCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckTarget} }

func (sinkSchemeCheck) wants(a *sinks.Arg) bool {
	return len(a.Schemes) > 0 && !a.Credentials
}

func (sinkSchemeCheck) checkValue(r *pkgAnalysis, sv *sinkValue) {
	v, at, sink, a := sv.v, sv.at, sv.sink, sv.a
	lead, _ := flow.LeadingText(v)
	i := strings.Index(lead, "://")
	if i <= 0 || !validSchemeName(lead[:i]) {
		return
	}
	scheme := strings.ToLower(lead[:i])
	if slices.Contains(a.Schemes, scheme) {
		return
	}
	viol := rfc.Violation{Start: 0, End: i, Check: rfc.CheckTarget, Rule: "scheme", RFC: "RFC 6455 §3", Severity: rfc.Error,
		Message: "the receiver takes only " + schemeList(a.Schemes) + " URLs: it rejects scheme " + strconv.Quote(lead[:i])}
	if ws := map[string]string{"http": "ws", "https": "wss"}[scheme]; ws != "" && slices.Contains(a.Schemes, ws) {
		viol.Fixable, viol.Replacement = true, ws
		viol.Message += "; write " + ws + "://"
	}
	if s := leadingTextOnly(v); r.tests.reportedInFile(viol, s, v, at, a) {
		r.report(v, valueStarts(v), s, viol, at, sink)
	}
}

// schemeList writes schemes as "ws or wss", "ws, wss, http or https".
func schemeList(schemes []string) string {
	if len(schemes) == 1 {
		return schemes[0]
	}
	return strings.Join(schemes[:len(schemes)-1], ", ") + " or " + schemes[len(schemes)-1]
}

// bareHostPortCheck reports host:port text given to a parser that
// misreads it (sinks.Arg.HostPortMisread), url.Parse:
// "localhost:8080" parses as scheme "localhost" with opaque "8080", and
// no host; "127.0.0.1:8080" and "[::1]:8080" fail to parse (a first path
// segment cannot hold ':'). A host that is a scheme must be localhost or
// a dotted name: "tel:5551234" is a URL. The value may come from far
// away: a field's values (set by a constructor), a parameter's (the
// package's calls), a flag's default, or the parts of one split at ','.
// Not in tests, whose tables feed url.Parse such text on purpose, nor
// where the code handles host:port itself (hostPortHandled), nor where
// the parsed text is an address a listener is given too: the parse is
// the mistake there (addrParseCheck).
type bareHostPortCheck struct{}

func (bareHostPortCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckTarget} }

func (bareHostPortCheck) wants(a *sinks.Arg) bool {
	return a.HostPortMisread && !a.Credentials
}

func (bareHostPortCheck) checkValue(r *pkgAnalysis, sv *sinkValue) {
	v, at, sink := sv.v, sv.at, sv.sink
	if r.intent.InTestFile(at.Pos()) {
		return // tests parse host:port on purpose, to see what url.Parse makes of it
	}
	s, whole := flow.LeadingText(v)
	host, ok := bareHostPort(s, whole)
	if !ok || r.hostPorts.hostPortHandled(at, sv.arg, !validSchemeName(host)) {
		return
	}
	if c, ok := at.(*ast.CallExpr); ok {
		if use, _ := r.parsedAddress(c); use != nil {
			return // an address a listener is given too: addrParseCheck reports the parse
		}
	}
	msg := strconv.Quote(s) + " is host:port, not a URL: it parses as scheme " + strconv.Quote(host) + " with no host"
	if !validSchemeName(host) {
		msg = strconv.Quote(s) + " is host:port, not a URL: it does not parse (a first path segment cannot hold ':'), and has no host"
	}
	viol := rfc.Violation{Start: 0, End: len(s), Check: rfc.CheckTarget, Rule: "absolute-URI", RFC: "RFC 3986 §3", Severity: rfc.Error,
		Message: msg + "; write a scheme and \"//\" before it (http://" + s + ")"}
	if r.enabledAt(viol.Check, at) {
		r.report(v, valueStarts(v), s, viol, at, sink)
	}
}

// bareHostPort reports whether s, the whole text of a value when whole,
// is a bare host and port that a URL parser misreads, and returns the
// host: localhost or a dotted name (which parse as a scheme), an IPv4
// address or a bracketed IPv6 one (which do not parse).
func bareHostPort(s string, whole bool) (host string, ok bool) {
	i := strings.LastIndexByte(s, ':')
	if !whole || i <= 0 || i == len(s)-1 || len(s)-i > 6 || strings.Trim(s[i+1:], "0123456789") != "" {
		return "", false
	}
	host = s[:i]
	switch {
	case strings.HasPrefix(host, "[") && strings.HasSuffix(host, "]"):
		ok = len(host) > 2 && strings.Contains(host, ":") && strings.Trim(host[1:len(host)-1], "0123456789abcdefABCDEF:.") == ""
	case validSchemeName(host):
		ok = strings.EqualFold(host, "localhost") || strings.Contains(host, ".") // not "tel:5551234", nor a name that may be a scheme
	default:
		ok = strings.Count(host, ".") == 3 && strings.Trim(host, "0123456789.") == ""
	}
	return host, ok
}
