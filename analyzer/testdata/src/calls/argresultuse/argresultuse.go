package argresultuse

import (
	"net/http"
	"net/url"

	"calls/argresults"
)

const defaultURL = "https://example.com/a b" // want `url\.Parse: space is not allowed in a path`

func use(name string, u *url.URL) {
	url.Parse(argresults.Get("URL", "https://example.com/a"))
	url.Parse(argresults.Get("URL", "https://example.com/a b")) // want `url\.Parse: space is not allowed in a path`
	url.Parse(argresults.Get("URL", defaultURL))
	url.Parse(argresults.Get("URL", " https://example.com/a "))
	url.Parse(argresults.Get("URL", ""))
	url.Parse(argresults.Get("URL", name))
	url.Parse(argresults.Get("URL", u.String()))
	http.Get(argresults.Same("https://example.com/a|b")) // want `http\.Get: '\|' is not allowed in a path`
	http.Get(argresults.Same("https://example.com/a"))
	http.Get(argresults.Or("https://example.com/a|b")) // want `http\.Get: '\|' is not allowed in a path`
	http.Get(argresults.Or(""))
	http.Get(argresults.Changed("https://example.com/a b"))
	if c, err := argresults.Checked("https://example.com/a b"); err == nil {
		http.Get(c)
	}
	http.Get(argresults.Joined("https://example.com/a b"))
	endpoint := argresults.Get("URL", "https://example.com/a b") // want `url\.Parse: space is not allowed in a path`
	url.Parse(endpoint)
}
