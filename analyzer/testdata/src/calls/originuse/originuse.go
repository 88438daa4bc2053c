package originuse

import (
	"cmp"
	"net/http"
	"net/url"
	"os"

	"calls/origins"
)

func use(u origins.URL, i origins.URI, k origins.Kind, base *url.URL) {
	url.Parse(u.String())
	url.Parse(i.String())
	url.Parse(k.String())
	url.Parse(origins.Redirect(base))
	q, err := origins.Query(base)
	if err == nil {
		http.Get(q)
	}
	url.Parse(origins.Env())
	url.Parse(origins.Page(base))    // want `url\.Parse: space is not allowed in a path`
	url.Parse(origins.Wrapped(base)) // want `url\.Parse: space is not allowed in a path`
	url.Parse(origins.Failed(base, err))
	url.Parse(origins.OrDefault(base)) // want `url\.Parse: space is not allowed in a path`
}

// or's results are any of cmp.Or's arguments: the constants are checked,
// an argument not followed gives its reason.
func or(name string, u *url.URL) {
	http.Get(cmp.Or(os.Getenv("URL"), "https://example.com/a"))
	http.Get(cmp.Or(os.Getenv("URL"), "https://example.com/a b")) // want `http\.Get: space is not allowed in a path`
	http.Get(cmp.Or("", "https://example.com/a", "https://example.com/b"))
	http.Get(cmp.Or(name, "https://example.com/a|b")) // want `http\.Get: '\|' is not allowed in a path`
	http.Get(cmp.Or(u.String(), origins.Env()))
}

// joined is the text of a url.URL: url.JoinPath checks its base.
func joined(name string) {
	s, err := url.JoinPath("https://example.com", name)
	if err == nil {
		http.Get(s)
		http.Get(s + "/a b") // want `http\.Get: space is not allowed in a path`
	}
}
