package main

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/urlvet/urlvet/analyzer"
)

// vetFlagError returns what is wrong with the analyzer's flags on the
// command line of a go vet or go fix run (flags and a lone *.cfg file),
// in one line, or "". The go command checks the flags' names against
// urlvet -flags but not their values; urlvet checks those on every
// package it is given, each a process of its own.
func vetFlagError(args []string) string {
	a := analyzer.New(analyzer.Config{}) // flags of their own: Set may accumulate
	for i := 0; i < len(args); i++ {
		arg := args[i]
		if arg == "--" || !strings.HasPrefix(arg, "-") {
			break
		}
		name, value, hasValue := strings.Cut(strings.TrimLeft(arg, "-"), "=")
		f := a.Flags.Lookup(name)
		if f == nil {
			continue // the go command has checked the name
		}
		if !hasValue {
			if b, ok := f.Value.(interface{ IsBoolFlag() bool }); ok && b.IsBoolFlag() {
				value = "true"
			} else if i+1 < len(args) {
				i++
				value = args[i]
			}
		}
		if err := f.Value.Set(value); err != nil {
			return fmt.Sprintf("urlvet: invalid value %q for -%s: %v (urlvet -help lists the flags)", value, name, err)
		}
	}
	return ""
}

// reportVetFlagError prints msg on stderr once per run of the go command
// and returns the exit code of this process. go vet starts urlvet on
// every package, dependencies included, and would print each one's
// failure: with the first to fail, its dependents are not run, but every
// package that does not import it is (86 lines for a module importing
// net/url, "pkg: urlvet: exit status 1" each). So the first process of a
// go command (its parent) to create a marker file named after that
// process and msg prints msg and fails, and the others exit at once,
// silently and successfully: the go command's run fails with the one
// message. (What the go command then caches for those packages is keyed
// by the same bad flags, and a run with them fails again on the package
// that failed, whose failure is not cached.) Markers older than a day
// are removed.
func reportVetFlagError(stderr io.Writer, msg string) int {
	dir := filepath.Join(os.TempDir(), "urlvet-vet-errors")
	os.MkdirAll(dir, 0o700)
	sum := sha256.Sum256([]byte(msg))
	marker := filepath.Join(dir, fmt.Sprintf("%d%s-%x", os.Getppid(), parentStart(), sum[:8]))
	f, err := os.OpenFile(marker, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o600)
	if err != nil && os.IsExist(err) {
		return 0
	}
	if f != nil {
		f.Close()
	}
	fmt.Fprintln(stderr, msg)
	if entries, err := os.ReadDir(dir); err == nil {
		for _, e := range entries {
			if info, err := e.Info(); err == nil && time.Since(info.ModTime()) > 24*time.Hour {
				os.Remove(filepath.Join(dir, e.Name()))
			}
		}
	}
	return 1
}

// parentStart returns "-" and the time the parent process started, where
// the system tells it (Linux's /proc): a marker named after the parent's
// process ID alone would silence a later go command that is given the
// same ID, once IDs wrap (at 32768 by default).
func parentStart() string {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", os.Getppid()))
	if err != nil {
		return ""
	}
	// The fields after the command, which is in parentheses and may hold
	// anything: the state is field 3, the start time field 22.
	i := bytes.LastIndexByte(data, ')')
	if i < 0 {
		return ""
	}
	fields := strings.Fields(string(data[i+1:]))
	if len(fields) < 20 {
		return ""
	}
	return "-" + fields[19]
}

// standaloneUsageError prints a usage error of the package mode: the
// error, and where to find the flags.
func standaloneUsageError(stderr io.Writer, err error) { standaloneUsage(stderr, err.Error()) }

// standaloneUsage prints a usage message of the package mode, a sentence
// that may end with a command, and where to find the flags.
func standaloneUsage(stderr io.Writer, msg string) {
	fmt.Fprintf(stderr, "urlvet: %s\nRun 'urlvet -help' for the flags.\n", msg)
}
