package app

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// The same helpers in the package that sends their text.
type store struct{ base string }

func (s *store) objectURL(format string, a ...any) string {
	p := fmt.Sprintf(format, a...)
	return s.base + p
}

func (s *store) built(format string, a ...any) string {
	var b strings.Builder
	b.WriteString(s.base)
	fmt.Fprintf(&b, format, a...)
	return b.String()
}

func dial(format string, a ...any) string {
	return fmt.Sprintf(format, a...)
}

func localCallers(s *store, r *http.Request, host string, port int) {
	http.Get(s.objectURL("/objects/%s", r.FormValue("key")))  // want `r\.FormValue\("key"\), run-time input, is written unescaped into the path`
	http.Get(s.built("/objects/%s/meta", r.FormValue("key"))) // want `r\.FormValue\("key"\), run-time input, is written unescaped into the path`
	http.Get(dial("http://%s:%d/", host, port))               // want `a host and ':port' joined by hand`
	http.Get(s.objectURL("/objects/%d", port))
	http.Get(dial("http://[%s]:%d/", host, port))
	_ = strings.ToUpper(dial("%s:%d", host, port))
}

// Wrappers whose calls are all in the package: each call's template is
// formatted with that call's arguments.
func (s *store) send(format string, a ...any) (*http.Response, error) {
	return http.Get(s.base + fmt.Sprintf(format, a...))
}

func (s *store) get(format string, a ...any) (*http.Response, error) {
	return http.Get(s.objectURL(format, a...))
}

func (s *store) checked(format string, a ...any) (*http.Response, error) {
	if !strings.HasPrefix(format, "/objects/") {
		return nil, nil
	}
	return http.Get(s.built(format, a...))
}

func wrappedCallers(s *store, r *http.Request, id int) {
	s.send("/objects/%s/acl", r.FormValue("key")) // want `r\.FormValue\("key"\), run-time input, is written unescaped into the path`
	s.send("/objects/%s/acl", url.PathEscape(r.FormValue("key")))
	s.send("/objects/%d/acl", id)
	s.get("/objects/%s/tags", r.FormValue("key")) // want `r\.FormValue\("key"\), run-time input, is written unescaped into the path`
	s.get("/objects/%s/tags", url.PathEscape(r.FormValue("key")))
	// A format its wrapper tests is taken as written: its verbs are holes
	// with no argument, so only its constant text is checked.
	s.checked("/objects/%s/meta", r.FormValue("key"))
	s.checked("/objects/%s/a b", r.FormValue("key")) // want `space is not allowed in a path`
}
