package aliases

// A blog's collections, whose alias the package refuses where a
// validator of URL-safe handles does not accept it: where a collection
// is made, in another struct than the one stored and read back. Named
// so, an alias is free text; here it is what the package says it is.
// Look-alikes: a title the package validates by a pattern that admits a
// space, a subject it validates in a local variable alone, a label it
// validates without refusing it, and the request's alias itself.

import (
	"errors"
	"fmt"
	"log"
	"net/http"
	"net/url"

	"validators/aliases/handle"
)

type collection struct {
	Alias, Title, Subject, Label string
}

func create(r *http.Request) (*collection, error) {
	in := struct{ Alias, Title, Label string }{r.FormValue("alias"), r.FormValue("title"), r.FormValue("label")}
	if !handle.Valid(3, in.Alias) {
		return nil, errors.New("bad alias")
	}
	if !handle.Phrase(in.Title) {
		return nil, errors.New("bad title")
	}
	if subject := r.FormValue("subject"); !handle.Valid(3, subject) {
		return nil, errors.New("bad subject")
	}
	if handle.Matches(in.Label) {
		log.Print("a plain label")
	}
	return &collection{Alias: in.Alias, Title: in.Title, Label: in.Label}, nil
}

func (c *collection) canonicalURL() string {
	return fmt.Sprintf("%s/%s/", "https://blog.example", c.Alias)
}

func (c *collection) display() string {
	u, err := url.Parse(c.canonicalURL())
	if err != nil {
		return ""
	}
	return u.Path
}

func (c *collection) feeds(r *http.Request) {
	http.Get("https://blog.example/" + c.Title + "/feed")              // want `c\.Title, free text, is written unescaped into the path`
	http.Get("https://blog.example/" + c.Subject + "/feed")            // want `c\.Subject, free text, is written unescaped into the path`
	http.Get("https://blog.example/" + c.Label + "/feed")              // want `c\.Label, free text, is written unescaped into the path`
	http.Get("https://blog.example/" + r.FormValue("alias") + "/feed") // want `r\.FormValue\("alias"\), run-time input, is written unescaped into the path`
	http.Get("https://blog.example/search?alias=" + c.Alias)
}
