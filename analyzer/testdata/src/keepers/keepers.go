// Package keepers passes URLs to another package's constructors that
// keep them for their requests.
package keepers

import (
	"net/http"

	"keepers/gql"
)

func spaced() error {
	return gql.NewClient("https://api.example.com/graph ql", http.DefaultClient).Mutate("{}") // want `gql.NewClient: space is not allowed in a path`
}

func assigned() error {
	return gql.NewAssigned("https://api.example.com:99999/graphql").Mutate("{}") // want `gql.NewAssigned: port 99999 is out of range`
}

// Look-alikes: the same text given to constructors that get no fact, and
// a good URL.
func lookalikes() {
	gql.NewDefaulted("https://api.example.com/graph ql").Mutate("{}")
	gql.NewTrimmed("https://api.example.com/graph ql").Mutate("{}")
	gql.NewREST("https://api.example.com/v 1").Users()
	gql.NewClient("https://api.example.com/graphql", http.DefaultClient).Mutate("{}")
}
