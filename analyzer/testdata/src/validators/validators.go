package validators

import (
	"net/http"
	"regexp"
	"strings"

	"validators/check"
)

// A search box that redirects to a module's page where the text is a
// module path: its segments are meant whole, and the pattern admits no
// character a path escapes.
func search(w http.ResponseWriter, r *http.Request) {
	q := strings.TrimSpace(r.FormValue("q"))
	if check.IsModulePath(q) {
		http.Redirect(w, r, "/"+q, http.StatusFound)
		return
	}
	http.Redirect(w, r, "/search?q="+q, http.StatusFound) // want `q, run-time input, is written unescaped into the query value`
}

func searchEarly(w http.ResponseWriter, r *http.Request) {
	q := r.FormValue("q")
	if !check.ValidModule(200, q) {
		http.Error(w, "not a module", http.StatusBadRequest)
		return
	}
	http.Redirect(w, r, "/pkg/"+q+"?tab=doc", http.StatusFound)
}

func searchElse(w http.ResponseWriter, r *http.Request) {
	q := r.FormValue("q")
	if !check.IsModulePath(q) {
		http.Error(w, "not a module", http.StatusBadRequest)
	} else {
		http.Redirect(w, r, "/"+q, http.StatusFound)
	}
}

// Patterns that admit what the component escapes.
func admitted(w http.ResponseWriter, r *http.Request) {
	l, s, e, h := r.FormValue("l"), r.FormValue("s"), r.FormValue("e"), r.FormValue("h")
	if check.IsLabel(l) {
		http.Redirect(w, r, "/labels/"+l, http.StatusFound) // want `l, run-time input, is written unescaped into the path`
	}
	if check.IsQuery(s) {
		http.Redirect(w, r, "/find/"+s, http.StatusFound) // want `s, run-time input, is written unescaped into the path`
	}
	if check.IsEscaped(e) {
		http.Redirect(w, r, "/raw/"+e, http.StatusFound) // want `e, run-time input, is written unescaped into the path`
	}
	if check.HasWord(h) {
		http.Redirect(w, r, "/words/"+h, http.StatusFound) // want `h, run-time input, is written unescaped into the path`
	}
	// A path-safe pattern, in a query: '/' needs no escaping there, but
	// IsModulePath admits '~' and '.', which a query value keeps too.
	if check.IsModulePath(s) {
		http.Redirect(w, r, "/search?q="+s, http.StatusFound)
	}
}

// The value outside the guarded branch, the result ignored, the
// validator negated the wrong way, the value assigned after the test,
// and functions that are no validators.
func misused(w http.ResponseWriter, r *http.Request) {
	q := r.FormValue("q")
	if check.IsModulePath(q) {
		w.WriteHeader(http.StatusOK)
	}
	http.Redirect(w, r, "/"+q, http.StatusFound) // want `q, run-time input, is written unescaped into the path`

	check.IsModulePath(q)
	http.Redirect(w, r, "/a/"+q, http.StatusFound) // want `q, run-time input, is written unescaped into the path`

	if !check.IsModulePath(q) {
		http.Redirect(w, r, "/b/"+q, http.StatusFound) // want `q, run-time input, is written unescaped into the path`
	}

	if check.IsModulePath(q) {
		http.Redirect(w, r, "/c/"+q, http.StatusFound) // want `q, run-time input, is written unescaped into the path`
		return
	}
	for _, next := range r.Form["next"] {
		if check.IsModulePath(q) {
			http.Redirect(w, r, "/d/"+q, http.StatusFound) // want `q, free text, is written unescaped into the path`
		}
		q = next
	}
	if check.Loose(q) || check.Trimmed(q) {
		http.Redirect(w, r, "/e/"+q, http.StatusFound) // want `q, free text, is written unescaped into the path`
	}
	if check.IsModulePath(q) || q != "" {
		http.Redirect(w, r, "/f/"+q, http.StatusFound) // want `q, free text, is written unescaped into the path`
	}
}

var slug = regexp.MustCompile(`^[a-z0-9-]+$`)

// A validator of the package itself, with the test first.
func validSlug(s string) bool {
	if !slug.MatchString(s) {
		return false
	}
	return len(s) < 64
}

func isTitle(s string) bool { return regexp.MustCompile(`^[A-Za-z ]+$`).MatchString(s) }

func article(w http.ResponseWriter, r *http.Request) {
	s := r.URL.Query().Get("slug")
	if validSlug(s) && s != "index" {
		http.Redirect(w, r, "/articles/"+s, http.StatusFound)
	}
	if isTitle(s) {
		http.Redirect(w, r, "/titles/"+s, http.StatusFound) // want `s, run-time input, is written unescaped into the path`
	}
}

// A validator that calls another, and two that call each other.
func validName(s string) bool { return s != "" && validSlug(s) }

func even(s string) bool { return s == "" || odd(s[1:]) }

func odd(s string) bool { return s != "" && even(s[1:]) }

func names(w http.ResponseWriter, r *http.Request) {
	n := r.FormValue("n")
	if validName(n) {
		http.Redirect(w, r, "/names/"+n, http.StatusFound)
	}
	if even(n) {
		http.Redirect(w, r, "/even/"+n, http.StatusFound) // want `n, run-time input, is written unescaped into the path`
	}
}
