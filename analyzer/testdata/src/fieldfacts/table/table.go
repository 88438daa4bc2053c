// Package table gives lib.Options.URL a constant that is no URL: the
// rows are read at the sink only for some keys, and none is checked.
package table

import "fieldfacts/lib"

var settings = []lib.Options{
	{Label: "title", URL: "Hello World"},
	{Label: "home", URL: "https://example.com/a b"},
}

func home() {
	for _, s := range settings {
		if s.Label == "home" {
			s.Parse()
		}
	}
}
