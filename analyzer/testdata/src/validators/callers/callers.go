// Package callers validates input in a handler and builds the URL in a
// helper the handler calls: every call's argument was accepted.
package callers

import (
	"net/http"
	"regexp"
)

var hexRE = regexp.MustCompile(`^[0-9a-f]+$`)

func isHex(s string) bool { return hexRE.MatchString(s) }

func attach(w http.ResponseWriter, r *http.Request) {
	ref := r.FormValue("ref")
	if !isHex(ref) {
		http.Error(w, "bad ref", http.StatusBadRequest)
		return
	}
	hijack(ref)
}

func hijack(ref string) { start(ref) }

func start(ref string) {
	http.Get("http://docker/containers/" + ref + "/attach")
}

func exec(w http.ResponseWriter, r *http.Request) {
	ref := r.FormValue("ref")
	if !isHex(ref) {
		return
	}
	run(ref)
	run(r.FormValue("other"))
}

func run(ref string) {
	http.Get("http://docker/exec/" + ref + "/start") // want `ref, run-time input, is written unescaped into the path`
}

var _, _ = attach, exec
