package literals

import (
	"fmt"
	"net/url"
	"regexp"
)

type config struct {
	Home string `json:"home" default:"http://example.com/a b"`
}

var (
	home    = "http://example.com:99999/" // want `literal: .*port`
	brace   = "https://example.com/{id}"  // a template, filled in before it is sent
	bracket = "https://example.com/[id]"  // want `literal: .*pchar\) \(and 1 more in this literal\)`
	good    = "https://example.com/a%20b"
	prose   = "see http://example.com/{x} for details"
	pattern = regexp.MustCompile("https://example.com/[a-z]+")
	escaped = "https://github\\.com/.*"
	xmlns   = "http://www.w3.org/2000/svg"
	mailto  = "mailto:a@example.com"
)

func format(id int) string {
	return fmt.Sprintf("https://example.com/{x}/%d", id)
}

// A constant used as a format is a template wherever it is used.
const issuer = "https://token.actions.%s.ghe.com"

func tenant(t string) string {
	return fmt.Sprintf(issuer, t)
}

const badFormat = "https://example.com/[x]/%s" // want `literal: .*pchar\) \(and 1 more in this literal\)`

func use(t string) string {
	return fmt.Sprintf(badFormat, t)
}

// So is a package-level variable assigned once.
var tenantIssuer = "https://token.actions.%s.ghe.com"

func tenantURL(t string) string {
	return fmt.Sprintf(tenantIssuer, t)
}

// A slice of a constant is checked as the constant's text, at its bytes.
const spacedPath = "/a b/c" // want `url.Parse: space is not allowed in a path; write %20`

func slicedConst() (*url.URL, error) {
	return url.Parse("http://example.com/" + spacedPath[1:])
}
