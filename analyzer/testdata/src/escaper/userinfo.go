package escaper

import (
	"net/http"
	"net/url"
	"strconv"
)

// Text escaped before url.User or url.UserPassword, whose Userinfo the
// URL escapes again when it is written.
func connectionURL(host, user, password string) string {
	u := url.URL{Scheme: "postgres", Host: host, User: url.UserPassword(user, url.QueryEscape(password))} // want `url.QueryEscape of a value given to url.UserPassword, which holds decoded text`
	return u.String()
}

func loginURL(host, user, password string) string {
	pw := url.PathEscape(password) // want `url.PathEscape of a value given to url.UserPassword`
	u := url.URL{Scheme: "https", Host: host, User: url.UserPassword(user, pw)}
	return u.String()
}

func userURL(host, user string) (*http.Response, error) {
	u := &url.URL{Scheme: "https", Host: host, User: url.User(url.QueryEscape(user))} // want `url.QueryEscape of a value given to url.User,`
	return http.Get(u.String())
}

// Look-alikes: the text given as it is, an escape of digits, and an
// escape kept in a variable assigned twice.
func connectionURLOK(host, user, password string, n int) string {
	u := url.URL{Scheme: "postgres", Host: host, User: url.UserPassword(user, password)}
	v := url.URL{Scheme: "postgres", Host: host, User: url.UserPassword(user, url.QueryEscape(strconv.Itoa(n)))}
	pw := password
	if n > 0 {
		pw = url.QueryEscape(password)
	}
	w := url.URL{Scheme: "postgres", Host: host, User: url.UserPassword(user, pw)}
	return u.String() + v.String() + w.String()
}
