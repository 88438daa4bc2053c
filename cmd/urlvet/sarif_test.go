package main

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/urlvet/urlvet/analyzer"
)

// sarifOutput is the part of a SARIF log the tests look at.
type sarifOutput struct {
	Version string `json:"version"`
	Runs    []struct {
		ColumnKind string `json:"columnKind"`
		Tool       struct {
			Driver struct {
				Name  string `json:"name"`
				Rules []struct {
					ID               string `json:"id"`
					HelpURI          string `json:"helpUri"`
					ShortDescription struct{ Text string }
					Help             struct{ Text string }
				} `json:"rules"`
			} `json:"driver"`
		} `json:"tool"`
		Results []struct {
			RuleID    string `json:"ruleId"`
			RuleIndex int    `json:"ruleIndex"`
			Level     string `json:"level"`
			Message   struct{ Text string }
			Locations []struct {
				PhysicalLocation struct {
					ArtifactLocation struct {
						URI       string `json:"uri"`
						URIBaseID string `json:"uriBaseId"`
					} `json:"artifactLocation"`
					Region sarifRegion `json:"region"`
				} `json:"physicalLocation"`
			} `json:"locations"`
			RelatedLocations []struct {
				Message          struct{ Text string }
				PhysicalLocation struct {
					ArtifactLocation struct {
						URI string `json:"uri"`
					} `json:"artifactLocation"`
					Region sarifRegion `json:"region"`
				} `json:"physicalLocation"`
			} `json:"relatedLocations"`
			Fixes []struct {
				ArtifactChanges []struct {
					Replacements []struct {
						DeletedRegion   sarifRegion `json:"deletedRegion"`
						InsertedContent struct{ Text string }
					} `json:"replacements"`
				} `json:"artifactChanges"`
			} `json:"fixes"`
		} `json:"results"`
	} `json:"runs"`
}

func TestSARIF(t *testing.T) {
	t.Parallel()
	dir := sharedE2E(t)
	res := urlvet(t, dir, "-sarif", "./bad")
	wantCode(t, res, 0, "urlvet -sarif (findings are in the output)")

	// The schema check of this output is in tools/sarifschema, a module of
	// its own, so that the schema validator is not a dependency of urlvet.
	var log sarifOutput
	if err := json.Unmarshal([]byte(res.stdout), &log); err != nil {
		t.Fatalf("-sarif output is not JSON: %v\n%s", err, res.stdout)
	}
	if log.Version != "2.1.0" || len(log.Runs) != 1 {
		t.Fatalf("version %q with %d runs, want 2.1.0 with one run", log.Version, len(log.Runs))
	}
	run := log.Runs[0]

	// One rule per check, with its help and its RFC link.
	rules := run.Tool.Driver.Rules
	if len(rules) < len(analyzer.Checks()) {
		t.Errorf("%d rules for %d checks", len(rules), len(analyzer.Checks()))
	}
	for i, d := range analyzer.Checks() {
		if i >= len(rules) {
			break
		}
		r := rules[i]
		if r.ID != string(d.ID) || r.HelpURI != d.URL || r.ShortDescription.Text != d.Title || !strings.Contains(r.Help.Text, d.Explanation) {
			t.Errorf("rule %d = %+v, want the documentation of check %s", i, r, d.ID)
		}
	}

	// The '|' after "café": columns count code points, not bytes.
	line, _, col := pipeMarker.position(t, dir)
	found := false
	for _, r := range run.Results {
		if len(r.Locations) != 1 {
			t.Fatalf("result with %d locations", len(r.Locations))
		}
		loc := r.Locations[0].PhysicalLocation
		if r.RuleIndex < 0 || r.RuleIndex >= len(rules) || rules[r.RuleIndex].ID != r.RuleID {
			t.Errorf("result %q has rule index %d", r.RuleID, r.RuleIndex)
		}
		if !strings.HasPrefix(loc.ArtifactLocation.URI, "bad/") || loc.ArtifactLocation.URIBaseID != "%SRCROOT%" {
			t.Errorf("artifact %+v, want a file of bad/ relative to %%SRCROOT%%", loc.ArtifactLocation)
		}
		if r.RuleID != "char" || loc.Region.StartLine != line || loc.Region.StartColumn != col {
			continue
		}
		found = true
		want := sarifRegion{line, col, line, col + 1}
		if loc.Region != want {
			t.Errorf("region %+v, want %+v", loc.Region, want)
		}
		if len(r.Fixes) == 0 || len(r.Fixes[0].ArtifactChanges) == 0 {
			t.Fatalf("no fix for %+v", r)
		}
		rep := r.Fixes[0].ArtifactChanges[0].Replacements[0]
		if rep.DeletedRegion != want || rep.InsertedContent.Text != "%7C" {
			t.Errorf("fix replaces %+v with %q, want %+v with %%7C", rep.DeletedRegion, rep.InsertedContent.Text, want)
		}
	}
	if !found {
		t.Errorf("no char result at %d:%d (code points):\n%s", line, col, res.stdout)
	}

	// A constant declared apart from its sink: the sink is a related location.
	sinkLine, _, _ := marker{"bad/const.go", "url.Parse(mirror)", 0}.position(t, dir)
	related := false
	for _, r := range run.Results {
		for _, rel := range r.RelatedLocations {
			if rel.PhysicalLocation.ArtifactLocation.URI == "bad/const.go" && rel.PhysicalLocation.Region.StartLine == sinkLine && rel.Message.Text != "" {
				related = true
			}
		}
	}
	if !related {
		t.Errorf("no related location at the sink, bad/const.go:%d:\n%s", sinkLine, res.stdout)
	}

	res = urlvet(t, dir, "-sarif", "-test=false", "./bad")
	wantCode(t, res, 0, "urlvet -sarif -test=false")
	if strings.Contains(res.stdout, "bad_test.go") || !strings.Contains(res.stdout, `"bad/bad.go"`) {
		t.Errorf("urlvet -sarif -test=false: want results in bad.go only:\n%s", res.stdout)
	}
}

