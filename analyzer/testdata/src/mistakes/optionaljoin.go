package mistakes

import "net/http"

// A path helper that adds each segment only when it is given: a call
// that passes "" skips the join, whose '/' then follows nothing.
func objectPath(group, kind, id string) string {
	p := "/apis/v2"
	if group != "" {
		p = p + "/" + group
	}
	if kind != "" {
		p = p + "/kinds/" + kind
	}
	if id != "" {
		p = p + "/" + id
	}
	return p
}

func fetchObjects(host string) {
	http.Get("https://" + host + objectPath("", "", "root"))
	http.Get("https://" + host + objectPath("core", "", ""))
}

// A helper whose join under the test doubles the '/' of its base: a call
// that gives the segment runs it.
func releasePath(channel string) string {
	p := "/releases/" // want `joining two strings makes "//" in the path`
	if channel != "" {
		p = p + "/" + channel
	}
	return p
}

func fetchReleases(host string) {
	http.Get("https://" + host + releasePath("stable"))
	http.Get("https://" + host + releasePath(""))
}

// The same, extended in place.
func itemPath(shelf, name string) string {
	p := "/items"
	if shelf != "" {
		p += "/" + shelf
	}
	if name != "" {
		p += "/" + name
	}
	return p
}

func fetchItems(host string) {
	http.Get("https://" + host + itemPath("", "lamp"))
}
