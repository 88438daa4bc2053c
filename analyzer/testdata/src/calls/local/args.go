package local

import (
	"errors"
	"net/http"
	"strings"
)

// Arguments stand for the parameters in the result of the call.
func apiURL(p string) string { return "https://api.example.com/v1/" + p }

func argsInResults() {
	http.Get(apiURL("users list")) // want `http\.Get: space is not allowed in a path`
	http.Get(apiURL("users"))
	http.Get(apiURL(strings.TrimSuffix("a b/", "/"))) // want `http\.Get: space is not allowed in a path`
	build := func(host string) string { return "https://" + host + "/" }
	http.Get(build("exa mple.com")) // want `http\.Get: .*space`
	http.Get(build("example.com"))
}

// Through two calls, each with its own arguments.
func itemURL(id string) string { return apiURL("items/" + id) }

func nested() {
	http.Get(itemURL("a|b")) // want `http\.Get: .*\|`
	http.Get(itemURL("a-b"))
}

// A string type parameter of a generic function.
type route string

func urlOf[S ~string](s S) string { return string(s) }

func generic() {
	http.Get(urlOf(route("https://example.com/a b"))) // want `http\.Get: space is not allowed in a path`
	http.Get(urlOf(route("https://example.com/a-b")))
}

// A parameter the body rewrites, or a function whose returns depend on
// the arguments, is not bound: the argument may reach no sink.
func cleaned(p string) string {
	p = strings.ReplaceAll(p, " ", "-")
	return "https://example.com/" + p
}

func pick(mode int, u string) string {
	if mode == 1 {
		return "https://example.com/default"
	}
	return u
}

func checked(p string) (string, error) {
	if strings.Contains(p, " ") {
		return "", errors.New("space")
	}
	return "https://example.com/" + p, nil
}

func notBound() {
	http.Get(cleaned("a b"))
	http.Get(pick(1, "none at all"))
	u, err := checked("a|b") // want `http\.Get: .*\|`
	if err == nil {
		http.Get(u)
	}
}
