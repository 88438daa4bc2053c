package analyzer_test

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urlvet/urlvet/analyzer"
)

// sharedPackages are the testdata packages that the tests of the default
// analyzer check. Each analysistest.Run loads its packages and all their
// dependencies (net/http among them) from source; one run over all of them
// loads the dependencies once, and each test then takes the complaints and
// results that belong to its own packages.
var sharedPackages = []string{
	"calls/local", "calls/lib", "calls/use", "calls/paths", "calls/helpers", "calls/servers",
	"catalog", "catalog/db",
	"cgo",
	"consts/use",
	"flow", "flow/input",
	"noise",
	"positions",
	"fields",
	"protocols",
	"protocols/anyscheme",
	"robust",
	"sinks",
	"tables",
	"templates",
	"urlstruct",
	"wrappers/lib", "wrappers/mid", "wrappers/use",
}

var shared struct {
	once    sync.Once
	dir     string
	msgs    []string // analysistest's complaints, in order
	results []*analysistest.Result
}

// recorder is an analysistest.Testing that keeps every complaint.
type recorder struct{ msgs *[]string }

func (r recorder) Errorf(format string, args ...any) {
	*r.msgs = append(*r.msgs, fmt.Sprintf(format, args...))
}

// runShared checks the // want comments of the testdata packages pkgs
// with analyzer.Analyzer, as analysistest.Run(t, testdata, analyzer.Analyzer,
// pkgs...) does, and returns their results. A complaint that names no
// package of the run (a load error, say) fails every test.
func runShared(t *testing.T, pkgs ...string) []*analysistest.Result {
	t.Helper()
	results := sharedResults(t, pkgs...)
	for _, msg := range shared.msgs {
		owner := ownerOf(msg, shared.dir)
		if owner == "" || slices.Contains(pkgs, owner) {
			t.Errorf("%s", msg)
		}
	}
	return results
}

// sharedResults returns the results of the shared run for the testdata
// packages pkgs, without checking their // want comments.
func sharedResults(t *testing.T, pkgs ...string) []*analysistest.Result {
	t.Helper()
	for _, p := range pkgs {
		if !slices.Contains(sharedPackages, p) {
			t.Fatalf("package %s is not in sharedPackages", p)
		}
	}
	shared.once.Do(func() {
		shared.dir = analysistest.TestData()
		shared.results = analysistest.Run(recorder{&shared.msgs}, shared.dir, analyzer.Analyzer, sharedPackages...)
	})
	var results []*analysistest.Result
	for _, r := range shared.results {
		if r.Pass == nil {
			continue
		}
		// Test variants ("noise [noise.test]") have the path of their package.
		if slices.Contains(pkgs, r.Pass.Pkg.Path()) {
			results = append(results, r)
		}
	}
	if len(results) == 0 {
		t.Errorf("no results for %s", pkgs)
		for _, msg := range shared.msgs {
			if ownerOf(msg, shared.dir) == "" {
				t.Errorf("%s", msg)
			}
		}
	}
	return results
}

// ownerOf returns the package of sharedPackages whose file msg names at
// its start (as "/abs/testdata/src/flow/flow.go:3: ..." or
// "flow/flow.go:3: ..."), or that it names as an action
// ("error analyzing urlvet@flow: ..."), or "".
func ownerOf(msg, dir string) string {
	rest := strings.TrimPrefix(msg, filepath.Join(dir, "src")+string(filepath.Separator))
	rest = filepath.ToSlash(rest)
	for _, p := range sharedPackages {
		if strings.HasPrefix(rest, p+"/") && !strings.Contains(rest[len(p)+1:strings.IndexAny(rest+":", ":")], "/") {
			return p
		}
		if strings.Contains(msg, "@"+p+":") || strings.Contains(msg, "@"+p+" ") {
			return p
		}
	}
	return ""
}
