package unescaped

import (
	"fmt"
	"net/http"
)

// A constant appended in a loop is known text in every run: the URL a
// run of the loop builds, declared in the loop, takes it once, and one
// declared before the loop any number of times. What is reported is the
// run-time text beside it.
type entry struct{ Name string }

func purgeEntries(entries []entry, keep func(entry) bool) {
	for _, e := range entries {
		target := fmt.Sprintf("%s/trash/%s?recursive=true", base, e.Name) // want `e\.Name, a string, is written unescaped into the path`
		if keep(e) {
			target += "&keepData=true"
		}
		req, err := http.NewRequest(http.MethodDelete, target, nil)
		if err == nil {
			http.DefaultClient.Do(req)
		}
	}
}

func exportAll(features []bool, tag string) {
	u := base + "/export?format=csv"
	for _, on := range features {
		if on {
			u += "&full=true"
		}
	}
	http.Get(u)
	v := base + "/export?format=csv"
	for range features {
		v += "&tag=" + tag // want `tag, a string, is written unescaped into the query value`
	}
	http.Get(v)
}
