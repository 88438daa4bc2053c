// Command urlvet reports URL constants that break the URL RFCs.
//
// One binary serves every driver:
//
//	urlvet [flags] packages            standalone (go/packages); -fix, -diff, -json, -sarif
//	go vet -vettool=$(which urlvet)    the unitchecker protocol (a lone *.cfg argument)
//	go fix -fixtool=$(which urlvet)    the same protocol, applying fixes
//	urlvet check [flags] [URL...]      check URLs given as arguments or lines of stdin
//	urlvet help [CHECK]                the check reference
//	urlvet version                     the module version
//
// The analyzer's flags (-rfc, -checks, -disable, -sinks, -literals) have the
// same unprefixed names in every mode.
//
// The standalone mode analyzes packages in dependency order with
// internal/driver: each package is type-checked from source, analyzed, and
// its syntax released, so memory holds the types of the program rather than
// its syntax trees; results are cached under os.UserCacheDir()/urlvet
// ($URLVET_CACHE overrides the directory, "off" disables the cache), so
// that a second run on unchanged packages type-checks nothing; entries
// unused for five days, and the least recently used beyond 1 GiB, are
// trimmed once a day. On a terminal, standard error shows the packages
// done of their number while the run lasts (not with -json or -sarif). -fix
// applies the fixes of that run's findings itself (fix.go), and the
// output reports the findings left.
//
// Exit codes of the standalone mode: 0 no findings, 1 an error (a package
// that does not load or type-check, a failed analysis, a file -fix could
// not write), 2 a wrong command line, 3 findings (with -fix, findings left
// after fixing; with -diff, findings). With -json or -sarif the findings
// are in the output and the exit code is 0 unless there was an error.
//
// Flags that go together: one output at a time, the text report (the
// default), -json, -sarif or -diff (the fixes as a unified diff on
// standard output, files unchanged, with or without -fix); -fix applies
// the fixes, and the text report, -json or -sarif then reports the
// findings left; -c is for the text report. Other combinations are usage
// errors.
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"strings"

	"golang.org/x/tools/go/analysis/singlechecker"

	"github.com/urlvet/urlvet/analyzer"
	"github.com/urlvet/urlvet/internal/notes"
)

func main() {
	log.SetFlags(0)
	log.SetPrefix("urlvet: ")

	if len(os.Args) == 1 {
		fmt.Fprint(os.Stderr, usage)
		os.Exit(2)
	}
	switch os.Args[1] {
	case "check":
		os.Exit(runCheck(os.Args[2:], os.Stdin, os.Stdout, os.Stderr))
	case "help":
		os.Exit(runHelp(os.Args[2:], os.Stdout, os.Stderr))
	case "version":
		os.Exit(runVersion(os.Stdout))
	}

	a := analyzer.Analyzer
	if vetTool(os.Args[1:]) {
		// go vet -vettool and go fix -fixtool: the unitchecker protocol.
		// Declaring -sarif lists it in -flags, so that go vet passes it on
		// and the package mode can say that it is not for go vet.
		flag.Bool("sarif", false, "emit SARIF 2.1.0 on standard output (package mode)")
		if len(os.Args) == 2 && os.Args[1] == "-V=full" {
			// The go command asks for the tool's ID before it runs the
			// tool on any package, and prints what a failing query
			// says: a bad flag value is said at once, in one line (and
			// then the go command's own on the failed query). Elsewhere
			// each package's run says it, once (reportVetFlagError).
			if flags, ok := goCommandFlags(); ok {
				if msg := vetFlagError(flags); msg != "" {
					fmt.Fprintln(os.Stderr, msg)
					os.Exit(1)
				}
			}
		}
		if n := len(os.Args); strings.HasSuffix(os.Args[n-1], ".cfg") {
			if msg := vetFlagError(os.Args[1 : n-1]); msg != "" {
				os.Exit(reportVetFlagError(os.Stderr, msg))
			}
		}
		// One line per finding: related information is folded into the
		// message. go vet passes -json to the tool whether or not the
		// user asked for JSON, prints the text itself (a line with a
		// position for each related position), and caches one output
		// for both: the JSON has the notes in the message too.
		// The tool runs in the package's directory: a note in another
		// file of the package names it by its base name, one elsewhere
		// by its full path (the go command shortens the finding's path
		// from the user's directory, not the message).
		short := notes.ShortPath()
		singlechecker.Main(notes.OneLine(a, func(name string) string {
			if s := short(name); !strings.HasPrefix(s, "..") {
				return s
			}
			return name
		}))
		return
	}
	s, code := parseStandalone(os.Args[1:], a, os.Stderr)
	if s == nil {
		os.Exit(code)
	}
	os.Exit(runStandalone(s, a, os.Stdout, os.Stderr))
}

// vetTool reports whether the command line is one of the go command's:
// the flags query (-flags), the version query (-V=full) or flags and a
// lone configuration file (*.cfg). With -sarif, the package mode explains
// that SARIF is not for go vet.
func vetTool(args []string) bool {
	if n := len(args); n > 0 && strings.HasSuffix(args[n-1], ".cfg") {
		cfg := true
		for i := 0; i < n-1; i++ {
			arg := args[i]
			name, _, hasValue := strings.Cut(strings.TrimLeft(arg, "-"), "=")
			cfg = cfg && strings.HasPrefix(arg, "-") && name != "sarif"
			if !hasValue && takesValue(name) {
				i++ // the go command passes "-rfc 1234" as it was given
			}
		}
		if cfg {
			return true
		}
	}
	for _, arg := range args {
		name, _, _ := strings.Cut(strings.TrimLeft(arg, "-"), "=")
		if strings.HasPrefix(arg, "-") && (name == "flags" || name == "V") {
			return true
		}
	}
	return false
}

// takesValue reports whether the flag name of the vet tool protocol (the
// analyzer's and unitchecker's) is not a boolean one.
func takesValue(name string) bool {
	if f := analyzer.Analyzer.Flags.Lookup(name); f != nil {
		b, ok := f.Value.(interface{ IsBoolFlag() bool })
		return !ok || !b.IsBoolFlag()
	}
	switch name {
	case "c", "debug", "cpuprofile", "memprofile", "trace", "tags":
		return true
	}
	return false
}
