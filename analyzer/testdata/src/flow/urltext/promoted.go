package urltext

import "net/url"

// An endpoint embeds a url.URL: its promoted fields are url text too,
// unless a field of its own shadows them.
type endpoint struct {
	*url.URL
	local bool
}

type proxy struct {
	url.URL
	Host string
}

func promoted(ep endpoint, p proxy) {
	url.Parse(ep.Host)
	_ = &url.URL{Scheme: ep.Scheme}
	url.Parse(p.Path)
	url.Parse(p.Host)
}
