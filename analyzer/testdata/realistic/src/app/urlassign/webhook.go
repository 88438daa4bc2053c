package urlassign

import (
	"net/url"
)

// case: urlassign bug webhook-query-in-path
func notifierURL(hook *url.URL) string {
	u := &url.URL{Scheme: "generic", Host: hook.Host}
	u.Path = hook.Path
	if hook.RawQuery != "" {
		u.Path = hook.Path + "?" + hook.RawQuery // want `a path field holds a query`
	}
	return u.String()
}

// case: urlassign valid webhook-query-kept
func notifierURLOK(hook *url.URL) string {
	u := &url.URL{Scheme: "generic", Host: hook.Host, Path: hook.Path}
	q := hook.Query()
	q.Set("template", "json")
	u.RawQuery = q.Encode()
	return u.String()
}
