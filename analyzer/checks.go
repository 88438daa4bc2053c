package analyzer

import (
	"go/ast"
	"slices"
	"sync"

	"golang.org/x/tools/go/analysis"

	"github.com/urlvet/urlvet/analyzer/internal/flow"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/rfc"
)

// The check stage. Each check is a unit in the file of its findings that
// makes the findings of a few check IDs at one hook of the stage; a check
// only the analyzer makes is documented beside its unit (checkDocs), the
// grammar's in rfc.Checks. The sites stage (sites.go) finds the values that
// reach sinks and hands each to the checks of its hook, in the order of
// the registry below, which is the order of their findings; every finding
// leaves through the report stage (reporter).
var (
	// valueChecks check each value that reaches a sink's argument, a
	// url.URL field or a field sink, after the sites stage has dropped the
	// values a test means to be bad and adjusted the target to how the
	// value is sent (sinkValue).
	valueChecks = []valueCheck{credentialsCheck{}, sinkSchemeCheck{}, bareHostPortCheck{}, hostFieldCheck{}, textStage{}}
	// argChecks check the expression of each argument that reaches a
	// sink, a url.URL field or a field sink, whether or not value flow
	// knows its text: what the functions that made it guarantee.
	argChecks = []argCheck{guaranteeCheck{}, socketPathCheck{}, urlQueryPathCheck{}, unbracketedHostCheck{}, componentTargetCheck{}}
	// textChecks check the text of each value that reaches a sink, a
	// field write or, with -literals, a lone literal: its constant pieces
	// with the places of its holes and joins (valueText).
	textChecks = []textCheck{grammarCheck{}, pathQueryCheck{}, pathHostCheck{}, unescapedCheck{}, escaperCheck{}, partialEscapeCheck{}, slashJoinCheck{}, doubleSlashCheck{}, freeBaseCheck{}, queryTailCheck{}, ipHostCheck{}}
	// callChecks check each call of the package, after its arguments.
	callChecks = []callCheck{resolvedCheck{}, pathJoinCheck{}, cutsetCheck{}, schemeGuardCheck{}, flagDefaultCheck{}, resolutionCheck{}, schemeFallbackCheck{}, addrParseCheck{}, requestURIParseCheck{}, driveSchemeCheck{}, joinedSegmentsCheck{}, joinedPairsCheck{}, escapedFormatCheck{}, valuesEscapedCheck{}, handEscapedValuesCheck{}, userinfoEscapedCheck{}, addrHostPortCheck{}, portReplaceCheck{}, queryCopyCheck{}, splitFailedCheck{}, parseSucceedsCheck{}, decodedTwiceCheck{}}
	// groupedChecks run once, after every site and before the sites'
	// findings are grouped and out, whose reporter they share: they see
	// which literals reached a sink.
	groupedChecks = []packageCheck{urlTemplateCheck{}, addrFieldCheck{}, addrResultCheck{}}
	// packageChecks run once, after the sites' findings are out; the
	// directives' last, when every other finding is.
	packageChecks = []packageCheck{pathStringEscaperCheck{}, sharedBaseCheck{}, gluedSegmentCheck{}, extendedPathCheck{}, swappedSchemeCheck{}, allowlistCheck{}, hostNameCheck{}, hostPathCheck{}, joinsAfterSitesCheck{}, urlQueryPathCheck{}, schemeGuardCheck{}, directiveCheck{}}
)

// checkDocs documents every check, in the order of urlvet help and
// docs/checks.md: the grammar's (rfc.Checks), with the analyzer's joins of
// paths before hostport, and its other checks after. The list is made on
// first use.
func checkDocs() []rfc.CheckDoc {
	checkDocList.once.Do(func() {
		grammar := rfc.Checks
		i := slices.IndexFunc(grammar, func(d rfc.CheckDoc) bool { return d.ID == rfc.CheckHostPort })
		docs := slices.Concat(grammar[:i], []rfc.CheckDoc{pathJoinDoc, cutsetDoc, queryCopyDoc, flagDefaultDoc, resolveDoc}, grammar[i:],
			[]rfc.CheckDoc{unescapedInputDoc, unescapedDoc, escaperDoc, hostNameDoc, allowlistDoc, directiveDoc})
		checkDocList.docs = docs
		checkDocList.byID = make(map[rfc.CheckID]*rfc.CheckDoc, len(docs))
		for i := range docs {
			checkDocList.byID[docs[i].ID] = &docs[i]
		}
	})
	return checkDocList.docs
}

var checkDocList struct {
	once sync.Once
	docs []rfc.CheckDoc
	byID map[rfc.CheckID]*rfc.CheckDoc // the docs by ID: every package asks for several
}

