package eval

import (
	"fmt"
	"sort"
	"strings"
)

// Diff compares what two reports of the same corpus say, leaving out
// timings, memory and the directory: package and error counts, analyzer
// errors, the counts of sites, constants and reasons, sites by sink,
// every finding (position, check, message) with its range's end, related
// information and suggested fixes' edits, every unresolved site
// (position, sink, reason) and, when both reports list them, every sink
// site with its constants. It returns one
// line per difference, "-" for what only before says and "+" for what
// only after says; none when the reports agree.
func Diff(before, after *Report) []string {
	var out []string
	scalar := func(what string, b, a any) {
		if fmt.Sprint(b) != fmt.Sprint(a) {
			out = append(out, fmt.Sprintf("%s: %v -> %v", what, b, a))
		}
	}
	scalar("project", before.Project, after.Project)
	scalar("tests", before.Tests, after.Tests)
	scalar("analyzer", before.Analyzer, after.Analyzer)
	scalar("patterns", before.Patterns, after.Patterns)
	scalar("packages", before.Packages, after.Packages)
	scalar("packages with load errors", before.LoadErrors, after.LoadErrors)
	scalar("sink sites", before.Sites, after.Sites)
	scalar("URL constants", before.Constants, after.Constants)
	scalar("resolved sites", before.Resolved, after.Resolved)

	set := func(what string, b, a []string) {
		for _, d := range diffLines(b, a) {
			out = append(out, what+" "+d)
		}
	}
	set("analyzer error", before.Errors, after.Errors)
	set("unresolved count", countLines(before.Unresolved), countLines(after.Unresolved))
	set("sink count", sinkLines(before.BySink), sinkLines(after.BySink))
	set("finding", findingLines(before.Findings), findingLines(after.Findings))
	set("unresolved site", siteLines(before.Missed, false), siteLines(after.Missed, false))
	switch {
	case before.Calls != nil && after.Calls != nil:
		set("site", siteLines(before.Calls, true), siteLines(after.Calls, true))
	case before.Sites > 0 && (before.Calls == nil) != (after.Calls == nil):
		out = append(out, "sites: only one report lists them (an urlvet-eval without Calls?); not compared site by site")
	}
	return out
}

// diffLines returns the lines of b not in a ("- line") and of a not in b
// ("+ line"), counting repeats, in sorted order.
func diffLines(b, a []string) []string {
	n := map[string]int{}
	for _, s := range b {
		n[s]--
	}
	for _, s := range a {
		n[s]++
	}
	var out []string
	for s, k := range n {
		sign := "+"
		if k < 0 {
			sign, k = "-", -k
		}
		for ; k > 0; k-- {
			out = append(out, sign+" "+s)
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i][2:] != out[j][2:] {
			return out[i][2:] < out[j][2:]
		}
		return out[i] < out[j]
	})
	return out
}

func countLines(m map[string]int) []string {
	var out []string
	for k, n := range m {
		out = append(out, fmt.Sprintf("%s: %d", k, n))
	}
	return out
}

func sinkLines(m map[string]*SinkCount) []string {
	var out []string
	for k, n := range m {
		out = append(out, fmt.Sprintf("%s: sites %d, constants %d, resolved %d, own %v", k, n.Sites, n.Constants, n.Resolved, n.Own))
	}
	return out
}

func findingLines(fs []Finding) []string {
	var out []string
	for _, f := range fs {
		s := fmt.Sprintf("%s [%s] %q", f.Pos, f.Check, f.Message)
		if f.End != "" {
			s += " to " + f.End
		}
		for _, r := range f.Related {
			s += fmt.Sprintf(" related %s", r.Pos)
			if r.End != "" {
				s += "-" + r.End
			}
			s += fmt.Sprintf(" %q", r.Message)
		}
		if f.Fixes > 0 || len(f.SuggestedFixes) > 0 {
			var fixes []string
			for _, fix := range f.SuggestedFixes {
				var edits []string
				for _, e := range fix.Edits {
					edits = append(edits, fmt.Sprintf("%s-%s %q", e.Pos, e.End, e.New))
				}
				fixes = append(fixes, fmt.Sprintf("%q: %s", fix.Message, strings.Join(edits, ", ")))
			}
			s += fmt.Sprintf(" fixes %d {%s}", f.Fixes, strings.Join(fixes, "; "))
		}
		out = append(out, s)
	}
	return out
}

func siteLines(sites []Site, constants bool) []string {
	var out []string
	for _, s := range sites {
		l := fmt.Sprintf("%s %s", s.Pos, s.Sink)
		if s.Reason != "" {
			l += " (" + s.Reason + ")"
		}
		if constants {
			l += fmt.Sprintf(" constants %d", s.Constants)
		}
		out = append(out, l)
	}
	return out
}
