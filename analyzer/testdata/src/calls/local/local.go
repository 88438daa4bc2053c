// Package local follows values through the results of functions of the
// same package.
package local

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"os"
)

const base = "https://api.example.com"

func endpoint() string { return base + "/v1/a b" } // want `http\.Get: space is not allowed in a path`

func api(host string) string {
	return "https://" + host + "/api|v2" // want `url\.Parse: '\|' is not allowed in a path`
}

func goodEndpoint() string { return base + "/v1/items" }

func goodAPI(host string) string { return "https://" + host + "/api/v2" }

func results() {
	http.Get(endpoint())
	url.Parse(api(os.Getenv("HOST")))
	http.Get(goodEndpoint())
	url.Parse(goodAPI("example.com"))
}

// Several returns: each constant can reach the sink.
func mirror(eu bool) string {
	if eu {
		return "https://eu.example.com/x y" // want `http\.Get: space is not allowed in a path`
	}
	return "https://us.example.com/x"
}

// A return of an unknown value leaves a hole; the constant is still checked.
func fromEnv() string {
	if v := os.Getenv("URL"); v != "" {
		return v
	}
	return "localhost:8080/api" // want `http\.Get: "localhost:8080/api" parses as scheme "localhost"`
}

// The empty string is a "none" answer, not a URL.
func lookup(name string) string {
	switch name {
	case "docs":
		return "https://docs.example.com/"
	}
	return ""
}

func several() {
	http.Get(mirror(true))
	http.Get(fromEnv())
	http.Get(lookup("docs"))
}

// Multiple results: the error path's string is not a URL.
func withErr(ok bool) (string, error) {
	if !ok {
		return "not a url", errors.New("no")
	}
	return "https://example.com/a%zz", nil // want `url\.Parse: '%' starts no valid escape`
}

func goodWithErr(ok bool) (string, error) {
	if !ok {
		return "no url here", errors.New("no")
	}
	return "https://example.com/a%20b", nil
}

func tuples() {
	u, err := withErr(true)
	if err != nil {
		return
	}
	url.Parse(u)
	g, _ := goodWithErr(true)
	url.Parse(g)
	var h, _ = goodWithErr(false)
	url.Parse(h)
}

type client struct{ base string }

func (c *client) search() string { return c.base + "/search?q=a b" } // want `http\.Get: space is not allowed in a query`

func (c *client) good() string { return c.base + "/search?q=a+b" }

func methods(c *client) {
	http.Get(c.search())
	http.Get(c.good())
}

// Function values and closures.
func values(c *http.Client) {
	mk := func() string { return "https://example.com/{id}" } // want `http\.Get: unfilled placeholder "\{id\}"`
	http.Get(mk())
	ok := func() string { return "https://example.com/items" }
	http.Get(ok())
	get := c.Get
	get("https://example.com/p q") // want `http\.Client\.Get: space is not allowed in a path`
	get("https://example.com/p%20q")
	f := http.Get
	f("http://example.com:99999/") // want `http\.Get: port 99999 is out of range`
	f("http://example.com:8080/")
	g := (*http.Client).Get
	g(c, "https://exa mple.com/") // want `http\.Client\.Get: .*`
	fn := endpoint
	http.Get(fn())
	http.Get(func() string { return "https://example.com/r s" }()) // want `http\.Get: space is not allowed in a path`
}

// A function value assigned twice is not followed.
func reassigned(c *http.Client, b bool) {
	get := c.Get
	if b {
		get = c.Head
	}
	get("https://example.com/t u")
}

// Generic functions whose type parameter is a string type.
type str interface{ ~string }

func pick[S str](s S) S { return s }

func genericURL[S str]() S { return S("https://example.com/v w") } // want `url\.Parse: space is not allowed in a path`

func generics() {
	url.Parse(genericURL[string]())
	url.Parse(string(pick("https://example.com/ok")))
}

// Recursion ends.
func rec(n int) string {
	if n == 0 {
		return "https://example.com/"
	}
	return rec(n-1) + "x"
}

func mutualA(n int) string {
	if n == 0 {
		return "https://example.com/"
	}
	return mutualB(n - 1)
}

func mutualB(n int) string { return mutualA(n) + "/y" }

func recursion() {
	url.Parse(rec(3))
	url.Parse(mutualA(2))
}

// Named results with a bare return: the result is the variable as it
// reaches the return (named.go).
func named() (u string) {
	u = "https://example.com/n o" // want `url\.Parse: space is not allowed in a path`
	return
}

func bare() { url.Parse(named()) }

// A function that returns a non-URL constant used as a path element.
func name() string { return "a b" }

func escaped() { url.JoinPath("https://example.com/", url.PathEscape(name())) }

// Display text and degenerate inputs are not URLs.
type addr struct{ host string }

func (a *addr) String() string {
	if a == nil {
		return "<nil>"
	}
	return a.host
}

func hostOf(ip []byte) string {
	if len(ip) == 0 {
		return "<nil>"
	}
	return string(ip)
}

func display(a *addr, ip []byte) {
	http.Get(fmt.Sprintf("http://%s/healthz", a.String()))
	http.Get("http://" + hostOf(ip) + "/x")
}
