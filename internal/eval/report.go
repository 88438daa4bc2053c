package eval

import "time"

// A Report is the measurement of one analyzer over one set of packages.
type Report struct {
	Project  string   // a short name: "std", "docker/cli"
	Dir      string   // the module directory packages were loaded from
	Patterns []string // package patterns
	Tests    bool     // test files were loaded too
	Analyzer string   // "urlvet", "urlvet-literals", "urlvet-warnings" or "nop"

	Packages   int            // root packages (test variants included when Tests)
	LoadErrors int            // packages with load or type errors
	Errors     []string       // errors of the analyzer's actions
	Sites      int            // distinct sink sites seen
	Constants  int            // URL constants checked at those sites
	Resolved   int            // sites whose every value was a checked constant
	Unresolved map[string]int // unresolved sites by what stopped value flow
	Missed     []Site         // the unresolved sites, for reading
	// Calls are every sink site, resolved or not, with the constants
	// checked there (Reason empty when resolved): with Missed and the
	// findings' fixes, what a comparison of two runs needs, site by site.
	Calls        []Site                `json:",omitempty"`
	BySink       map[string]*SinkCount // sites by sink name (SinkCall.Sink)
	Findings     []Finding
	ByCheck      map[string]int // findings by check ID (Diagnostic.Category)
	ByCheckTests map[string]int // the subset of ByCheck in _test.go files

	Load     time.Duration // go/packages: listing, parsing, type checking
	Analysis time.Duration // checker.Analyze, all analyzers and packages
	Self     time.Duration // sum of the measured analyzer's own actions
	// LoadCPU and AnalysisCPU are the user and system CPU time of this
	// process during Load and Analysis (go list's own not counted): on a
	// shared machine they vary less than the wall times. The garbage of
	// loading is collected between the two, in neither; AnalysisGC is the
	// garbage collector's part of AnalysisCPU.
	LoadCPU     time.Duration
	AnalysisCPU time.Duration
	AnalysisGC  time.Duration
	Wall        time.Duration // whole process until the report was made
	PeakRSS     int64         // bytes, from getrusage of this process (0 if unknown)
}

// A SinkCount counts the sites of one sink.
type SinkCount struct {
	Sites     int
	Constants int
	Resolved  int
	Own       bool `json:",omitempty"` // a function of the packages measured (a wrapper of theirs)
}

// A Finding is one diagnostic, with the line it is on for reading.
type Finding struct {
	Pos     string // file:line:col, file relative to Dir when inside it
	Check   string
	Message string
	Test    bool   // in a _test.go file
	Line    string // the source line, trimmed
	Fixes   int    // suggested fixes offered
	// End is where the diagnostic's range ends (file:line:col), if it
	// has one; Related is its related information.
	End     string    `json:",omitempty"`
	Related []Related `json:",omitempty"`
	// SuggestedFixes are the fixes offered, each with its edits.
	SuggestedFixes []Fix `json:",omitempty"`
}

// A Related is a diagnostic's related information: a position (and the
// end of its range, if any) and a message.
type Related struct {
	Pos, End string `json:",omitempty"`
	Message  string
}

// A Fix is a suggested fix: its message and its text edits.
type Fix struct {
	Message string
	Edits   []Edit
}

// An Edit replaces the text from Pos to End (file:line:col, as in
// Finding.Pos) with New.
type Edit struct {
	Pos, End string
	New      string
}

// A Site is a sink call whose URL argument urlvet could not follow.
type Site struct {
	Pos    string
	Sink   string
	Reason string
	Line   string
	// Constants is the number of URL constants checked at the site (in
	// Report.Calls; 0 in Missed).
	Constants int `json:",omitempty"`
}

// checkedElsewhere are the reasons of unresolved sites that no unchecked
// constant can reach: their constants are checked where they enter (see
// the package comment).
var checkedElsewhere = map[string]bool{
	"url":          true, // text of a url.URL
	"input":        true, // run-time input
	"field-writes": true, // a field checked at its writes, through a fact
	"wrapper":      true, // a parameter of a wrapper with a WrapperFact
}

// notFollowed returns the unresolved sites of r in two groups: those
// checked elsewhere, and the rest, which a constant could reach
// unchecked.
func (r *Report) notFollowed() (elsewhere, open int) {
	for k, n := range r.Unresolved {
		if checkedElsewhere[k] {
			elsewhere += n
		} else {
			open += n
		}
	}
	return elsewhere, open
}
