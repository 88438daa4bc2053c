package escaper

import (
	"net/http"
	"strings"
)

// Text escaped by hand for its spaces alone, written as it is into a
// query or a path: its other delimiters stay.
const wolframQuery = "http://api.example.com/v2/query?appid=key&input="

func ask(question string) (*http.Response, error) {
	encoded := strings.Replace(question, " ", "%20", -1) // want `http\.Get: text escaped by hand for its spaces alone \(" " written as "%20"\), written into the query value, where its '&', '#', '\+' and '%' stay as they are; escape it with url\.QueryEscape`
	return http.Get(wolframQuery + encoded + "&format=plaintext")
}

func wikiPage(title string) (*http.Response, error) {
	return http.Get("https://wiki.example.com/pages/" + strings.ReplaceAll(title, " ", "+")) // want `text escaped by hand for its spaces alone \(" " written as "\+"\), written into the path, where its '/', '\?', '#' and '%' stay`
}

// Look-alikes: more replacements around it, an identifier, a constant,
// and text that is escaped first.
func askEscaped(question string) (*http.Response, error) {
	encoded := strings.ReplaceAll(strings.ReplaceAll(question, "&", "%26"), " ", "%20")
	return http.Get(wolframQuery + encoded)
}

func askReplaced(question string) (*http.Response, error) {
	encoded := strings.ReplaceAll(strings.ReplaceAll(question, " ", "%20"), "#", "%23")
	return http.Get(wolframQuery + encoded)
}

func byID(sessionID string) (*http.Response, error) {
	return http.Get("https://api.example.com/sessions/" + strings.ReplaceAll(sessionID, " ", "%20"))
}
