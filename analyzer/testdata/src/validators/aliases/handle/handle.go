package handle // want package:`urlValidators\(3\)`

// handle holds validators of a handle that test a find method's result
// for a match, as MatchString would.

import "regexp"

var (
	handleRE = regexp.MustCompile(`^[a-zA-Z0-9][a-zA-Z0-9-]*$`)
	phraseRE = regexp.MustCompile(`^[a-zA-Z0-9 -]+$`) // a space
)

var reserved = map[string]bool{"admin": true}

// Valid reports whether s is a handle of min characters or more that
// is not reserved.
func Valid(min int, s string) bool { // want Valid:`urlValidates\(1 ~ .*\)`
	if len(s) < min || reserved[s] {
		return false
	}
	return len(handleRE.FindStringSubmatch(s)) > 0
}

// Matches tests the place of the match.
func Matches(s string) bool { return handleRE.FindStringIndex(s) != nil } // want Matches:`urlValidates\(0 ~ .*\)`

// Phrase accepts text with spaces.
func Phrase(s string) bool { return len(phraseRE.FindStringSubmatch(s)) != 0 } // want Phrase:`urlValidates\(0 ~ .*\)`

// Unmatched holds where the pattern does not match: no validator.
func Unmatched(s string) bool { return handleRE.FindStringSubmatch(s) == nil }

// Longer tests the text's length, not the match: no validator.
func Longer(s string) bool { return len(handleRE.FindAllString(s, -1)) > len(s) }
