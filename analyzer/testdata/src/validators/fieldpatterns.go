package validators

import (
	"net/http"
	"regexp"
)

// A validator whose regexp is an unexported field the package writes one
// constant pattern alone, in a constructor: the field is that pattern.
// Look-alikes: a field written two patterns, one of them admitting a
// space, and an exported field, which another package may write.
type shelfFinder struct {
	shelfRE *regexp.Regexp
	looseRE *regexp.Regexp
	Strict  *regexp.Regexp
}

func newShelfFinder(loose bool) *shelfFinder {
	f := &shelfFinder{shelfRE: regexp.MustCompile(`^[a-z0-9][a-z0-9._-]{1,40}$`)}
	f.looseRE = regexp.MustCompile(`^[a-z0-9._-]+$`)
	if loose {
		f.looseRE = regexp.MustCompile(`^[a-z0-9 ._-]+$`)
	}
	f.Strict = regexp.MustCompile(`^[a-z0-9]+$`)
	return f
}

func (f *shelfFinder) shelfOK(name string) bool {
	if len(name) > 40 || !f.shelfRE.MatchString(name) {
		return false
	}
	return true
}

func (f *shelfFinder) looseOK(name string) bool { return f.looseRE.MatchString(name) }

func (f *shelfFinder) strictOK(name string) bool { return f.Strict.MatchString(name) }

func (f *shelfFinder) serve(w http.ResponseWriter, r *http.Request) {
	shelf := r.FormValue("shelf")
	if f.shelfOK(shelf) {
		http.Get("https://shelves.example.com/v1/shelves/" + shelf + "/books")
	}
	if f.looseOK(shelf) {
		http.Get("https://shelves.example.com/v1/shelves/" + shelf + "/books") // want `shelf, run-time input, is written unescaped into the path`
	}
	if f.strictOK(shelf) {
		http.Get("https://shelves.example.com/v1/shelves/" + shelf + "/books") // want `shelf, run-time input, is written unescaped into the path`
	}
}
