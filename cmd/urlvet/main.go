// Command urlvet reports URL constants that break the URL RFCs.
package main

import (
	"golang.org/x/tools/go/analysis/singlechecker"

	"github.com/urlvet/urlvet/analyzer"
)

func main() { singlechecker.Main(analyzer.Analyzer) }
