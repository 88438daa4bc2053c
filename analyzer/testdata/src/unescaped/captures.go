package unescaped

import (
	"net/http"
	"regexp"
)

// Captures of constant regexps: a group's text is what the group admits.

var (
	articleRoute = regexp.MustCompile(`^/(read|write)/([A-Za-z0-9]+)$`)
	anyRoute     = regexp.MustCompile(`^/(read|write)/(.+)$`)
	spacedRoute  = regexp.MustCompile(`^/tag/([a-z ]+)$`)
)

// articleHandler registers a handler that takes an article's slug, the
// second capture of articleRoute.
func articleHandler(h func(http.ResponseWriter, *http.Request, string)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		m := articleRoute.FindStringSubmatch(r.URL.Path)
		if m == nil {
			http.NotFound(w, r)
			return
		}
		h(w, r, m[2])
	}
}

// looseHandler hands its handler a capture that admits any character.
func looseHandler(h func(http.ResponseWriter, *http.Request, string)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if m := anyRoute.FindStringSubmatch(r.URL.Path); m != nil {
			h(w, r, m[2])
		}
	}
}

func readArticle(w http.ResponseWriter, r *http.Request, title string) {
	http.Redirect(w, r, "/write/"+title, http.StatusFound)
}

func writeArticle(w http.ResponseWriter, r *http.Request, title string) {
	http.Redirect(w, r, "/read/"+title+"?saved=1", http.StatusFound)
}

// Registered through the loose wrapper too: its title may be anything.
func quoteArticle(w http.ResponseWriter, r *http.Request, title string) {
	http.Redirect(w, r, "/read/"+title, http.StatusFound) // want `title, free text, is written unescaped into the path`
}

// Called directly with a form value as well.
func previewArticle(w http.ResponseWriter, r *http.Request, title string) {
	http.Redirect(w, r, "/read/"+title, http.StatusFound) // want `title, free text, is written unescaped into the path`
}

// Exported: another package may pass it anything.
func ShareArticle(w http.ResponseWriter, r *http.Request, title string) {
	http.Redirect(w, r, "/read/"+title, http.StatusFound) // want `title, free text, is written unescaped into the path`
}

func readDirect(w http.ResponseWriter, r *http.Request) {
	m := articleRoute.FindStringSubmatch(r.URL.Path)
	if m == nil {
		return
	}
	http.Redirect(w, r, "/write/"+m[2], http.StatusFound)
	// The first group admits "read" and "write" alone.
	http.Redirect(w, r, "/"+m[1]+"/done", http.StatusFound)
}

func lookAlikes(w http.ResponseWriter, r *http.Request) {
	if m := anyRoute.FindStringSubmatch(r.URL.Path); m != nil {
		http.Redirect(w, r, "/write/"+m[2], http.StatusFound) // want `m\[2\], run-time input, is written unescaped into the path`
	}
	if m := spacedRoute.FindStringSubmatch(r.URL.Path); m != nil {
		// A space needs escaping in a query.
		http.Get("https://search.example.com/?tag=" + m[1]) // want `m\[1\], run-time input, is written unescaped into the query value`
	}
	m := articleRoute.FindStringSubmatch(r.URL.Path)
	if m == nil {
		return
	}
	m[2] = r.FormValue("slug")
	http.Redirect(w, r, "/write/"+m[2], http.StatusFound) // want `m\[2\], run-time input, is written unescaped into the path`
}

// Every match's groups: m[i][k] of FindAllStringSubmatch, unless a row
// of m goes where it can be written.
func readAll(w http.ResponseWriter, r *http.Request) {
	all := articleRoute.FindAllStringSubmatch(r.URL.Path, -1)
	loose := anyRoute.FindAllStringSubmatch(r.URL.Path, -1)
	if len(all) == 0 || len(loose) == 0 {
		return
	}
	http.Redirect(w, r, "/write/"+all[0][2], http.StatusFound)
	http.Redirect(w, r, "/write/"+loose[0][2], http.StatusFound) // want `loose\[0\]\[2\], a string, is written unescaped into the path`
	rows := articleRoute.FindAllStringSubmatch(r.URL.Path, -1)
	row := rows[0]
	row[2] = r.FormValue("slug")
	http.Redirect(w, r, "/write/"+rows[0][2], http.StatusFound) // want `rows\[0\]\[2\], a string, is written unescaped into the path`
}

func registerArticles() {
	http.HandleFunc("/read/", articleHandler(readArticle))
	http.HandleFunc("/write/", articleHandler(writeArticle))
	http.HandleFunc("/quote/", articleHandler(quoteArticle))
	http.HandleFunc("/quote/any/", looseHandler(quoteArticle))
	http.HandleFunc("/preview/", articleHandler(previewArticle))
	http.HandleFunc("/preview/form", func(w http.ResponseWriter, r *http.Request) {
		previewArticle(w, r, r.FormValue("title"))
	})
	http.HandleFunc("/share/", articleHandler(ShareArticle))
	http.HandleFunc("/direct/", readDirect)
	http.HandleFunc("/alike/", lookAlikes)
	http.HandleFunc("/all/", readAll)
}
