// Package view is the shape of a terminal UI's text view: its buffer
// is its lines, each ended by a newline.
package view

import "strings"

type View struct{ lines [][]rune }

// Buffer returns the lines, each with its "\n": between two lines the
// newline stays in the text.
func (v *View) Buffer() string {
	str := ""
	for _, l := range v.lines {
		str += string(l) + "\n"
	}
	return strings.Replace(str, "\x00", " ", -1)
}
