package names // want package:`urlValidators\(6\)`

// names holds validators of the names of packages: by a split
// at '/' whose every part a pattern accepts, and by tables of constant
// names.

import (
	"regexp"
	"strings"
)

var (
	domain = regexp.MustCompile(`^[a-z0-9]+(?:\.[a-z0-9-]+)+$`)
	elem   = regexp.MustCompile(`^[\p{L}0-9_][\p{L}0-9_.-]*$`) // letters of any script
	loose  = regexp.MustCompile(`^[a-z0-9?=]+$`)
)

func isElem(s string) bool { return elem.MatchString(s) }

// IsRemote reports whether p is a domain, then elements, joined by '/'.
func IsRemote(p string) bool { // want IsRemote:`urlValidates\(0 ~ .*\)`
	elems := strings.Split(p, "/")
	if len(elems) < 2 || !domain.MatchString(elems[0]) {
		return false
	}
	for _, e := range elems[1:] {
		if !isElem(e) {
			return false
		}
	}
	return true
}

// EveryElem tests each element by its index.
func EveryElem(p string) bool { // want EveryElem:`urlValidates\(0 ~ .*\)`
	elems := strings.Split(p, "/")
	for i := range elems {
		if !isElem(elems[i]) {
			return false
		}
	}
	return true
}

// IsQueryPath admits '?' and '=' in its elements.
func IsQueryPath(p string) bool { // want IsQueryPath:`urlValidates\(0 ~ .*\)`
	for _, e := range strings.Split(p, "/") {
		if !loose.MatchString(e) {
			return false
		}
	}
	return true
}

// Look-alikes that prove nothing of the whole: an element left out, a
// loop that may stop before the last, an element replaced before its
// test, a split that keeps the rest whole, the elements shared with a
// function that may change them.

func SkipsSecond(p string) bool {
	elems := strings.Split(p, "/")
	if !domain.MatchString(elems[0]) {
		return false
	}
	for _, e := range elems[2:] {
		if !isElem(e) {
			return false
		}
	}
	return true
}

func StopsAtDot(p string) bool {
	elems := strings.Split(p, "/")
	for _, e := range elems {
		if !isElem(e) {
			return false
		}
		if e == "..." {
			break
		}
	}
	return true
}

func Lowered(p string) bool {
	elems := strings.Split(p, "/")
	elems[0] = strings.ToLower(elems[0])
	for _, e := range elems {
		if !isElem(e) {
			return false
		}
	}
	return true
}

func FirstTwo(p string) bool {
	elems := strings.SplitN(p, "/", 2)
	for _, e := range elems {
		if !isElem(e) {
			return false
		}
	}
	return true
}

func Shared(p string) bool {
	elems := strings.Split(p, "/")
	normalize(elems)
	for _, e := range elems {
		if !isElem(e) {
			return false
		}
	}
	return true
}

func normalize(elems []string) {
	for i := range elems {
		elems[i] = strings.TrimSpace(elems[i])
	}
}

const (
	builtin = 1 << iota
	command
)

// kinds is a generated table of the standard library's packages.
var kinds = map[string]uint8{
	"bufio":         builtin,
	"cmd/go":        command,
	"net/http":      builtin,
	"net/url":       builtin,
	"encoding/json": builtin,
	"cmd/go/help":   command,
	"crypto/sha256": builtin,
	"vendor/x/text": builtin,
}

var words = map[string]bool{"read me": true, "notes": true}

// Extended has entries an init function adds.
var extended = map[string]bool{"a": true}

func init() { extended[strings.Repeat("z", 3)] = true }

// Registry is exported: another package may add to it.
var Registry = map[string]bool{"std": true}

// IsBuiltin reports whether p is a package of the standard library.
func IsBuiltin(p string) bool { return kinds[p]&builtin != 0 } // want IsBuiltin:`urlValidates\(0 ~ .*\)`

// IsKnown reports whether p is in the table, by a comma-ok lookup.
func IsKnown(p string) bool { // want IsKnown:`urlValidates\(0 ~ .*\)`
	if _, ok := kinds[p]; !ok {
		return false
	}
	return !strings.HasPrefix(p, "vendor/")
}

// IsWord accepts names with a space.
func IsWord(p string) bool { return words[p] } // want IsWord:`urlValidates\(0 ~ .*\)`

// No validators: a lookup true for a missing key, a table the package
// changes, an exported table.

func IsOther(p string) bool { return kinds[p] == 0 }

func IsExtended(p string) bool { return extended[p] }

func IsRegistered(p string) bool { return Registry[p] }
