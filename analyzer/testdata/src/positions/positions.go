package positions

import "net/url"

const declared = "http://example.com/d\te" // at:\t

func positions() {
	url.Parse("http://example.com/\x20")         // at:\x20
	url.Parse(`http://example.com/a\b`)          // at:\
	url.Parse("http://example.com/\u00e9")       // at:\u00e9
	url.Parse("http://example.com/\303\251")     // at:\303\251
	url.Parse("http://example.com/\xc3\xa9")     // at:\xc3\xa9
	url.Parse("http://example.com/é")            // at:é
	url.Parse("http://example.com/" + "a|b")     // at:|
	url.Parse("http://example.com/it's/\x7f")    // at:\x7f
	url.Parse("http://example.com/\x61\142/%zz") // at:%
	url.Parse(declared)
}
