package main

import (
	"fmt"
	"io"

	"golang.org/x/tools/go/analysis"

	"github.com/urlvet/urlvet/internal/driver"
)

// runFix analyzes the packages as runStandalone does and applies the
// first fix of each finding (or with -diff prints the unified diff of
// the changes). Each file is replaced whole, through a temporary file and
// a rename (driver.WriteFiles): an interruption leaves every file as it was
// or fixed. A fix changes only the bytes of its edits.
func runFix(s *standalone, a *analysis.Analyzer, stdout, stderr io.Writer) int {
	out, err := driver.Run(s.driverOptions(a))
	if err != nil {
		fmt.Fprintf(stderr, "urlvet: %v\n", err)
		return 1
	}
	exit := 0
	for _, e := range out.Errors {
		fmt.Fprintln(stderr, e)
		exit = 1
	}
	for _, r := range out.Roots {
		if r.Err != "" {
			fmt.Fprintf(stderr, "%s: %s\n", a.Name, r.Err)
			exit = 1
		}
	}
	fixes := out.Fixes()
	if s.diff {
		for _, f := range fixes.Files {
			fmt.Fprint(stdout, f.Diff())
		}
		return exit
	}
	for _, err := range driver.WriteFiles(fixes.Files) {
		fmt.Fprintf(stderr, "urlvet: %v\n", err)
		exit = 1
	}
	return exit
}
