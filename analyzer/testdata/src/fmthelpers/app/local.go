package app

import (
	"fmt"
	"net/http"
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
