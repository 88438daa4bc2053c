package mistakes

import (
	"net/http"
	"net/url"
)

// A page's URL parsed as a request line's target and sent: its
// "#fragment" stays in the path (sent as %23fragment).
func archive(link string) error {
	u, err := url.ParseRequestURI(link) // want `url\.ParseRequestURI: link is a URL the code sends \(u\.String\(\)\), not the target of a request line`
	if err != nil || u.Scheme == "" {
		return err
	}
	resp, err := http.Get(u.String())
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Look-alikes: a server's received target, a URL validated but sent as
// given, one parsed with url.Parse.
func handle(w http.ResponseWriter, r *http.Request) {
	u, err := url.ParseRequestURI(r.RequestURI)
	if err == nil {
		http.Redirect(w, r, u.String(), http.StatusFound)
	}
}

func validated(link string) error {
	if _, err := url.ParseRequestURI(link); err != nil {
		return err
	}
	_, err := http.Get(link)
	return err
}

func parsed(link string) error {
	u, err := url.Parse(link)
	if err != nil {
		return err
	}
	_, err = http.Get(u.String())
	return err
}
