// The main package of a golangci-lint binary with the urlvet plugin built in,
// as documented in README.md. The end-to-end test builds it in a
// module of its own, so that the urlvet module never requires golangci-lint.

package main

import (
	"fmt"
	"os"
	"runtime"

	"github.com/golangci/golangci-lint/v2/pkg/commands"
	"github.com/golangci/golangci-lint/v2/pkg/exitcodes"

	_ "github.com/urlvet/urlvet/plugin"
)

func main() {
	info := commands.BuildInfo{Version: "2.15.0-urlvet", GoVersion: runtime.Version(), Commit: "none", Date: "none"}
	if err := commands.Execute(info); err != nil {
		fmt.Fprintf(os.Stderr, "The command is terminated due to an error: %v\n", err)
		os.Exit(exitcodes.Failure)
	}
}
