package unescaped

import (
	"fmt"
	"net/url"
)

// A value named for the userinfo component is that component's text as
// a URL writes it (url.Userinfo's String(): "u%40x:p%2Fw"): parsed back
// into a URL, it gives the user and password it was made from, and
// url.UserPassword would escape its '%' a second time.

type parts map[string]string

func rebuild(p parts) (*url.URL, error) {
	u := &url.URL{Scheme: p["scheme"], Host: p["host"], Path: p["path"]}
	if userinfo := p["userinfo"]; userinfo != "" {
		parsed, err := url.Parse(fmt.Sprintf("x://%s@h", userinfo))
		if err != nil {
			return nil, err
		}
		u.User = parsed.User
	}
	return u, nil
}

func withUserinfo(rawUserinfo, host string) (*url.URL, error) {
	return url.Parse("https://" + rawUserinfo + "@" + host + "/")
}

// A user's name or a login in the same place is a string of no known
// kind: still the warning tier.
func withLogin(login, host string) (*url.URL, error) {
	return url.Parse("https://" + login + "@" + host + "/") // want `login, a string, is written unescaped into the userinfo`
}

// And the userinfo's text written into a path is no segment of it.
func userinfoInPath(userinfo string) (*url.URL, error) {
	return url.Parse("https://api.example.com/accounts/" + userinfo) // want `userinfo, a string, is written unescaped into the path`
}
