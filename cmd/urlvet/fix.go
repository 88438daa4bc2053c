package main

import (
	"fmt"
	"io"

	"github.com/urlvet/urlvet/internal/driver"
)

// applyFixes applies the first fix of each finding of out (with -diff,
// prints them as a unified diff on stdout instead), says on stderr how
// many findings were fixed, and returns the findings left, as Findings
// and RootFindings list them, with the errors of the files it could not
// write (which it prints first). Each file is replaced whole, through a temporary file and a
// rename (driver.WriteFiles): an interruption leaves every file as it was
// or fixed. A fix changes only the bytes of its edits.
//
// A finding whose fix is not applied (it overlaps another fix, its file
// is generated or changed since it was analyzed) is reported with the
// reason appended to its message.
func applyFixes(s *standalone, out *driver.Output, diags []driver.Diagnostic, roots []*driver.Root, stdout, stderr io.Writer) ([]driver.Diagnostic, []*driver.Root, []string) {
	fixes := out.Fixes()
	var errs []string
	failed := make(map[string]string) // file: why it was not written
	if s.diff {
		for _, f := range fixes.Files {
			fmt.Fprint(stdout, f.Diff())
		}
	} else {
		for _, err := range driver.WriteFiles(fixes.Files) {
			errs = append(errs, "urlvet: "+err.Error())
			if e, ok := err.(*driver.WriteError); ok {
				failed[e.File] = e.Err.Error()
			}
		}
	}

	// What is left: the findings without an applied fix, and those whose
	// file could not be written.
	type key struct {
		pos, end driver.Position
		msg      string
	}
	reason := make(map[key]string)
	for _, l := range fixes.Left {
		if l.Reason != "no fix" {
			reason[key{l.Pos, l.End, l.Message}] = l.Reason
		}
	}
	fixed := make(map[key]bool)
	nFixed := 0
	files := make(map[string]bool)
	for _, d := range fixes.Fixed {
		k := key{d.Pos, d.End, d.Message}
		if why, ok := writeFailure(d, failed); ok {
			reason[k] = why
			continue
		}
		fixed[k] = true
		nFixed++
		for _, e := range d.Fixes[0].Edits {
			files[e.Pos.Filename] = true
		}
	}
	keep := func(d driver.Diagnostic) (driver.Diagnostic, bool) {
		k := key{d.Pos, d.End, d.Message}
		if fixed[k] {
			return d, false
		}
		if why, ok := reason[k]; ok {
			d.Message += " (not fixed: " + why + ")"
		}
		return d, true
	}
	var left []driver.Diagnostic
	for _, d := range diags {
		if d, ok := keep(d); ok {
			left = append(left, d)
		}
	}
	var leftRoots []*driver.Root
	for _, r := range roots {
		copied := *r
		copied.Diagnostics = nil
		for _, d := range r.Diagnostics {
			if d, ok := keep(d); ok {
				copied.Diagnostics = append(copied.Diagnostics, d)
			}
		}
		leftRoots = append(leftRoots, &copied)
	}

	for _, e := range errs {
		fmt.Fprintln(stderr, e)
	}
	if nFixed > 0 || len(left) > 0 {
		verb := "fixed"
		if s.diff {
			verb = "the diff fixes"
		}
		msg := fmt.Sprintf("urlvet: %s %s in %s", verb, plural(nFixed, "finding"), plural(len(files), "file"))
		if len(fixes.Fixed) == 0 {
			msg = "urlvet: no fix to apply"
		}
		if len(left) > 0 {
			msg += fmt.Sprintf("; %s left", plural(len(left), "finding"))
			if !s.json && !s.sarif {
				msg += ":"
			}
		}
		fmt.Fprintln(stderr, msg)
	}
	return left, leftRoots, errs
}

// writeFailure reports why a file that d's fix edits was not written.
func writeFailure(d driver.Diagnostic, failed map[string]string) (string, bool) {
	for _, e := range d.Fixes[0].Edits {
		if why, ok := failed[e.Pos.Filename]; ok {
			return why, true
		}
	}
	return "", false
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
