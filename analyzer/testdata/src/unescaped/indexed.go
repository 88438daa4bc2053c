package unescaped

import (
	"fmt"
	"net/http"
	"net/url"
)

// Verbs that name their argument's index ("%[2]s"): each is judged by
// the argument fmt gives it, wherever it stands in the call.
func searchIndexed(base, term, branch string, page int) {
	http.Get(fmt.Sprintf("%[2]s/search?page=%[3]d&q=%[1]s", term, base, page))   // want `term, free text, is written unescaped into the query value`
	http.Get(fmt.Sprintf("%[3]s/branches/%[1]s?page=%[2]d", branch, page, base)) // want `branch, free text, is written unescaped into the path`
	http.Get(fmt.Sprintf("%s/search?q=%[3]s&page=%[2]d", base, page, term))      // want `term, free text, is written unescaped into the query value`
	http.Get(fmt.Sprintf("%[2]s/search?page=%[3]d&q=%[1]s", url.QueryEscape(term), base, page))
	http.Get(fmt.Sprintf("%[3]s/branches/%[1]s?page=%[2]d", url.PathEscape(branch), page, base))
	http.Get(fmt.Sprintf("%[1]s/search?page=%[3]d&q=%[2]s", base, url.QueryEscape(term), page))
	http.Get(fmt.Sprintf("%s/search?q=%[2]s&page=%[3]d", base, url.QueryEscape(term), page))
}
