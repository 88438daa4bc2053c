package check // want package:`urlValidators\(6\)`

// check holds validators of names other packages put in URLs.

import (
	"regexp"
	"strings"
)

var (
	modulePath = regexp.MustCompile(`^[a-z0-9.-]+(/[A-Za-z0-9_.~-]+)+$`)
	label      = regexp.MustCompile(`^[A-Za-z0-9 _-]+$`) // a space: text
	query      = regexp.MustCompile(`^[a-z0-9/?=&]+$`)   // a query of its own
	anywhere   = regexp.MustCompile(`[a-z0-9]+`)         // not anchored: any text around it
	escaped    = regexp.MustCompile(`^([a-z0-9]|%[0-9A-F]{2})+$`)
)

// IsModulePath reports whether p is a module path: a host, then
// segments of letters, digits and ._~-.
func IsModulePath(p string) bool { return modulePath.MatchString(p) } // want IsModulePath:`urlValidates\(0 ~ .*\)`

// ValidModule reports the same, after its length.
func ValidModule(max int, p string) bool { // want ValidModule:`urlValidates\(1 ~ .*\)`
	if len(p) > max || !modulePath.MatchString(p) {
		return false
	}
	if strings.HasPrefix(p, "example.") {
		return false
	}
	return true
}

// IsLabel accepts a label, which may hold spaces.
func IsLabel(s string) bool { return label.MatchString(s) } // want IsLabel:`urlValidates\(0 ~ .*\)`

// IsQuery accepts text with '?' and '&'.
func IsQuery(s string) bool { return query.MatchString(s) } // want IsQuery:`urlValidates\(0 ~ .*\)`

// HasWord holds where a word is somewhere in s.
func HasWord(s string) bool { return anywhere.MatchString(s) } // want HasWord:`urlValidates\(0 ~ .*\)`

// IsEscaped accepts text escaped already, with '%'.
func IsEscaped(s string) bool { return escaped.MatchString(s) } // want IsEscaped:`urlValidates\(0 ~ .*\)`

// Loose returns true for anything once the pattern fails: no validator.
func Loose(s string) bool {
	if !modulePath.MatchString(s) {
		return strings.HasPrefix(s, "std/")
	}
	return true
}

// Trimmed tests another text than the one it was given: no validator.
func Trimmed(s string) bool {
	s = strings.TrimSpace(s)
	return modulePath.MatchString(s)
}
