package analyzer

import (
	"go/ast"
	"go/token"
	"slices"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/rfc"
)

// A valueText is the text of a value as the textChecks see it: its
// constant pieces written one after the other, with the offsets of its
// holes and of the joins of a concatenation.
type valueText struct {
	v      flow.Value
	starts []int  // where each piece of v starts in s
	s      string // the text
	// placeholder is the length of what s starts with that the value does
	// not hold (sinks.Arg.Prefix, a scheme standing for a hole): no
	// finding starts there.
	placeholder  int
	holes, joins []int
	at           ast.Node
	sink         string
	target       rfc.Target
	a            sinks.Arg
}

// textOf writes the text of v after prefix, a constant text written
// before the value; false when v has no constant piece.
func textOf(v flow.Value, prefix string) (*valueText, bool) {
	var b strings.Builder
	t := &valueText{v: v, starts: make([]int, len(v))}
	known := false
	skip := 0
	b.WriteString(prefix)
	if prefix == "" && len(v) > 1 && v[0].Hole && !v[1].Hole && strings.HasPrefix(v[1].Text, "://") {
		// scheme + "://" + host: the hole is a scheme, which a hole at
		// the start of a reference cannot stand for.
		b.WriteString("http")
		skip = 1
	}
	t.placeholder = b.Len()
	for i, p := range v {
		if i < skip {
			continue
		}
		t.starts[i] = b.Len()
		if p.Hole {
			if len(t.holes) == 0 || t.holes[len(t.holes)-1] != b.Len() {
				t.holes = append(t.holes, b.Len())
			}
			continue
		}
		known = true
		if joinBefore(v, i, skip) {
			t.joins = append(t.joins, b.Len())
		}
		b.WriteString(p.Text)
	}
	t.s = b.String()
	return t, known
}

// grammarCheck reports what rfc.Check finds in the text: the grammar of
// the target and the mistakes it recognizes.
type grammarCheck struct{}

func (grammarCheck) IDs() []rfc.CheckID {
	ids := make([]rfc.CheckID, len(rfc.Checks))
	for i, d := range rfc.Checks {
		ids[i] = d.ID
	}
	return ids
}

// Findings that start within the placeholder are not reported.
func (grammarCheck) checkText(r *pkgAnalysis, t *valueText) {
	opts := rfc.Options{Profile: r.cfg.Profile, Target: t.target, Holes: t.holes, Joins: t.joins, Scheme: t.a.Scheme}
	for _, viol := range rfc.Check(t.s, opts) {
		if viol.Start >= t.placeholder && r.tests.reportedInFile(viol, t.s, t.v, t.at, t.a) && reportedAt(viol, t.sink) && !decodedHostZone(viol, t.a) &&
			!(viol.Check == rfc.CheckPlaceholder && (r.assigns.templateWrite(t.at, t.sink) || templateFields{r}.expanded(t, viol) || r.queryNamedSegment(t, viol) || r.filledRestored(t, viol))) && !r.searchedMarker(t, viol) &&
			!(emptyHost(viol, t.s) && (t.a.HostLater || r.requests.listenOnly(t.at, t.a))) && !(t.a.HostPortMisread && bareHostPortText(t) && !r.intent.InTestFile(t.at.Pos())) &&
			(viol.Check != rfc.CheckHostPort || r.hostPorts.hostPortHole(t.v, t.starts, viol.Start)) &&
			(viol.Check != rfc.CheckJoin || !(slashJoins{r}).slashTested(t, viol) && !(slashJoins{r}).slashWritten(t, viol)) &&
			(viol.Check != rfc.CheckSchemeInHost || !(schemePrefixes{r}).prefixTested(t, viol)) &&
			!(viol.Check == rfc.CheckCredentials && userinfoTarget(t.target) && runtimePassword(t, viol)) {
			r.reportCleaned(t.v, t.starts, t.s, viol, t.at, t.sink, cleanedScheme(t, viol))
		}
	}
}

// runtimePassword reports whether the password of viol, a credentials
// finding, is run-time text alone (":" + cfg.Password): a database's or a
// network service's driver takes its credentials in the URI, so only a
// password written in the code is one to report there; the text of a
// run-time one is unescaped-input's to judge.
func runtimePassword(t *valueText, viol rfc.Violation) bool {
	return viol.End == viol.Start+1 && slices.Contains(t.holes, viol.End)
}

// bareHostPortText reports whether t is a bare host:port given to a
// parser that misreads it: outside test files, bareHostPortCheck's
// finding, not the grammar's (whose "./" before it would not make it a
// URL).
func bareHostPortText(t *valueText) bool {
	s, whole := flow.LeadingText(t.v)
	_, ok := bareHostPort(s, whole)
	return ok
}

// cleanedScheme returns, when viol lies in a scheme followed by ":/" and
// a host that a path join made of "scheme://" ("https:/api.example.com"),
// the position of the piece's expression: the join's call, or the URL
// literal the join cleaned, where its path-join finding is. Else NoPos.
func cleanedScheme(t *valueText, viol rfc.Violation) token.Pos {
	i := strings.Index(t.s, ":/")
	if i <= 0 || viol.Start > i+2 || strings.HasPrefix(t.s[i:], "://") || !validSchemeName(t.s[:i]) {
		return token.NoPos
	}
	k := pieceAt(t.v, t.starts, i, false)
	if k < 0 || t.v[k].Hole || t.v[k].Lit != nil || t.v[k].Use == nil {
		return token.NoPos
	}
	return t.v[k].Use.Pos()
}

// reportedAt reports whether a violation is worth reporting where the
// value goes. A string that reaches no sink (-literals) and holds a
// placeholder is a template that is filled in before it is sent.
func reportedAt(v rfc.Violation, sink string) bool {
	return !(sink == "literal" && v.Check == rfc.CheckPlaceholder)
}

// joinBefore reports whether piece i of v is joined to known text before
// it by a concatenation (rfc.Options.Joins): the piece before it is
// known, or stands for a known base (skip), and comes from another
// literal. The runs of one printf format are not joins.
func joinBefore(v flow.Value, i, skip int) bool {
	if i == 0 || v[i].Hole || v[i].Tail && !v[i].Join {
		return false
	}
	prev := v[i-1]
	if prev.Hole && i-1 >= skip {
		return false
	}
	return prev.Lit == nil || prev.Lit != v[i].Lit
}

// decodedHostZone reports whether v asks for the '%' before an IPv6 zone
// identifier to be written "%25" in a field that holds the host decoded
// (sinks.Param.Decoded: url.URL.Host), as url.Parse leaves it
// ("[fe80::1%en0]" from "http://[fe80::1%25en0]/"): URL.String escapes
// its '%' itself, so the raw '%' is right there, and "%25" would reach
// the wire as "%2525".
func decodedHostZone(v rfc.Violation, a sinks.Arg) bool {
	return a.Decoded && v.Check == rfc.CheckIPv6 && v.Rule == "IPv6addrz" && v.Replacement == "%25"
}
