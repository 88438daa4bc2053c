package eval

import (
	"fmt"
	"io"
	"sort"
	"strings"
	"time"
)

// WriteMarkdown writes the reports as Markdown tables: one row per report,
// then findings by check and unresolved sites by reason. With findings, it
// lists every finding for reading.
func WriteMarkdown(w io.Writer, reports []*Report, findings bool) {
	fmt.Fprintln(w, "| project | tests | analyzer | packages | sink sites | URL constants | resolved | unresolved | findings (in tests) | load | analysis | wall | peak RSS |")
	fmt.Fprintln(w, "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
	for _, r := range reports {
		unresolved := 0
		for _, n := range r.Unresolved {
			unresolved += n
		}
		fmt.Fprintf(w, "| %s | %v | %s | %d | %d | %d | %d | %d | %d (%d) | %s | %s | %s | %d MiB |\n",
			r.Project, r.Tests, r.Analyzer, r.Packages, r.Sites, r.Constants, r.Resolved, unresolved,
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
	writeCounts(w, "unresolved sites by reason", reports, func(r *Report) map[string]string {
		m := map[string]string{}
		for k, n := range r.Unresolved {
			m[k] = fmt.Sprint(n)
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
