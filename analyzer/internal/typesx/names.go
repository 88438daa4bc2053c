package typesx

import (
	"strings"
	"unicode"
)

// NameWords splits a Go or environment name into its lower-case words: at
// every rune that is neither a letter nor a digit, at an upper-case
// letter after a lower-case letter or a digit, and before the last
// upper-case letter of an acronym that a word follows. Digits stay with
// the letters before them. "branchName" gives branch, name;
// "CALLBACK_RELATIVE_URI" callback, relative, uri; "userID" user, id;
// "HTTPServer" http, server; "sha256Sum" sha256, sum; "*filepath"
// filepath.
func NameWords(name string) []string {
	var words []string
	var cur []rune
	flush := func() {
		if len(cur) > 0 {
			words = append(words, strings.ToLower(string(cur)))
			cur = cur[:0]
		}
	}
	rs := []rune(name)
	for i, c := range rs {
		switch {
		case !unicode.IsLetter(c) && !unicode.IsDigit(c):
			flush()
			continue
		case unicode.IsUpper(c) && len(cur) > 0:
			prevLower := unicode.IsLower(rs[i-1]) || unicode.IsDigit(rs[i-1])
			nextLower := i+1 < len(rs) && unicode.IsLower(rs[i+1])
			if prevLower || nextLower && unicode.IsUpper(rs[i-1]) {
				flush() // userID, HTTPServer
			}
		}
		cur = append(cur, c)
	}
	flush()
	return words
}
