// Package urls holds URL constants that urlvet reports. Each reported line
// ends with "want CHECK:TEXT": the check ID, and the text of the literal
// where the finding starts.
package urls

import "net/url"

func Parse() {
	url.Parse("http://example.com/a b")       // want char:" "
	url.Parse("http://example.com/%G1")       // want escape:"%G1"
	url.Parse("http://example.com/x y?q=%zz") // want char:" " escape:"%zz"
	url.Parse("http://example.com/fine?q=1#top")
	url.Parse("http://[::1]:8080/")
}

func Port() {
	url.Parse("http://example.com:99999/") // want port:"99999"
}

// page reaches url.Parse on another line: the finding has a note there.
const page = "http://example.com/p q" // want char:" "

func Const() {
	url.Parse(page)
}

// A host name with an underscore: a warning (host-underscore), reported
// only with the warnings setting, its text starting with "warning: ".
func Health() {
	url.Parse("http://metrics_agent:9100/health")
}
