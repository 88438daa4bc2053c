package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"unicode"

	"golang.org/x/text/width"

	"github.com/urlvet/urlvet/rfc"
)

const checkUsage = `usage: urlvet check [-rfc=3986|2396|1738] [-generic] [-as=TARGET] [-json] [URL...]

Check each URL argument, or each line of standard input when there are
none (a line is the URL exactly as written; only the line ending is
removed). TARGET is reference (the default), absolute, relative, http,
request, or what a client library takes: grpc, postgres, mongodb,
endpoint, urllist, network. Exit status: 0 all valid, 1 any invalid, 2 usage or
read error.

Flags:
`

// checkTargets are the targets "urlvet check -as" accepts: the whole-URL
// forms and those of client libraries. The component targets belong to
// url.URL fields, not to a command line.
var checkTargets = []rfc.Target{rfc.Reference, rfc.Absolute, rfc.Relative, rfc.HTTP, rfc.Request,
	rfc.GRPC, rfc.Postgres, rfc.MongoDB, rfc.Endpoint, rfc.URLList, rfc.Network}

// runCheck implements "urlvet check" and returns the exit code.
func runCheck(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("urlvet check", flag.ContinueOnError)
	// A usage error prints the error and a pointer to -help; -help
	// prints the usage and the flags.
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	var opts rfc.Options
	fs.Func("rfc", "grammar: 3986, 2396 or 1738 (default 3986)", func(s string) (err error) {
		opts.Profile, err = rfc.ParseProfile(s)
		return err
	})
	fs.Func("as", "what each URL must be: reference, absolute, relative, http, request, grpc, postgres, mongodb, endpoint, urllist or network (default reference)", func(s string) error {
		for _, t := range checkTargets {
			if s == t.String() {
				opts.Target = t
				return nil
			}
		}
		return fmt.Errorf("unknown target %q (want reference, absolute, relative, http, request, grpc, postgres, mongodb, endpoint, urllist or network)", s)
	})
	fs.BoolVar(&opts.Generic, "generic", false, "generic syntax only: skip the scheme rules")
	asJSON := fs.Bool("json", false, "print one JSON object per input, in input order")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprint(stderr, checkUsage)
			fs.SetOutput(stderr)
			fs.PrintDefaults()
			return 0
		}
		fmt.Fprintf(stderr, "urlvet check: %v\nRun 'urlvet check -help' for its flags.\n", err)
		return 2
	}

	out := bufio.NewWriter(stdout)
	defer out.Flush()
	report := func(n int, input string, vs []rfc.Violation) error {
		return reportText(out, n, input, vs)
	}
	if *asJSON {
		enc := json.NewEncoder(out)
		enc.SetEscapeHTML(false)
		report = func(_ int, input string, vs []rfc.Violation) error {
			return enc.Encode(newCheckResult(input, vs))
		}
	}

	anyInvalid := false
	check := func(n int, input string) error {
		vs := rfc.Check(input, opts)
		if !valid(vs) {
			anyInvalid = true
		}
		return report(n, input, vs)
	}
	var err error
	if fs.NArg() > 0 {
		for i, arg := range fs.Args() {
			if err = check(i+1, arg); err != nil {
				break
			}
		}
	} else {
		err = eachLine(stdin, check)
	}
	if err == nil {
		err = out.Flush()
	}
	if err != nil {
		fmt.Fprintf(stderr, "urlvet check: %v\n", err)
		return 2
	}
	if anyInvalid {
		return 1
	}
	return 0
}

// valid reports whether vs holds no error: warnings (an underscore in a
// host name) are allowed by some readings, so they do not make a URL invalid.
func valid(vs []rfc.Violation) bool {
	for _, v := range vs {
		if v.Severity == rfc.Error {
			return false
		}
	}
	return true
}

// eachLine calls f with each line of r, numbered from 1, without its line
// ending ("\n" or "\r\n"). A final line without a newline counts.
func eachLine(r io.Reader, f func(n int, line string) error) error {
	br := bufio.NewReader(r)
	for n := 1; ; n++ {
		line, err := br.ReadString('\n')
		if err != nil && err != io.EOF {
			return err
		}
		if line == "" && err == io.EOF {
			return nil
		}
		line = strings.TrimSuffix(line, "\n")
		line = strings.TrimSuffix(line, "\r")
		if ferr := f(n, line); ferr != nil {
			return ferr
		}
		if err == io.EOF {
			return nil
		}
	}
}

// reportText prints each violation as "N:COL: message (RFC)", then the
// input with a caret line under the violation's range. COL is the 1-based
// byte column.
func reportText(w io.Writer, n int, input string, vs []rfc.Violation) error {
	for _, v := range vs {
		kind := ""
		if v.Severity == rfc.Warning {
			kind = "warning: "
		}
		fmt.Fprintf(w, "%d:%d: %s%s (%s)\n", n, v.Start+1, kind, v.Message, v.RFC)
		if _, err := fmt.Fprintf(w, "\t%s\n\t%s\n", input, carets(input, v.Start, v.End)); err != nil {
			return err
		}
	}
	return nil
}

// carets returns a line that puts '^' under each character of s[start:end]
// (one at start when the range is empty), keeping tabs so that it lines up.
func carets(s string, start, end int) string {
	start = min(max(start, 0), len(s))
	end = min(max(end, start), len(s))
	var b strings.Builder
	for _, r := range s[:start] {
		if r == '\t' {
			b.WriteByte('\t')
		} else {
			b.WriteString(strings.Repeat(" ", columns(r)))
		}
	}
	n := 0
	for _, r := range s[start:end] {
		n += columns(r)
	}
	b.WriteString(strings.Repeat("^", max(n, 1)))
	return b.String()
}

// columns returns how many terminal columns r takes: two for wide and
// full-width (East Asian) characters, none for combining marks, else one.
func columns(r rune) int {
	switch width.LookupRune(r).Kind() {
	case width.EastAsianWide, width.EastAsianFullwidth:
		return 2
	}
	if unicode.Is(unicode.Mn, r) {
		return 0
	}
	return 1
}

// checkResult is the JSON form of one input.
type checkResult struct {
	Input      string           `json:"input"`
	Valid      bool             `json:"valid"`
	Violations []checkViolation `json:"violations"`
}

// checkViolation is the JSON form of a violation: start and end are byte
// offsets in the input, end exclusive; replacement is null when there is no
// safe fix.
type checkViolation struct {
	Start       int          `json:"start"`
	End         int          `json:"end"`
	Check       rfc.CheckID  `json:"check"`
	Rule        string       `json:"rule"`
	RFC         string       `json:"rfc"`
	Message     string       `json:"message"`
	Severity    rfc.Severity `json:"severity"`
	Replacement *string      `json:"replacement"`
}

func newCheckResult(input string, vs []rfc.Violation) checkResult {
	res := checkResult{Input: input, Valid: valid(vs), Violations: []checkViolation{}}
	for _, v := range vs {
		cv := checkViolation{Start: v.Start, End: v.End, Check: v.Check, Rule: v.Rule, RFC: v.RFC, Message: v.Message, Severity: v.Severity}
		if v.Fixable {
			r := v.Replacement
			cv.Replacement = &r
		}
		res.Violations = append(res.Violations, cv)
	}
	return res
}
