package main

import (
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"

	"github.com/urlvet/urlvet/rfc"
)

const usage = `urlvet reports URL constants that break RFC 3986, RFC 2396 or RFC 1738.

Usage:
	urlvet [flags] packages          analyze packages (urlvet -help lists the flags)
	urlvet check [flags] [URL...]    check URLs from the arguments or standard input
	urlvet help [CHECK]              list the checks, or explain one
	urlvet help -markdown            the check reference in Markdown
	urlvet version                   print the version

	go vet -vettool=$(which urlvet) [flags] packages
	go fix -fixtool=$(which urlvet) [flags] packages

Exit status of the package mode: 0 no findings, 1 error, 3 findings
(0 with -json or -sarif unless there was an error).
`

// runHelp implements "urlvet help [CHECK]" and returns the exit code.
func runHelp(args []string, stdout, stderr io.Writer) int {
	switch {
	case len(args) == 0:
		fmt.Fprint(stdout, usage)
		fmt.Fprintln(stdout, "\nChecks (urlvet help CHECK explains one):")
		for _, d := range rfc.Checks {
			fmt.Fprintf(stdout, "\t%-16s %s\n", d.ID, d.Title)
		}
		return 0
	case len(args) == 1 && (args[0] == "-markdown" || args[0] == "--markdown"):
		writeMarkdown(stdout)
		return 0
	case len(args) == 1:
		d, ok := rfc.Doc(rfc.CheckID(args[0]))
		if !ok {
			fmt.Fprintf(stderr, "urlvet help: unknown check %q (urlvet help lists them)\n", args[0])
			return 2
		}
		writeDoc(stdout, d)
		return 0
	}
	fmt.Fprintln(stderr, "usage: urlvet help [CHECK]")
	return 2
}

func writeDoc(w io.Writer, d rfc.CheckDoc) {
	fmt.Fprintf(w, "%s: %s\n\n", d.ID, d.Title)
	fmt.Fprintf(w, "%s\n\n", wrap(d.Explanation, 76))
	if d.Bad != "" {
		fmt.Fprintf(w, "Bad:  %s\nGood: %s\n\n", shown(d.Bad, d), shown(d.Good, d))
	}
	if d.RFC != "" {
		fmt.Fprintf(w, "Reference: %s", d.RFC)
		if d.URL != "" {
			fmt.Fprintf(w, " <%s>", d.URL)
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintf(w, "Severity:  %s\n", d.Severity)
	if d.Since != "" {
		fmt.Fprintf(w, "Since:     %s\n", d.Since)
	}
}

// wrap fills each paragraph of s (paragraphs end at blank lines) into
// lines of at most width bytes, except for words longer than that.
func wrap(s string, width int) string {
	var paras []string
	for _, para := range strings.Split(strings.TrimSpace(s), "\n\n") {
		var b strings.Builder
		n := 0
		for _, word := range strings.Fields(para) {
			switch {
			case n == 0:
			case n+1+len(word) > width:
				b.WriteByte('\n')
				n = 0
			default:
				b.WriteByte(' ')
				n++
			}
			b.WriteString(word)
			n += len(word)
		}
		paras = append(paras, b.String())
	}
	return strings.Join(paras, "\n\n")
}

// writeMarkdown writes the check reference that README.md carries.
func writeMarkdown(w io.Writer) {
	for i, d := range rfc.Checks {
		if i > 0 {
			fmt.Fprintln(w)
		}
		fmt.Fprintf(w, "### `%s`: %s\n\n", d.ID, d.Title)
		fmt.Fprintf(w, "%s\n\n", strings.TrimSpace(d.Explanation))
		if d.Bad != "" {
			fmt.Fprintf(w, "- bad: `%s`\n- good: `%s`\n", shown(d.Bad, d), shown(d.Good, d))
		}
		switch {
		case d.URL != "":
			fmt.Fprintf(w, "- reference: [%s](%s); ", d.RFC, d.URL)
		case d.RFC != "":
			fmt.Fprintf(w, "- reference: %s; ", d.RFC)
		default:
			fmt.Fprint(w, "- ")
		}
		fmt.Fprintf(w, "severity: %s\n", d.Severity)
	}
}

// runVersion implements "urlvet version".
func runVersion(w io.Writer) int {
	fmt.Fprintf(w, "urlvet %s %s\n", moduleVersion(), runtime.Version())
	return 0
}

// moduleVersion is the version of the main module as the go command
// stamped it: a tag for "go install ...@v0.1.0", "(devel)" for a local build.
func moduleVersion() string {
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" {
		return bi.Main.Version
	}
	return "(devel)"
}

// joined writes an example that a concatenation builds as Go source:
// "https://x.example" + "v1/items".
// shown returns an example of check d as the help shows it: with "%s"
// where d's holes stand (a printf format), or as joined pieces.
func shown(s string, d rfc.CheckDoc) string {
	if len(d.Holes) == 0 {
		return joined(s, d.Joins)
	}
	var b strings.Builder
	last := 0
	for _, h := range d.Holes {
		if h >= last && h <= len(s) {
			b.WriteString(s[last:h])
			b.WriteString("%s")
			last = h
		}
	}
	b.WriteString(s[last:])
	return "fmt.Sprintf(" + strconv.Quote(b.String()) + ", ...)"
}

func joined(s string, joins []int) string {
	if len(joins) == 0 {
		return s
	}
	var parts []string
	last := 0
	for _, j := range joins {
		if j > last && j <= len(s) {
			parts = append(parts, strconv.Quote(s[last:j]))
			last = j
		}
	}
	parts = append(parts, strconv.Quote(s[last:]))
	return strings.Join(parts, " + ")
}
