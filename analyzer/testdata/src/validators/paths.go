package validators

import (
	"net/http"

	"validators/names"
)

// A search text redirected to as the path of a package where the
// package's validators accept it: a remote path of elements, letters of
// any script among them (http.Redirect escapes what is not ASCII), or a
// name of a table.
func findPackage(w http.ResponseWriter, r *http.Request) {
	q := r.FormValue("q")
	if names.IsRemote(q) || names.IsBuiltin(q) {
		http.Redirect(w, r, "/"+q, http.StatusFound)
		// A client sends a query as written: a letter outside ASCII
		// there needs escaping.
		http.Get("https://search.example.com/find?q=" + q) // want `q, run-time input, is written unescaped into the query value`
		return
	}
	if names.EveryElem(q) {
		http.Redirect(w, r, "/pkg/"+q+"?tab=doc", http.StatusFound)
	}
	if names.IsKnown(q) && q != "main" {
		http.Redirect(w, r, "/std/"+q, http.StatusFound)
	}
	if _, ok := local[q]; ok {
		http.Redirect(w, r, "/local/"+q, http.StatusFound)
	}
	if !names.IsRemote(q) && !names.IsBuiltin(q) {
		http.Error(w, "no such package", http.StatusNotFound)
		return
	}
	http.Redirect(w, r, "/"+q+"#top", http.StatusFound)
}

var local = map[string]int{"tools": 1, "tools/cmd": 2}

var grown = map[string]int{"tools": 1}

func addLocal(name string) { grown[name] = len(grown) }

// Validators that let through what a path escapes, an || with a test that
// proves nothing, and functions that are no validators.
func findOther(w http.ResponseWriter, r *http.Request) {
	q := r.FormValue("q")
	if names.IsQueryPath(q) {
		http.Redirect(w, r, "/"+q, http.StatusFound) // want `q, run-time input, is written unescaped into the path`
	}
	if names.IsWord(q) {
		http.Redirect(w, r, "/words/"+q, http.StatusFound) // want `q, run-time input, is written unescaped into the path`
	}
	if names.IsRemote(q) || len(q) < 8 {
		http.Redirect(w, r, "/short/"+q, http.StatusFound) // want `q, run-time input, is written unescaped into the path`
	}
	if names.SkipsSecond(q) || names.StopsAtDot(q) || names.Lowered(q) || names.FirstTwo(q) || names.Shared(q) {
		http.Redirect(w, r, "/a/"+q, http.StatusFound) // want `q, run-time input, is written unescaped into the path`
	}
	if names.IsOther(q) || names.IsExtended(q) || names.IsRegistered(q) {
		http.Redirect(w, r, "/b/"+q, http.StatusFound) // want `q, run-time input, is written unescaped into the path`
	}
	if _, ok := grown[q]; ok {
		http.Redirect(w, r, "/c/"+q, http.StatusFound) // want `q, run-time input, is written unescaped into the path`
	}
	if names.IsRemote(q) && names.IsBuiltin(q) {
		http.Redirect(w, r, "/d/"+q, http.StatusFound)
	}
	if !names.IsRemote(q) || !names.IsWord(q) {
		return
	}
	http.Redirect(w, r, "/e/"+q, http.StatusFound)
}
