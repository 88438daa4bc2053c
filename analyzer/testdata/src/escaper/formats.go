package escaper

import (
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
)

const pathBuild = "%s/api/repos/%s/builds/%d"

// Escaped text in a printf format: fmt reads its escapes as verbs.
func buildStart(base, repo string, num int, v url.Values) (*http.Response, error) {
	return http.Post(fmt.Sprintf(pathBuild+"?"+v.Encode(), base, repo, num), "", nil) // want `fmt.Sprintf: the printf format holds a query url.Values.Encode escaped \(v.Encode\(\)\), whose '%XX' escapes fmt reads as verbs`
}

func fileIn(base, dir, name string) (*http.Response, error) {
	return http.Get(fmt.Sprintf("%s/files/"+url.PathEscape(dir)+"/%s", base, name)) // want `the printf format holds text url.PathEscape escaped`
}

func writeLink(w io.Writer, base string, v url.Values) {
	q := v.Encode()
	fmt.Fprintf(w, "%s/search?"+q, base) // want `fmt.Fprintf: the printf format holds a query url.Values.Encode escaped`
}

// Look-alikes: the escaped text formatted by a verb or appended after
// formatting, escaped text that holds no '%', and a format alone, which
// go vet's printf check reports.

func buildStartOK(base, repo string, num int, v url.Values) (*http.Response, error) {
	return http.Post(fmt.Sprintf(pathBuild, base, repo, num)+"?"+v.Encode(), "", nil)
}

func buildStartVerb(base, repo string, num int, v url.Values) (*http.Response, error) {
	return http.Post(fmt.Sprintf(pathBuild+"?%s", base, repo, num, v.Encode()), "", nil)
}

func pageOf(base string, n int) (*http.Response, error) {
	return http.Get(fmt.Sprintf("%s/pages/"+url.PathEscape(strconv.Itoa(n)), base))
}

func alone(v url.Values) string {
	return fmt.Sprintf("/list?" + v.Encode())
}
