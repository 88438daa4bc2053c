package analyzer_test

import (
	"errors"
	"fmt"
	"go/token"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urlvet/urlvet/analyzer"
)

// TestPanicPosition checks that a panic of the analysis is raised again
// as a *analyzer.PanicError naming the call being analyzed. It sets a
// hook of the package, so it does not run in parallel.
func TestPanicPosition(t *testing.T) {
	a := analyzer.New(analyzer.Config{Sinks: []analyzer.Sink{{Func: "panics.get"}}})
	hookErr := errors.New("hook")
	defer analyzer.SetAnalyzingHook(func(pos token.Position) {
		if filepath.Base(pos.Filename) == "panics.go" && pos.Line == 8 {
			panic(hookErr)
		}
	})()
	var got any
	wrapped := *a
	wrapped.Run = func(pass *analysis.Pass) (res any, err error) {
		defer func() {
			if e := recover(); e != nil {
				got, res, err = e, nil, fmt.Errorf("panicked")
			}
		}()
		return a.Run(pass)
	}
	analysistest.Run(discard{}, analysistest.TestData(), &wrapped, "panics")
	pe, ok := got.(*analyzer.PanicError)
	if !ok {
		t.Fatalf("the analysis panicked with %#v, want a *analyzer.PanicError", got)
	}
	if filepath.Base(pe.Pos.Filename) != "panics.go" || pe.Pos.Line != 8 || pe.Pos.Column != 2 {
		t.Errorf("position %s, want panics.go:8:2", pe.Pos)
	}
	if !errors.Is(pe, hookErr) {
		t.Errorf("%v does not unwrap to the value panicked with", pe)
	}
	if msg := pe.Error(); !strings.HasPrefix(msg, "hook (analyzing ") || !strings.HasSuffix(msg, "panics.go:8:2)") {
		t.Errorf("message %q, want \"hook (analyzing .../panics.go:8:2)\"", msg)
	}
}

// discard is an analysistest.Testing that ignores complaints: the run
// fails by design.
type discard struct{}

func (discard) Errorf(string, ...any) {}
