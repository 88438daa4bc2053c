package sarifschema

import (
	"bytes"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// schema compiles the SARIF 2.1.0 schema kept in testdata.
func schema(t *testing.T) *jsonschema.Schema {
	t.Helper()
	f, err := os.Open("testdata/sarif-schema-2.1.0.json")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	doc, err := jsonschema.UnmarshalJSON(f)
	if err != nil {
		t.Fatal(err)
	}
	const loc = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
	c := jsonschema.NewCompiler()
	if err := c.AddResource(loc, doc); err != nil {
		t.Fatal(err)
	}
	sch, err := c.Compile(loc)
	if err != nil {
		t.Fatal(err)
	}
	return sch
}

// TestSchemaRejects makes sure the schema test can fail: a log without a
// version is not SARIF.
func TestSchemaRejects(t *testing.T) {
	doc, err := jsonschema.UnmarshalJSON(strings.NewReader(`{"runs": []}`))
	if err != nil {
		t.Fatal(err)
	}
	if schema(t).Validate(doc) == nil {
		t.Error("the SARIF schema accepts a log without a version")
	}
}

// TestOutputMatchesSchema runs urlvet -sarif on the fixture module
// testdata/src/e2e, with findings, fixes and related locations, and on a package
// that does not load, and validates each log.
func TestOutputMatchesSchema(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "urlvet")
	// Built in the urlvet module (the repository root), with its own
	// dependency versions.
	build := exec.Command("go", "build", "-o", bin, "./cmd/urlvet")
	build.Dir = filepath.Join("..", "..")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building urlvet: %v\n%s", err, out)
	}
	dir := t.TempDir()
	src := filepath.Join("..", "..", "testdata", "src", "e2e")
	err := filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dir, rel), 0o755)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dir, rel), data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	// The checks, as urlvet help lists them after its usage: a tab, the
	// ID, the title.
	help, err := exec.Command(bin, "help").Output()
	if err != nil {
		t.Fatalf("urlvet help: %v", err)
	}
	_, list, _ := strings.Cut(string(help), "\nChecks ")
	var checks []string
	for _, line := range strings.Split(list, "\n") {
		if id, ok := strings.CutPrefix(line, "\t"); ok && id != "" {
			checks = append(checks, strings.Fields(id)[0])
		}
	}
	if len(checks) < 30 {
		t.Fatalf("urlvet help lists %d checks:\n%s", len(checks), help)
	}
	sch := schema(t)
	for _, pkg := range []string{"./bad", "./clean", "./nosuchdir"} {
		cmd := exec.Command(bin, "-sarif", pkg)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-buildvcs=false")
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		_ = cmd.Run() // ./nosuchdir exits 1 and still writes a log
		doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(stdout.Bytes()))
		if err != nil {
			t.Fatalf("urlvet -sarif %s: output is not JSON: %v\n%s%s", pkg, err, stdout.String(), stderr.String())
		}
		if err := sch.Validate(doc); err != nil {
			t.Errorf("urlvet -sarif %s: output breaks the SARIF 2.1.0 schema: %v\n%s", pkg, err, stdout.String())
		}
		if pkg == "./bad" && !strings.Contains(stdout.String(), `"fixes"`) {
			t.Errorf("urlvet -sarif ./bad: no fixes in the log:\n%s", stdout.String())
		}
		for _, id := range checks {
			if !strings.Contains(stdout.String(), `"id": "`+id+`"`) {
				t.Errorf("urlvet -sarif %s: no rule for check %s", pkg, id)
			}
		}
	}
}
