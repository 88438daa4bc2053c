package urlstruct

import "net/url"

// A query written into Path after a '?': String escapes the '?' as %3F.
func webhook(hook *url.URL, token string) string {
	u := &url.URL{Scheme: "generic", Host: hook.Host, Path: hook.Path + "?" + hook.RawQuery} // want `url\.URL\.Path: a path field holds a query: url.URL.String escapes its '\?' as %3F`
	return u.String()
}

func withParams(base *url.URL, params url.Values) string {
	u := *base
	u.Path = base.Path + "/send?" + params.Encode() // want `url\.URL\.Path: a path field holds a query`
	return u.String()
}

// Look-alikes: the query in RawQuery, and a '?' before text that is no
// query (a file name of a wiki that allows it).
func webhookOK(hook *url.URL) string {
	u := &url.URL{Scheme: "generic", Host: hook.Host, Path: hook.Path, RawQuery: hook.RawQuery}
	return u.String()
}

func pageNamed(title string) string {
	u := &url.URL{Scheme: "https", Host: "wiki.example.com", Path: "/wiki/What?" + title}
	return u.String()
}
