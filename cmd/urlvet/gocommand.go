package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// goCommandFlags returns the flags given to the go command that started
// this process, when it is a go command running vet or fix and the
// system shows its command line (Linux's /proc): those of its command
// line up to the packages, after those of GOFLAGS whose names the command
// line does not set again, as the go command passes them on. ok is false
// when the parent is not such a go command.
//
// The go command starts the vet tool with -V=full before any package
// (its cache key), and with the flags and a package's configuration
// after; only the parent's command line shows, at -V=full, the flags the
// later runs will be given.
func goCommandFlags() (flags []string, ok bool) {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/cmdline", os.Getppid()))
	if err != nil {
		return nil, false
	}
	args := strings.Split(string(bytes.TrimSuffix(data, []byte{0})), "\x00")
	if len(args) < 2 {
		return nil, false
	}
	if name := filepath.Base(args[0]); name != "go" && name != "go.exe" {
		return nil, false
	}
	args = args[1:]
	if len(args) > 0 && (args[0] == "-C" || args[0] == "--C") && len(args) > 1 {
		args = args[2:]
	} else if len(args) > 0 && (strings.HasPrefix(args[0], "-C=") || strings.HasPrefix(args[0], "--C=")) {
		args = args[1:]
	}
	if len(args) == 0 || args[0] != "vet" && args[0] != "fix" {
		return nil, false
	}
	explicit := leadingFlags(args[1:])
	set := make(map[string]bool)
	for _, f := range explicit {
		if name, ok := flagName(f); ok {
			set[name] = true
		}
	}
	for _, f := range strings.Fields(os.Getenv("GOFLAGS")) {
		if name, ok := flagName(f); ok && !set[name] {
			flags = append(flags, f)
		}
	}
	return append(flags, explicit...), true
}

// leadingFlags returns the flags of a go vet or go fix command line, up
// to the first package or "--", keeping a value given as the next
// argument with its flag.
func leadingFlags(args []string) []string {
	for i := 0; i < len(args); i++ {
		arg := args[i]
		if arg == "--" || !strings.HasPrefix(arg, "-") || arg == "-" {
			return args[:i]
		}
		if name, _ := flagName(arg); !strings.Contains(arg, "=") && goFlagTakesValue(name) {
			i++
		}
	}
	return args
}

// flagName returns the name of flag argument arg ("-name" or
// "--name=value").
func flagName(arg string) (string, bool) {
	if !strings.HasPrefix(arg, "-") {
		return "", false
	}
	name, _, _ := strings.Cut(strings.TrimLeft(arg, "-"), "=")
	return name, name != ""
}

// goFlagTakesValue reports whether a flag of go vet or go fix takes a
// value: the build flags that do and the analyzer's non-boolean ones.
func goFlagTakesValue(name string) bool {
	switch name {
	case "asmflags", "buildmode", "c", "compiler", "covermode", "coverpkg", "exec",
		"fixtool", "gccgoflags", "gcflags", "installsuffix", "ldflags", "mod", "modfile",
		"o", "overlay", "p", "pgo", "pkgdir", "tags", "toolexec", "vettool":
		return true
	}
	return takesValue(name)
}
