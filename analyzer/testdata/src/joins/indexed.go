package joins

import (
	"fmt"
	"net/http"
)

// Formats whose verbs name their argument's index: the join is between
// the texts of the arguments the indexes name, in the format's order.
func indexedJoins(id string) {
	http.Get(fmt.Sprintf("%[2]s/%[1]s", "/users", "https://edge.example.com")) // want `joining two strings makes "//" in the path`
	http.Get(fmt.Sprintf("%[2]s%[1]s", "users", "https://edge.example.com"))   // want `no '/' where two strings are joined`

	http.Get(fmt.Sprintf("%[3]s%[1]s/%[2]s", "users", id, "https://edge.example.com/"))
	http.Get(fmt.Sprintf("%[2]s%[1]s", "users", "https://edge.example.com/"))
	http.Get(fmt.Sprintf("%[1]s%[2]s", "https://edge.example.com", "/users"))
}
