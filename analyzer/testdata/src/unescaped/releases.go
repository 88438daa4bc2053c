package unescaped

import (
	"fmt"
	"net/http"
)

// A value looked up in a table of constant keys, the function left where
// the lookup's value is its zero value: past the test the key is one of
// the table's.

type release string

var releaseSums = map[release]string{
	"1.19": "a1",
	"1.20": "b2",
}

var namedSums = map[string]string{"first release": "c3"}

// ReleaseSums is exported: another package may add to it.
var ReleaseSums = map[string]string{"1.19": "a1"}

func downloadRelease(v release, other string) {
	sum := releaseSums[v]
	if sum == "" {
		return
	}
	http.Get(fmt.Sprintf("https://search.example.org/content?filepath=org/server/%s/server-%s.jar", v, v))
	// Not the key looked up.
	http.Get(fmt.Sprintf("https://search.example.org/content?filepath=org/server/%s.jar", other)) // want `other, a string, is written unescaped into the query value`
}

func downloadReleaseOk(v release) {
	if _, ok := releaseSums[v]; !ok {
		return
	}
	http.Get(fmt.Sprintf("https://search.example.org/content?filepath=org/server/%s.jar", v))
}

func downloadReleaseIf(v release) {
	if sum := releaseSums[v]; sum != "" {
		http.Get(fmt.Sprintf("https://search.example.org/content?filepath=org/server/%s.jar", v))
	}
}

func downloadChanged(v release, other string) {
	sum := releaseSums[v]
	v = release(other)
	if sum == "" {
		return
	}
	// The key changed after the lookup.
	http.Get(fmt.Sprintf("https://search.example.org/content?filepath=org/server/%s.jar", v)) // want `v, a string, is written unescaped into the query value`
}

func downloadNotLeft(v release) {
	sum := releaseSums[v]
	if sum == "" {
		fmt.Println("no such release", v)
	}
	// The test does not leave the function.
	http.Get(fmt.Sprintf("https://search.example.org/content?filepath=org/server/%s.jar", v)) // want `v, a string, is written unescaped into the query value`
}

func downloadOthers(name, exported string) {
	if sum := namedSums[name]; sum == "" {
		return
	}
	// A key that needs escaping in a query.
	http.Get(fmt.Sprintf("https://search.example.org/content?filepath=%s.jar", name)) // want `name, a string, is written unescaped into the query value`
	if ReleaseSums[exported] == "" {
		return
	}
	// A table another package may change.
	http.Get(fmt.Sprintf("https://search.example.org/content?filepath=%s.jar", exported)) // want `exported, a string, is written unescaped into the query value`
}
