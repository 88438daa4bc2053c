package urlstruct

import "net/url"

func fields() {
	_ = url.URL{
		Scheme:   "ht tp",           // want `url\.URL\.Scheme: .*scheme`
		Host:     "example.com:80x", // want `url\.URL\.Host: .*port`
		Path:     "/a b",            // the decoded form: a space is fine
		RawQuery: "q=a b",           // want `url\.URL\.RawQuery: .*query`
	}
	_ = &url.URL{Scheme: "https", Host: "example.com", Path: "/ok"}
	_ = url.UserPassword("admin", "hunter2") // want `url\.UserPassword: .*credentials`
	_ = url.UserPassword("admin", "xxxxx")   // a mask, as url.URL.Redacted writes
	_ = url.User("admin")
}