func TestSARIFClean(t *testing.T) {
	t.Parallel()
	dir := sharedE2E(t)
	res := urlvet(t, dir, "-sarif", "./clean")
	wantCode(t, res, 0, "urlvet -sarif ./clean")
	var log sarifOutput
	if err := json.Unmarshal([]byte(res.stdout), &log); err != nil {
		t.Fatal(err)
	}
	if n := len(log.Runs[0].Results); n != 0 || !bytes.Contains([]byte(res.stdout), []byte(`"results": []`)) {
		t.Errorf("clean package: %d results; want an empty results list", n)
	}
	wantCode(t, urlvet(t, dir, "-sarif", "-fix", "./clean"), 0, "urlvet -sarif -fix (nothing to fix)")
	wantCode(t, urlvet(t, dir, "-sarif", "./nosuchdir"), 2, "urlvet -sarif on a missing directory (no packages)")
}

// TestStandaloneArgs checks how the package mode reads -sarif among the
// other flags: flags end at the first package or "--", and a flag after
// a package is a usage error.
func TestStandaloneArgs(t *testing.T) {
	for _, tc := range []struct {
		args  string
		sarif bool
		code  int // exit code of a rejected command line, else 0
	}{
		{"./...", false, 0},
		{"-sarif ./...", true, 0},
		{"--sarif ./...", true, 0},
		{"-sarif=true ./...", true, 0},
		{"-sarif=false ./...", false, 0},
		{"-sarif -sarif=0 ./...", false, 0},
		{"-rfc 2396 -sarif ./...", true, 0},
		{"-rfc -sarif ./...", false, 2}, // "-sarif" is not a value of -rfc
		{"-literals -sarif ./...", true, 0},
		{"-c 2 -sarif ./...", false, 2}, // -c is for the text output
		{"-fix -sarif ./...", true, 0},
		{"-diff -sarif ./...", false, 2},
		{"./... -sarif", false, 2}, // flags end at the first package: a flag after one is refused
		{"-- -sarif", false, 0},
		{"-sarif -json ./...", false, 2},
		{"-sarif", false, 2}, // no packages
	} {
		a := analyzer.New(analyzer.Config{})
		s, code := parseStandalone(strings.Fields(tc.args), a, io.Discard)
		if code != tc.code || (s == nil) != (tc.code != 0) {
			t.Errorf("parseStandalone(%s): exit code %d, want %d", tc.args, code, tc.code)
			continue
		}
		if s != nil && s.sarif != tc.sarif {
			t.Errorf("parseStandalone(%s): -sarif %v, want %v", tc.args, s.sarif, tc.sarif)
		}
	}
}

