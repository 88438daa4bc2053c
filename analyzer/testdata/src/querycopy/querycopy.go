package querycopy

import (
	"net/http"
	"net/url"
)

// An edit of the map Query returns is lost: the URL keeps its query.
func logout(w http.ResponseWriter, r *http.Request, redirectURI, callbackURL string) {
	u, err := url.Parse(redirectURI)
	if err != nil {
		return
	}
	u.Query().Add("callback_url", callbackURL) // want `url.Values.Add on u.Query\(\), a copy of the query parsed anew on each call: the edit is lost`
	http.Redirect(w, r, u.String(), http.StatusFound)
}

func page(u *url.URL, n string) string {
	(u.Query()).Set("page", n) // want `url.Values.Set on u.Query\(\)`
	return u.String()
}

func scrub(r *http.Request) {
	r.URL.Query().Del("token") // want `url.Values.Del on r.URL.Query\(\)`
}

// Look-alikes: the map is kept and written back, or kept for the code's
// own reading, or it is another map of values.
func pageKept(u *url.URL, n string) string {
	q := u.Query()
	q.Set("page", n)
	u.RawQuery = q.Encode()
	return u.String()
}

func params(u *url.URL) url.Values {
	q := u.Query()
	q.Del("token")
	return q
}

func form(r *http.Request) {
	r.Form.Set("a", "b")
	url.Values{}.Set("a", "b")
}
