package escaper

import (
	"net/http"
	"strings"
)

// case: escaper bug chat-question-spaces-only
func wolfram(appID, question string) (*http.Response, error) {
	encodedRequest := strings.Replace(question, " ", "%20", -1) // want `spaces alone`
	return http.Get("http://api.wolframalpha.example/v2/query?appid=" + appID + "&input=" + encodedRequest + "&format=plaintext")
}

// case: escaper valid chat-question-replacer
var queryReplacer = strings.NewReplacer(" ", "%20", "&", "%26", "#", "%23", "+", "%2B", "%", "%25")

func wolframReplaced(appID, question string) (*http.Response, error) {
	return http.Get("http://api.wolframalpha.example/v2/query?appid=" + appID + "&input=" + queryReplacer.Replace(question))
}
