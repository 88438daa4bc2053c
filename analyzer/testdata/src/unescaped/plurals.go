package unescaped

import "net/http"

// An element of a list named for tokens a service issued is a token, as
// an element of ids is an ID; an element of a list of notes is still a
// string of unknown kind.
func redeem(events string, tokens, notes []string) {
	http.Get(events + "?singleUseToken=" + tokens[0])
	http.Get(events + "?singleUseToken=" + tokens[len(tokens)-1] + "&v=2")
	http.Get(events + "?note=" + notes[0]) // want `warning: http\.Get: notes\[0\], a string, is written unescaped into the query value`
}
