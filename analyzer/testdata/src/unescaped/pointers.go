package unescaped

import "net/url"

// A reference to a definition: its fragment is a JSON pointer, whose
// tokens have escapes of their own (~0, ~1); a name of no known kind
// written there is not reported.
func definitionRef(typeName string) *url.URL {
	u, err := url.Parse("#/components/schemas/" + typeName)
	if err != nil {
		return nil
	}
	return u
}

// A fragment that is no pointer, and free text in a pointer.
func anchorRef(anchor, title string) (*url.URL, *url.URL) {
	a, _ := url.Parse("https://docs.example.com/guide#section-" + anchor) // want `anchor, a string, is written unescaped into the fragment`
	b, _ := url.Parse("#/pages/" + title)                                 // want `title, free text, is written unescaped into the fragment`
	return a, b
}

var _ = definitionRef
