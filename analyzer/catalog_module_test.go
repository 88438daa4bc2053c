package analyzer

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"

	"golang.org/x/tools/go/analysis/analysistest"
)

// TestCatalogModule runs urlvet on testdata/catalog, a module of client
// code that calls every catalogued function and sets every catalogued
// field with the real libraries, at the versions its go.mod pins. A
// function or field that a library renames breaks the type-checking of
// that module; one that the catalogue misspells is reported here as never
// reached. Its package schemeoracle runs the libraries on URLs of each
// scheme (sinks.Entry.Schemes, and the gRPC schemes rfc rejects).
//
// It type-checks some 600 packages of the libraries from source (about
// 25 s of CPU, more than the rest of the package's tests together), so
// it runs, like the end-to-end tests, only with URLVET_E2E set: CI sets
// it (.ci/run). The libraries come from the module cache, filled from the
// module proxy when it can be reached; the test is skipped when they
// cannot be had, except under CI, which has the proxy.
func TestCatalogModule(t *testing.T) {
	t.Parallel()
	if os.Getenv("URLVET_E2E") == "" || testing.Short() {
		t.Skip("set URLVET_E2E=1 to check the catalogue against the client libraries, loaded from source")
	}
	dir, err := filepath.Abs(filepath.Join("testdata", "catalog"))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "go", "list", "-deps", "./...")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=readonly")
	if out, err := cmd.CombinedOutput(); err != nil {
		if os.Getenv("CI") == "" {
			t.Skipf("the client libraries cannot be downloaded: %v\n%s", err, lastLines(out, 10))
		}
		t.Fatalf("go list -deps in %s: %v\n%s", dir, err, lastLines(out, 20))
	}

	// The schemes the catalogue lists, against the libraries themselves.
	test := exec.CommandContext(ctx, "go", "test", "./schemeoracle")
	test.Dir = dir
	test.Env = cmd.Env
	if out, err := test.CombinedOutput(); err != nil {
		t.Errorf("go test ./schemeoracle in %s: %v\n%s", dir, err, lastLines(out, 30))
	}

	// clients.go expects a host-underscore warning, which is off by default.
	results := analysistest.Run(t, dir, New(Config{Warnings: true}), "./...")

	seen := make(map[string]bool)
	for _, res := range results {
		if r, ok := res.Result.(*Result); ok {
			for _, c := range r.Calls {
				seen[c.Sink] = true
			}
		}
	}
	for _, lib := range sinks.Catalog {
		for _, s := range lib.Sinks {
			if key := s.Pkg + "." + s.Name; !seen[key] {
				t.Errorf("%s: %s is not reached in testdata/catalog", lib.Name, key)
			}
		}
	}
}

// lastLines returns the last n lines of out.
func lastLines(out []byte, n int) []byte {
	end := len(out)
	for i := len(out) - 1; i >= 0; i-- {
		if out[i] == '\n' && i < len(out)-1 {
			if n--; n == 0 {
				return out[i+1 : end]
			}
		}
	}
	return out
}
