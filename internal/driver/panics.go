package driver

import (
	"fmt"
	"os"
	"runtime"
	"runtime/debug"
)

// ReportURL is where a panic of the analyzer is to be reported.
const ReportURL = "https://github.com/urlvet/urlvet/issues"

// panicReport returns the error of a panic of the analyzer on the package
// id: the value panicked with (which for urlvet names the position being
// analyzed), the file the stack is written to, or the stack itself when
// no file can be written, and where to report it.
func panicReport(id string, v any, stack []byte) string {
	build := runtime.Version()
	if bi, ok := debug.ReadBuildInfo(); ok {
		build = bi.Main.Path + " " + bi.Main.Version + ", " + build
		for _, s := range bi.Settings {
			if s.Key == "vcs.revision" {
				build += ", revision " + s.Value
			}
		}
	}
	text := fmt.Sprintf("panic analyzing package %s: %v\n%s\n\n%s", id, v, build, stack)
	where := "stack:\n" + string(stack)
	if name := writeStack(text); name != "" {
		where = "the stack is in " + name
	}
	return fmt.Sprintf("panic analyzing package %s: %v\n\t%s\n\tplease report it, with the stack, at %s", id, v, where, ReportURL)
}

// writeStack writes text to a new file of the temporary directory, and
// returns the file's name, or "" when it cannot.
func writeStack(text string) string {
	f, err := os.CreateTemp("", "urlvet-panic-*.txt")
	if err != nil {
		return ""
	}
	_, err = f.WriteString(text)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(f.Name())
		return ""
	}
	return f.Name()
}