// checkDoc returns the documentation of the check with the given ID, or
// nil: Doc's, without a copy.
func checkDoc(id rfc.CheckID) *rfc.CheckDoc {
	checkDocs()
	return checkDocList.byID[id]
}

// Checks documents every check urlvet makes, in a stable order: the
// grammar's, which rfc.Check reports too, and the analyzer's.
func Checks() []rfc.CheckDoc { return slices.Clone(checkDocs()) }

// Doc returns the documentation of the check with the given ID.
func Doc(id rfc.CheckID) (rfc.CheckDoc, bool) {
	if d := checkDoc(id); d != nil {
		return *d, true
	}
	return rfc.CheckDoc{}, false
}

// A check makes the findings of the check IDs it names.
type check interface {
	IDs() []rfc.CheckID
}

// A valueCheck checks the values reaching a sink argument it wants.
type valueCheck interface {
	check
	wants(a *sinks.Arg) bool
	checkValue(r *pkgAnalysis, v *sinkValue)
}

// An argCheck checks the expression of an argument it wants.
type argCheck interface {
	check
	wants(a *sinks.Arg) bool
	checkArgExpr(r *pkgAnalysis, arg ast.Expr, at ast.Node, sink string, a sinks.Arg)
}

// A textCheck checks the text of a value.
type textCheck interface {
	check
	checkText(r *pkgAnalysis, t *valueText)
}

// A callCheck checks a call, whether or not it reaches a sink.
type callCheck interface {
	check
	checkCall(r *pkgAnalysis, c *sinkCall)
}

// A packageCheck checks the package once.
type packageCheck interface {
	check
	checkPackage(r *pkgAnalysis)
}

// textStage hands the values of URL arguments to the textChecks; a
// password is no URL.
type textStage struct{}

func (textStage) IDs() []rfc.CheckID { return nil }

func (textStage) wants(a *sinks.Arg) bool { return !a.Credentials }

func (textStage) checkValue(r *pkgAnalysis, v *sinkValue) {
	r.checkText(v.v, v.at, v.sink, v.target, v.a)
}

// checkText hands the text of value v, reaching sink at at, to the
// textChecks.
func (r *pkgAnalysis) checkText(v flow.Value, at ast.Node, sink string, target rfc.Target, a sinks.Arg) {
	t, ok := textOf(v, a.Prefix)
	if !ok {
		return
	}
	t.at, t.sink, t.target, t.a = at, sink, target, a
	for _, k := range textChecks {
		k.checkText(r, t)
	}
}

// enabledAt reports whether check id runs at node at: in test code, as
// its test policy says (enabledInTests).
func (r *pkgAnalysis) enabledAt(id rfc.CheckID, at ast.Node) bool {
	if r.intent.InTestCode(at.Pos()) {
		return r.cfg.enabledInTests(id)
	}
	return r.enabled(id)
}

// enabled reports whether the configuration runs check id.
func (r *pkgAnalysis) enabled(id rfc.CheckID) bool {
	return r.cfg.enabled(id)
}

// enabled reports whether cfg runs check id outside test code.
func (cfg Config) enabled(id rfc.CheckID) bool {
	var sev rfc.Severity
	if d := checkDoc(id); d != nil {
		sev = d.Severity
	}
	return cfg.enabledAs(id, sev)
}

// enabledInTests reports whether cfg runs check id in test code: never
// an rfc.OffInTests check, and an rfc.WarningInTests check as a warning.
func (cfg Config) enabledInTests(id rfc.CheckID) bool {
	doc, _ := Doc(id)
	if doc.Tests == rfc.OffInTests {
		return false
	}
	return cfg.enabledAs(id, doc.SeverityIn(true))
}

// enabledAs reports whether cfg runs check id of severity sev: a check
// listed in Checks, or with Checks empty every check whose severity is an
// error, and the warnings too with Warnings; never a check listed in
// Disable.
func (cfg Config) enabledAs(id rfc.CheckID, sev rfc.Severity) bool {
	for _, d := range cfg.Disable {
		if d == id {
			return false
		}
	}
	if len(cfg.Checks) == 0 {
		// nil and empty both mean all (Config.Validate), less the
		// warnings unless asked for: a go vet run fails on any diagnostic.
		return sev != rfc.Warning || cfg.Warnings
	}
	for _, c := range cfg.Checks {
		if c == id {
			return true
		}
	}
	return false
}

// emitter returns how a package check of id that reads syntax alone hands
// a finding about node at to the report stage: each on its own, where id
// runs at that node (enabledAt).
func (r *pkgAnalysis) emitter(id rfc.CheckID) func(at ast.Node, d analysis.Diagnostic) {
	return func(at ast.Node, d analysis.Diagnostic) {
		if r.enabledAt(id, at) {
			r.out.add(finding{Diagnostic: d, alone: true})
		}
	}
}
