package extend

import (
	"net/url"
	"strings"

	"flow/extend/view"
)

// viewValue trims the buffer of a one-line input view: the newline each
// line ends with is gone, and one between lines is there only when the
// view holds two, which no constant text says.
func viewValue(v *view.View) string {
	return strings.TrimSpace(v.Buffer())
}

func parseView(v *view.View) {
	url.Parse(viewValue(v))
}

func parseLines(lines []string) {
	str := ""
	for _, l := range lines {
		str += l + "\n"
	}
	url.Parse(strings.TrimSpace(str))
}

// A space the first run writes before its line stays after the trim.
func parseQueries(lines []string) {
	str := "https://example.com/search"
	for _, l := range lines {
		str += "?q=a b&l=" + l + "\n" // want `url\.Parse: space is not allowed in a query`
	}
	url.Parse(strings.TrimSpace(str))
}

// With no trim, the newline is in the text from the first run.
func parseUntrimmed(lines []string) {
	str := ""
	for _, l := range lines {
		str += l + "\n" // want `url\.Parse: control byte 0x0A`
	}
	url.Parse(str)
}
