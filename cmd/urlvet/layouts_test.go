package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// writeFiles writes files (slash-separated names relative to dir).
func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, data := range files {
		name = filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(name, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

const ownGo = "package own\n\nfunc Get(url string) {}\n"

// badGo is a package with a finding through own.Get.
func badGo(pkg string) string {
	return "package " + pkg + "\n\nimport \"example.com/gen/own\"\n\nfunc F() { own.Get(\"http://example.com/a b\") }\n"
}

// noInternals fails the test when stderr shows go list's or the driver's
// internals rather than what is wrong.
func noInternals(t *testing.T, what, stderr string) {
	t.Helper()
	for _, internal := range []string{"-: ", "err: exit status", "stderr: ", "could not import", "invalid package name"} {
		if strings.Contains(stderr, internal) {
			t.Errorf("%s: %q in the output:\n%s", what, internal, stderr)
		}
	}
}

// TestLayouts checks what urlvet says of layouts that do not load whole:
// one line for what could not be loaded and what to do, and the findings
// of what could.
func TestLayouts(t *testing.T) {
	t.Parallel()
	env := []string{"GOFLAGS=-buildvcs=false"}
	root := t.TempDir()

	// No go.mod anywhere above.
	nomod := filepath.Join(root, "nomod")
	writeFiles(t, nomod, map[string]string{"x.go": "package x\n"})
	for _, pattern := range []string{"./...", "."} {
		res := runEnv(t, nomod, "", append(env, "GOWORK=off"), urlvetBin, genSinks, pattern)
		wantCode(t, res, 1, "urlvet outside a module")
		noInternals(t, "outside a module", res.stderr)
		if res.stderr != "urlvet: "+nomod+" is not in a Go module (no go.mod there or in a parent directory): run urlvet in a module's directory, or create one there with 'go mod init MODULE'\n" {
			t.Errorf("urlvet %s outside a module:\n%s", pattern, res.stderr)
		}
	}

	// A replace directive to a directory that does not exist: one line
	// for the module, the packages that import it still analyzed.
	rep := filepath.Join(root, "rep", "sub")
	files := map[string]string{
		"go.mod":     "module example.com/gen\n\ngo 1.26\n\nrequire example.com/gone v0.0.0\n\nreplace example.com/gone => ../../gone\n",
		"own/own.go": ownGo,
		"ok/ok.go":   badGo("ok"),
	}
	for _, p := range []string{"a", "b", "c", "d"} {
		files[p+"/"+p+".go"] = "package " + p + "\n\nimport (\n\t\"example.com/gen/own\"\n\t\"example.com/gone\"\n\t\"example.com/gone/more\"\n)\n\nvar _ = gone.X + more.Y\n\nfunc F() { own.Get(\"http://example.com/a b\") }\n"
	}
	writeFiles(t, rep, files)
	res := runEnv(t, rep, "", append(env, "GOWORK=off"), urlvetBin, genSinks, "./...")
	wantCode(t, res, 1, "urlvet with a replace to nowhere")
	noInternals(t, "replace to nowhere", res.stderr)
	lines := strings.Split(strings.TrimSpace(res.stderr), "\n")
	if len(lines) != 6 || !strings.HasPrefix(lines[0], "urlvet: cannot load example.com/gone@v0.0.0: replacement directory ../../gone does not exist (a replace directive in "+filepath.Join(rep, "go.mod")) {
		t.Errorf("replace to nowhere: want the module's line, then the five findings:\n%s", res.stderr)
	}
	for _, p := range []string{"ok", "a", "b", "c", "d"} {
		if !strings.Contains(res.stderr, filepath.Join(p, p+".go")+":") {
			t.Errorf("replace to nowhere: no finding in package %s:\n%s", p, res.stderr)
		}
	}

	// A go.work workspace whose root is no module: ./... is its modules.
	ws := filepath.Join(root, "ws")
	writeFiles(t, ws, map[string]string{
		"go.work":        "go 1.26\n\nuse (\n\t./gen\n\t./b\n)\n",
		"gen/go.mod":     "module example.com/gen\n\ngo 1.26\n",
		"gen/own/own.go": ownGo,
		"gen/a/a.go":     badGo("a"),
		"b/go.mod":       "module example.com/b\n\ngo 1.26\n\nrequire example.com/gen v0.0.0\n",
		"b/b.go":         badGo("b"),
	})
	res = runEnv(t, ws, "", append(env, "GOWORK="), urlvetBin, genSinks, "./...")
	wantCode(t, res, 3, "urlvet ./... at a workspace's root")
	for _, file := range []string{"gen/a/a.go:", "b/b.go:"} {
		if !strings.Contains(res.stderr, filepath.FromSlash(file)) {
			t.Errorf("workspace: no finding in %s:\n%s", file, res.stderr)
		}
	}
	// ... and one that uses a directory without a module.
	writeFiles(t, ws, map[string]string{"go.work": "go 1.26\n\nuse (\n\t./gen\n\t./b\n\t./none\n)\n"})
	res = runEnv(t, ws, "", append(env, "GOWORK="), urlvetBin, genSinks, "./...")
	wantCode(t, res, 1, "urlvet in a workspace using a directory without go.mod")
	noInternals(t, "workspace using a directory without go.mod", res.stderr)
	if !strings.HasPrefix(res.stderr, "urlvet: "+filepath.Join(ws, "go.work")+": ") || !strings.Contains(res.stderr, "GOWORK=off") || strings.Count(res.stderr, "\n") != 1 {
		t.Errorf("workspace using a directory without go.mod:\n%s", res.stderr)
	}

	// A pattern outside the module, and one naming no directory.
	for pattern, want := range map[string]struct {
		msg  string
		code int
	}{
		"../../ws/b/...": {"is outside the main module", 1},
		"./nosuchdir":    {"urlvet: ./nosuchdir: no such directory", 2}, // names no package: a usage error
	} {
		res = runEnv(t, rep, "", append(env, "GOWORK=off"), urlvetBin, genSinks, pattern)
		wantCode(t, res, want.code, "urlvet "+pattern)
		noInternals(t, pattern, res.stderr)
		if !strings.Contains(res.stderr, want.msg) || strings.Count(res.stderr, "\n") != 1 {
			t.Errorf("urlvet %s: want one line with %q:\n%s", pattern, want.msg, res.stderr)
		}
	}
}

// TestDependencyErrors checks that a dependency that does not type-check
// is one line, however many errors it has, and its importers analyzed.
func TestDependencyErrors(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	var broken strings.Builder
	broken.WriteString("package broken\n\nvar X int\n\n")
	for i := range 100 {
		broken.WriteString("var _ int = \"not an int\" // " + string(rune('a'+i%26)) + "\n")
	}
	files := map[string]string{
		"go.mod":           "module example.com/gen\n\ngo 1.26\n",
		"own/own.go":       ownGo,
		"broken/broken.go": broken.String(),
	}
	for _, p := range []string{"a", "b", "c"} {
		files["use/"+p+"/"+p+".go"] = "package " + p + "\n\nimport (\n\t\"example.com/gen/broken\"\n\t\"example.com/gen/own\"\n)\n\nvar _ = broken.X\n\nfunc F() { own.Get(\"http://example.com/a b\") }\n"
	}
	writeFiles(t, dir, files)
	res := runEnv(t, dir, "", []string{"GOWORK=off", "GOFLAGS=-buildvcs=false"}, urlvetBin, genSinks, "./use/...")
	wantCode(t, res, 1, "urlvet with a dependency that does not type-check")
	lines := strings.Split(strings.TrimSpace(res.stderr), "\n")
	if len(lines) != 4 || !strings.HasPrefix(lines[0], "urlvet: dependency example.com/gen/broken does not type-check: ") || !strings.HasSuffix(lines[0], "(and 99 more errors)") {
		t.Errorf("want a line for the dependency and the three findings:\n%s", res.stderr)
	}
}
