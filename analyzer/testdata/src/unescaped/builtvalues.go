package unescaped

import (
	"fmt"
	"net/http"
	"net/url"
)

// A url.Values the function builds itself (a literal, make) holds what
// the program stores in it, not a query it received: Get of it is a
// string of unknown text, in the warning tier, not run-time input.
// Look-alikes: the query of the request a handler serves, a parameter
// of type url.Values, a variable given a parsed query on one path, and
// built ones the function stores input in (Set, a literal's element).

type lookupReq struct {
	Type   string
	Number string
}

func encodeLookup(req lookupReq, values url.Values) { values.Set("Type", req.Type) }

func lookupNumber(req lookupReq) {
	values := url.Values{}
	encodeLookup(req, values)
	types := fmt.Sprintf("Type=%s", values.Get("Type")) // want `values\.Get\("Type"\), a string, is written unescaped into the query value`
	values.Del("Type")
	http.Get(base + "/lookups?" + values.Encode() + "&" + types)
}

func sortedItems(order string) {
	q := make(url.Values)
	q.Set("sort", order)
	http.Get(base + "/items?sort=" + q.Get("sort")) // want `q\.Get\("sort"\), a string, is written unescaped into the query value`
}

func servedSearch(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	http.Get(base + "/search?q=" + q.Get("q")) // want `q\.Get\("q"\), run-time input, is written unescaped into the query value`
}

func searchParam(q url.Values) {
	http.Get(base + "/search?q=" + q.Get("q")) // want `q\.Get\("q"\), run-time input, is written unescaped into the query value`
}

func searchEither(r *http.Request, fresh bool) {
	q := url.Values{}
	if !fresh {
		q = r.URL.Query()
	}
	http.Get(base + "/search?q=" + q.Get("q")) // want `q\.Get\("q"\), run-time input, is written unescaped into the query value`
}

func searchStored(r *http.Request) {
	q := url.Values{}
	q.Set("q", r.FormValue("q"))
	http.Get(base + "/search?q=" + q.Get("q")) // want `q\.Get\("q"\), run-time input, is written unescaped into the query value`
}

func searchLiteral(r *http.Request) {
	q := url.Values{"q": {r.FormValue("q")}}
	http.Get(base + "/search?q=" + q.Get("q")) // want `q\.Get\("q"\), run-time input, is written unescaped into the query value`
}
