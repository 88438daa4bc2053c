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
// Exit codes of the standalone mode: 0 no findings, 1 an error (a package
// that does not load or type-check, a failed analysis), 3 findings. With
// -json or -sarif the findings are in the output and the exit code is 0
// unless there was an error.
package main

import (
	"flag"
	"fmt"
	"log"
	"os"

	"golang.org/x/tools/go/analysis/singlechecker"

	"github.com/urlvet/urlvet/analyzer"
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
	if sarifRequested(os.Args[1:], &a.Flags) {
		os.Exit(runSARIF(os.Args[1:], a, os.Stdout, os.Stderr))
	}
	// singlechecker parses the command line itself; declaring -sarif here
	// lists it in -help and lets "-sarif=false" through.
	flag.Bool("sarif", false, "emit SARIF 2.1.0 on standard output")
	singlechecker.Main(a)
}
