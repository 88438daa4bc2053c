package main

import (
	"fmt"
	"strings"

	"github.com/urlvet/urlvet/internal/driver"
)

// maxLoadLines bounds the lines said of packages that cannot be loaded.
const maxLoadLines = 5

// maxDependencyLines bounds the lines said of dependencies that do not
// type-check.
const maxDependencyLines = 3

// problemLines returns what the package mode says of the packages that
// did not load or type-check: a line for each package go list could not
// load; the parse and type errors of the packages named, in full; for
// dependencies, a line for each of the first few that do not type-check
// (its first error and how many more) and their number. Errors that only
// repeat a failure already said ("could not import" a package that did
// not load or type-check) are left out. Packages are analyzed as far as
// they type-check.
func problemLines(out *driver.Output) []string {
	var lines []string
	seen := make(map[string]bool)
	add := func(line string) {
		if !seen[line] {
			seen[line] = true
			lines = append(lines, line)
		}
	}
	failed := false // a package did not load or type-check
	for _, p := range out.Problems {
		if !p.Load {
			continue
		}
		failed = true
		if len(lines) == maxLoadLines {
			n := 0
			for _, p := range out.Problems {
				if p.Load {
					n++
				}
			}
			add(fmt.Sprintf("urlvet: and %d more errors of packages that cannot be loaded", n-maxLoadLines))
			break
		}
		switch {
		case p.PkgPath == "":
			add("urlvet: " + p.Msg)
		case p.Root && p.Pos != "" && p.Pos != "-":
			add(fmt.Sprintf("urlvet: cannot load %s: %s: %s", p.PkgPath, p.Pos, p.Msg))
		case strings.HasPrefix(p.Msg, p.PkgPath), strings.Contains(strings.SplitN(p.Msg, ":", 2)[0], "@"):
			// The message names the package, or its module (then it is
			// the same for each of the module's packages: said once).
			add("urlvet: cannot load " + p.Msg)
		default:
			add(fmt.Sprintf("urlvet: cannot load %s: %s", p.PkgPath, p.Msg))
		}
	}
	type depErrs struct {
		first string
		n     int
	}
	deps := make(map[string]*depErrs)
	var depOrder []string
	for _, p := range out.Problems {
		if p.Load {
			continue
		}
		if p.Root {
			continue // below, once the dependencies are known
		}
		if strings.Contains(p.Msg, "could not import ") && failed {
			continue
		}
		d := deps[p.PkgPath]
		if d == nil {
			d = &depErrs{first: p.Msg}
			deps[p.PkgPath] = d
			depOrder = append(depOrder, p.PkgPath)
		}
		d.n++
		failed = true
	}
	// A root's "could not import" repeats a failure said above.
	said := len(lines) > 0 || len(deps) > 0
	for _, p := range out.Problems {
		if p.Root && !p.Load && !(said && strings.Contains(p.Msg, "could not import ")) {
			add(p.Msg)
		}
	}
	for i, path := range depOrder {
		if i == maxDependencyLines {
			add(fmt.Sprintf("urlvet: %d more dependencies do not type-check", len(depOrder)-i))
			break
		}
		d := deps[path]
		more := ""
		if d.n > 1 {
			more = fmt.Sprintf(" (and %d more errors)", d.n-1)
		}
		add(fmt.Sprintf("urlvet: dependency %s does not type-check: %s%s", path, d.first, more))
	}
	return lines
}
