package joins

import "net/http"

// A URL declared in the body of a loop starts again in each run: an
// extension under an if there runs once on it, so the text after it is
// known, and a '/' it adds before another is a doubled slash. A URL
// declared before the loop may take the extension any number of times.
func shelves(host string, ids []string, nested func(string) bool) {
	for _, id := range ids {
		u := "https://" + host + "/shelves"
		if nested(id) {
			u += "/" // want `joining two strings makes "//" in the path`
		}
		http.Get(u + "/books")
	}
}

func shelvesOnce(host string, ids []string, nested func(string) bool) {
	u := "https://" + host + "/shelves"
	for _, id := range ids {
		if nested(id) {
			u += "/x"
		}
	}
	http.Get(u + "/books")
}
