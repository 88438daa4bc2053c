package eval

import (
	"fmt"
	"io"
	"math"
	"sort"
	"strings"
	"time"
)

// WriteMarkdown writes the reports as Markdown tables: one row per report
// (its sites resolved, checked elsewhere and unresolved), then findings by
// check and the sites not followed by reason, those checked elsewhere
// marked "*". With findings, it lists every finding for reading.
func WriteMarkdown(w io.Writer, reports []*Report, findings bool) {
	fmt.Fprintln(w, "| project | tests | analyzer | packages | sink sites | URL constants | resolved | checked elsewhere | unresolved | findings (in tests) | load | analysis | wall | peak RSS |")
	fmt.Fprintln(w, "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
	for _, r := range reports {
		elsewhere, open := r.notFollowed()
		fmt.Fprintf(w, "| %s | %v | %s | %d | %d | %d | %d | %d | %d | %d (%d) | %s | %s | %s | %d MiB |\n",
			r.Project, r.Tests, r.Analyzer, r.Packages, r.Sites, r.Constants, r.Resolved, elsewhere, open,
			len(r.Findings), r.testFindings(), secs(r.Load), secs(r.Analysis), secs(r.Wall), r.PeakRSS>>20)
	}

	for _, r := range reports {
		if len(r.Errors) > 0 {
			fmt.Fprintf(w, "\n%s (tests %v): %d analyzer errors, first: %s\n", r.Project, r.Tests, len(r.Errors), r.Errors[0])
		}
	}

	writeCounts(w, "findings by check (in tests)", reports, func(r *Report) map[string]string {
		m := map[string]string{}
		for k, n := range r.ByCheck {
			m[k] = fmt.Sprintf("%d (%d)", n, r.ByCheckTests[k])
		}
		return m
	})
	writeCounts(w, "sites not followed, by reason (* checked elsewhere)", reports, func(r *Report) map[string]string {
		m := map[string]string{}
		for k, n := range r.Unresolved {
			m[reasonLabel(k)] = fmt.Sprint(n)
		}
		return m
	})
	writeCounts(w, "third-party sink: sites / URL constants", reports, func(r *Report) map[string]string {
		m := map[string]string{}
		for k, n := range r.BySink {
			if thirdParty(k) && !n.Own {
				m[k] = fmt.Sprintf("%d / %d", n.Sites, n.Constants)
			}
		}
		return m
	})

	if !findings {
		return
	}
	for _, r := range reports {
		if len(r.Findings)+len(r.Missed) == 0 {
			continue
		}
		fmt.Fprintf(w, "\n### %s (tests %v, %s)\n\n", r.Project, r.Tests, r.Analyzer)
		for _, f := range r.Findings {
			fmt.Fprintf(w, "- `%s` [%s] %s\n  `%s`\n", f.Pos, f.Check, f.Message, code(f.Line))
		}
		if len(r.Missed) > 0 {
			fmt.Fprintf(w, "\nUnresolved sites:\n\n")
		}
		for _, s := range r.Missed {
			fmt.Fprintf(w, "- `%s` %s (%s)\n  `%s`\n", s.Pos, s.Sink, s.Reason, code(s.Line))
		}
	}
}

// reasonLabel marks a reason whose sites are checked elsewhere with "*".
func reasonLabel(reason string) string {
	if checkedElsewhere[reason] {
		return reason + " *"
	}
	return reason
}

// column names the report in a table heading: "std +tests -literals".
func (r *Report) column() string {
	name := r.Project
	if r.Tests {
		name += " +tests"
	}
	if r.Analyzer != "urlvet" {
		name += " " + r.Analyzer
	}
	return name
}

func (r *Report) testFindings() int {
	n := 0
	for _, f := range r.Findings {
		if f.Test {
			n++
		}
	}
	return n
}

// writeCounts writes a table with one row per key and one column per report.
func writeCounts(w io.Writer, title string, reports []*Report, cells func(*Report) map[string]string) {
	columns := make([]map[string]string, len(reports))
	keys := map[string]bool{}
	for i, r := range reports {
		columns[i] = cells(r)
		for k := range columns[i] {
			keys[k] = true
		}
	}
	if len(keys) == 0 {
		return
	}
	sorted := make([]string, 0, len(keys))
	for k := range keys {
		sorted = append(sorted, k)
	}
	sort.Strings(sorted)

	fmt.Fprintf(w, "\n| %s |", title)
	for _, r := range reports {
		fmt.Fprintf(w, " %s |", r.column())
	}
	fmt.Fprintf(w, "\n| --- |%s\n", strings.Repeat(" ---: |", len(reports)))
	for _, k := range sorted {
		fmt.Fprintf(w, "| %s |", k)
		for _, col := range columns {
			fmt.Fprintf(w, " %s |", orDefault(col[k], "0"))
		}
		fmt.Fprintln(w)
	}
}

// thirdParty reports whether a sink name ("(*net/http.Client).Get",
// "github.com/redis/go-redis/v9.ParseURL") names a function outside the
// standard library: the first element of its package path has a dot. A
// name without a path ("redis.ParseURL") is third-party too; "literal"
// (constants checked by -literals) is no sink.
func thirdParty(sink string) bool {
	s := strings.TrimLeft(sink, "(*")
	first, _, hasSlash := strings.Cut(s, "/")
	if !hasSlash {
		return sink != "literal" && strings.Contains(s, ".")
	}
	return strings.Contains(first, ".")
}

// code makes a line safe inside a Markdown code span.
func code(line string) string { return strings.ReplaceAll(line, "`", "'") }

func secs(d time.Duration) string { return fmt.Sprintf("%.2fs", d.Seconds()) }

// WriteComparison writes, for each report of after that has a report of
// the same project, test mode and analyzer in before, the sites, the sites
// not followed by reason, in all, checked elsewhere and unresolved, and
// the findings before and after ("b → a"), then totals per test mode with
// the change in percent. Both sides are grouped by today's reasons.
func WriteComparison(w io.Writer, before, after []*Report) {
	type key struct {
		project, analyzer string
		tests             bool
	}
	old := map[key]*Report{}
	for _, r := range before {
		old[key{r.Project, r.Analyzer, r.Tests}] = r
	}
	reasons := map[string]bool{}
	for _, r := range append(append([]*Report(nil), before...), after...) {
		for k := range r.Unresolved {
			reasons[k] = true
		}
	}
	var cols []string
	for k := range reasons {
		cols = append(cols, k)
	}
	sort.Strings(cols)

	fmt.Fprintf(w, "| project | tests | sink sites | URL constants |")
	for _, c := range cols {
		fmt.Fprintf(w, " %s |", reasonLabel(c))
	}
	fmt.Fprintf(w, " not followed | checked elsewhere | unresolved | findings (in tests) |\n| --- | --- |%s\n", strings.Repeat(" ---: |", len(cols)+6))
	type sums struct{ b, a map[string]int }
	totals := map[bool]*sums{}
	for _, a := range after {
		b := old[key{a.Project, a.Analyzer, a.Tests}]
		if b == nil {
			continue
		}
		t := totals[a.Tests]
		if t == nil {
			t = &sums{map[string]int{}, map[string]int{}}
			totals[a.Tests] = t
		}
		add := func(m map[string]int, r *Report) {
			m["sink sites"] += r.Sites
			m["URL constants"] += r.Constants
			m["findings"] += len(r.Findings)
			m["in tests"] += r.testFindings()
			for k, n := range r.Unresolved {
				m[k] += n
				m["not followed"] += n
			}
			elsewhere, open := r.notFollowed()
			m["checked elsewhere"] += elsewhere
			m["unresolved"] += open
		}
		add(t.b, b)
		add(t.a, a)
		fmt.Fprintf(w, "| %s | %v | %d → %d | %d → %d |", a.Project, a.Tests, b.Sites, a.Sites, b.Constants, a.Constants)
		for _, c := range cols {
			fmt.Fprintf(w, " %d → %d |", b.Unresolved[c], a.Unresolved[c])
		}
		be, bo := b.notFollowed()
		ae, ao := a.notFollowed()
		fmt.Fprintf(w, " %d → %d | %d → %d | %d → %d | %d (%d) → %d (%d) |\n", be+bo, ae+ao, be, ae, bo, ao,
			len(b.Findings), b.testFindings(), len(a.Findings), a.testFindings())
	}
	for _, tests := range []bool{false, true} {
		t := totals[tests]
		if t == nil {
			continue
		}
		change := func(k string) string {
			if t.b[k] == 0 {
				return fmt.Sprintf("%d → %d", t.b[k], t.a[k])
			}
			return fmt.Sprintf("%d → %d (%+d%%)", t.b[k], t.a[k], int(math.Round(100*float64(t.a[k]-t.b[k])/float64(t.b[k]))))
		}
		fmt.Fprintf(w, "| **total** | %v | %s | %s |", tests, change("sink sites"), change("URL constants"))
		for _, c := range cols {
			fmt.Fprintf(w, " %s |", change(c))
		}
		fmt.Fprintf(w, " %s | %s | %s | %d (%d) → %d (%d) |\n", change("not followed"), change("checked elsewhere"), change("unresolved"),
			t.b["findings"], t.b["in tests"], t.a["findings"], t.a["in tests"])
	}
}
