package driver

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/packages"
)

// A Problem is an error of one package of the import graph.
type Problem struct {
	PkgPath string
	Root    bool   // a package the patterns named
	Load    bool   // go list could not load the package (missing, bad replace, no files)
	Pos     string // of a load problem: where it is imported, as go list gives it; "" or "-" for none
	Msg     string
}

// A LoadError is a failure to list the packages at all, said for users:
// what is wrong and what to do.
type LoadError struct {
	Msg string
	// NoPackages is set when the patterns name no package: each matches
	// nothing or names no directory (a mistake of the command line).
	NoPackages bool
}

func (e *LoadError) Error() string { return e.Msg }

// goEnv returns the values of go env for the names, in opt's directory and
// environment, or nil.
func goEnv(opt Options, names ...string) []string {
	cmd := exec.Command("go", append([]string{"env"}, names...)...)
	cmd.Dir, cmd.Env = opt.Dir, opt.Env
	out, err := cmd.Output()
	if err != nil {
		return nil
	}
	lines := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	if len(lines) != len(names) {
		return nil
	}
	for i, name := range names {
		if name == "GOWORK" && lines[i] == "off" {
			lines[i] = "" // GOWORK=off: no workspace
		}
	}
	return lines
}

// dirOf returns opt's directory, absolute.
func dirOf(opt Options) string {
	dir := opt.Dir
	if dir == "" {
		dir, _ = os.Getwd()
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return dir
	}
	return abs
}

// explainLoad turns the error of go list (as go/packages reports it:
// "err: exit status 1: stderr: go: ...") into one that says what is
// wrong and what to do.
func explainLoad(opt Options, err error) error {
	msg := err.Error()
	if _, stderr, ok := strings.Cut(msg, "stderr: "); ok {
		msg = stderr
	}
	msg = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(msg), "go: "))
	switch {
	case strings.Contains(msg, "go.mod file not found"):
		return &LoadError{Msg: fmt.Sprintf("%s is not in a Go module (no go.mod there or in a parent directory): run urlvet in a module's directory, or create one there with 'go mod init MODULE'", dirOf(opt))}
	case strings.Contains(msg, "listed in go.work file"):
		work := "go.work"
		if env := goEnv(opt, "GOWORK"); env != nil && env[0] != "" {
			work = env[0]
		}
		return &LoadError{Msg: fmt.Sprintf("%s: %s; fix its use directives, or set GOWORK=off to analyze the module of the current directory alone", work, strings.TrimPrefix(msg, "go: "))}
	}
	return &LoadError{Msg: "go list failed: " + msg}
}

// outsideModule reports the go list error of a pattern that matches
// nothing of the main modules, said for users, or "".
func outsideModule(opt Options, pattern, msg string) string {
	if !strings.Contains(msg, "does not contain main module") && !strings.Contains(msg, "does not contain modules listed in go.work") {
		return ""
	}
	env := goEnv(opt, "GOMOD", "GOWORK")
	switch {
	case env == nil:
	case (env[0] == "" || env[0] == os.DevNull) && env[1] == "":
		return fmt.Sprintf("%s is not in a Go module (no go.mod there or in a parent directory): run urlvet in a module's directory, or create one there with 'go mod init MODULE'", dirOf(opt))
	case env[1] != "":
		return fmt.Sprintf("%s: no package of the modules that %s uses is under it: add the module with 'go work use DIR', or run urlvet in a module's directory", pattern, env[1])
	default:
		return fmt.Sprintf("%s is outside the main module (%s): run urlvet in the directory of the module it belongs to", pattern, filepath.Dir(env[0]))
	}
	return ""
}

// workspacePatterns returns, for a go.work workspace whose root is not a
// module of its own, the patterns "./..." (or "DIR/...") turned into
// "USE/..." for each module the workspace uses under them: the go command
// matches "./..." against the main modules' directories only. It returns
// nil when there is nothing to change.
func workspacePatterns(opt Options, patterns []string) []string {
	env := goEnv(opt, "GOWORK")
	if env == nil || env[0] == "" {
		return nil
	}
	cmd := exec.Command("go", "work", "edit", "-json", env[0])
	cmd.Dir, cmd.Env = opt.Dir, opt.Env
	data, err := cmd.Output()
	if err != nil {
		return nil
	}
	var work struct{ Use []struct{ DiskPath string } }
	if json.Unmarshal(data, &work) != nil {
		return nil
	}
	root := filepath.Dir(env[0])
	base := dirOf(opt)
	var out []string
	changed := false
	for _, p := range patterns {
		prefix, ok := strings.CutSuffix(p, "...")
		if !ok || !(strings.HasPrefix(p, ".") || filepath.IsAbs(p)) {
			out = append(out, p)
			continue
		}
		dir := filepath.Join(base, filepath.FromSlash(prefix))
		for _, u := range work.Use {
			use := filepath.Join(root, filepath.FromSlash(u.DiskPath))
			if rel, err := filepath.Rel(dir, use); err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
				out = append(out, use+string(filepath.Separator)+"...")
				changed = true
			}
		}
	}
	if !changed {
		return nil
	}
	return out
}

// problems returns the errors of n's package as Problems.
func (n *node) problems() []Problem {
	var out []Problem
	for _, e := range n.pkg.Errors {
		out = append(out, Problem{PkgPath: n.pkg.PkgPath, Root: n.root, Load: e.Kind != packages.TypeError, Pos: e.Pos, Msg: e.Msg})
	}
	if n.result != nil {
		for _, e := range n.result.Errors {
			out = append(out, Problem{PkgPath: n.pkg.PkgPath, Root: n.root, Msg: e})
		}
	}
	return out
}

// replaceHint adds to the errors of a replace directive naming a missing
// directory where the directive is and how its path is read.
func replaceHint(opt Options, pkgs []*packages.Package) {
	var gomod string
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		for i, e := range p.Errors {
			if !strings.Contains(e.Msg, ": replacement directory ") {
				continue
			}
			if gomod == "" {
				gomod = "go.mod"
				if env := goEnv(opt, "GOMOD", "GOWORK"); env != nil && env[1] != "" {
					gomod = env[1] + " or the go.mod of a module it uses"
				} else if env != nil && env[0] != "" {
					gomod = env[0]
				}
			}
			p.Errors[i].Msg += fmt.Sprintf(" (a replace directive in %s; a relative path is read from the directory of that file): fix the directive, or put the module there", gomod)
		}
	})
}