// TestSARIFRoot checks that file URIs stay relative to %SRCROOT% for
// findings and related locations outside the working directory: the root
// is the git repository's (a module in a subdirectory, as GitHub code
// scanning reads URIs), or -sarif-root's.
func TestSARIFRoot(t *testing.T) {
	t.Parallel()
	repo := t.TempDir()
	mod := filepath.Join(repo, "services", "api")
	writeFiles(t, mod, map[string]string{
		"go.mod":       "module example.com/gen\n\ngo 1.26\n",
		"own/own.go":   ownGo,
		"bad/const.go": "package bad\n\nconst base = \"http://example.com/a b\"\n",
		"bad/use.go":   "package bad\n\nimport \"example.com/gen/own\"\n\nfunc F() { own.Get(base) }\n",
		"cmd/main.go":  "package main\n\nfunc main() {}\n",
	})
	if err := os.Mkdir(filepath.Join(repo, ".git"), 0o755); err != nil {
		t.Fatal(err)
	}
	uris := func(args ...string) (base string, uris []string) {
		t.Helper()
		res := runEnv(t, filepath.Join(mod, "cmd"), "", []string{"GOWORK=off", "GOFLAGS=-buildvcs=false"}, urlvetBin, append([]string{genSinks, "-sarif"}, args...)...)
		wantCode(t, res, 0, "urlvet -sarif "+strings.Join(args, " "))
		var log struct {
			Runs []struct {
				OriginalURIBaseIDs map[string]struct{ URI string } `json:"originalUriBaseIds"`
				Results            []struct {
					Locations        []sarifTestLocation `json:"locations"`
					RelatedLocations []sarifTestLocation `json:"relatedLocations"`
				} `json:"results"`
			} `json:"runs"`
		}
		if err := json.Unmarshal([]byte(res.stdout), &log); err != nil || len(log.Runs) != 1 {
			t.Fatalf("SARIF: %v\n%s", err, res.stdout)
		}
		run := log.Runs[0]
		for _, r := range run.Results {
			for _, l := range append(r.Locations, r.RelatedLocations...) {
				a := l.PhysicalLocation.ArtifactLocation
				if a.URIBaseID != "%SRCROOT%" {
					t.Errorf("URI %q is not relative to %%SRCROOT%%", a.URI)
				}
				uris = append(uris, a.URI)
			}
		}
		return run.OriginalURIBaseIDs["%SRCROOT%"].URI, uris
	}
	base, got := uris("../bad")
	if want := fileURI(repo) + "/"; base != want {
		t.Errorf("%%SRCROOT%% is %s, want the repository's root %s", base, want)
	}
	if !slices.Equal(got, []string{"services/api/bad/const.go", "services/api/bad/use.go"}) {
		t.Errorf("URIs %q, want the finding and its related location relative to the repository", got)
	}
	base, got = uris("-sarif-root", "..", "../bad")
	if want := fileURI(mod) + "/"; base != want {
		t.Errorf("-sarif-root ..: %%SRCROOT%% is %s, want %s", base, want)
	}
	if !slices.Equal(got, []string{"bad/const.go", "bad/use.go"}) {
		t.Errorf("-sarif-root ..: URIs %q", got)
	}
	res := urlvet(t, mod, "-sarif-root", "..", "./...")
	wantCode(t, res, 2, "-sarif-root without -sarif")
}

type sarifTestLocation struct {
	PhysicalLocation struct {
		ArtifactLocation struct {
			URI       string `json:"uri"`
			URIBaseID string `json:"uriBaseId"`
		} `json:"artifactLocation"`
	} `json:"physicalLocation"`
}
