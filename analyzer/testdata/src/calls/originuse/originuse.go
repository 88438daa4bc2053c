package originuse

import (
	"net/http"
	"net/url"

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
