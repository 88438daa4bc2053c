package analyzer_test

import (
	"bytes"
	"encoding/gob"
	"fmt"
	"go/types"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
	"golang.org/x/tools/go/types/objectpath"

	"github.com/urlvet/urlvet/analyzer"
)

// TestFactsOnly analyzes the testdata packages of the shared run, and
// their dependencies, twice: in full, and for their facts alone
// (analyzer.FactsOnly). Every package must export the same facts both
// times, and report nothing the second.
func TestFactsOnly(t *testing.T) {
	if testing.Short() {
		t.Skip("loads net/http from source")
	}
	dir, err := testdataDir()
	if err != nil {
		t.Fatal(err)
	}
	cfg := &packages.Config{
		Mode: packages.LoadAllSyntax,
		Dir:  filepath.Join(dir, "src"),
		Env:  append(os.Environ(), "GOPATH="+dir, "GO111MODULE=off", "GOPROXY=off"),
	}
	pkgs, err := packages.Load(cfg, append(slices.Clone(defaultRun.pkgs), defaultRun.realistic...)...)
	if err != nil {
		t.Fatal(err)
	}
	facts := func(only bool) (map[string]string, int) {
		a := analyzer.New(analyzer.Config{})
		if only {
			analyzer.FactsOnly(a, func(*types.Package) bool { return true })
		}
		g, err := checker.Analyze([]*analysis.Analyzer{a}, pkgs, nil)
		if err != nil {
			t.Fatal(err)
		}
		out := make(map[string]string)
		diags := 0
		for act := range g.All() {
			diags += len(act.Diagnostics)
			for _, f := range act.AllObjectFacts() {
				if f.Object.Pkg() == act.Package.Types {
					path, err := objectpath.For(f.Object)
					if err != nil {
						t.Fatalf("%s: %v", f.Object, err)
					}
					out[fmt.Sprintf("%s %s %T", act.Package.ID, path, f.Fact)] = encode(t, f.Fact)
				}
			}
			for _, f := range act.AllPackageFacts() {
				if f.Package == act.Package.Types {
					out[fmt.Sprintf("%s %T", act.Package.ID, f.Fact)] = encode(t, f.Fact)
				}
			}
		}
		return out, diags
	}
	full, fullDiags := facts(false)
	only, onlyDiags := facts(true)
	t.Logf("%d facts, %d diagnostics in full", len(full), fullDiags)
	if fullDiags == 0 || len(full) == 0 {
		t.Fatalf("the full analysis found %d facts and %d diagnostics: the test proves nothing", len(full), fullDiags)
	}
	if onlyDiags != 0 {
		t.Errorf("analyzed for facts alone, the packages reported %d diagnostics", onlyDiags)
	}
	for k, v := range full {
		if w, ok := only[k]; !ok {
			t.Errorf("%s: fact missing when analyzed for facts alone", k)
		} else if w != v {
			t.Errorf("%s: fact differs when analyzed for facts alone:\n%q\n%q", k, v, w)
		}
	}
	for k := range only {
		if _, ok := full[k]; !ok {
			t.Errorf("%s: fact only when analyzed for facts alone", k)
		}
	}
}

// encode returns fact in gob, the form drivers keep facts in.
func encode(t *testing.T, fact analysis.Fact) string {
	var b bytes.Buffer
	if err := gob.NewEncoder(&b).Encode(fact); err != nil {
		t.Fatal(err)
	}
	return b.String()
}
