package mistakes

import (
	"net/http"
	"strings"
)

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

// The same, its arguments passed on by a method whose callers give
// constants: the branches each call takes are those its constants take,
// and only a call that gives no project doubles a '/'.
type entityClient struct{ endpoint string }

func newEntityClient() *entityClient {
	return &entityClient{endpoint: "https://alerts.example.com"}
}

func entityPath(entity, project, id string) string {
	p := ""
	if entity == "projects" {
		p = p + "/" + entity
	} else {
		p = p + "/projects/" + project + "/" + entity // want `joining two strings makes "//" in the path`
	}
	if id != "" {
		if strings.HasPrefix(id, "?") {
			p = p + id
		} else {
			p = p + "/" + id
		}
	}
	return p
}

func (c *entityClient) url(entity, project, id string) string {
	return c.endpoint + entityPath(entity, project, id)
}

func (c *entityClient) fetch(project string) {
	http.Get(c.url("projects", "", ""))
	http.Get(c.url("projects", "", "?owner=me"))
	http.Get(c.url("projects", "", "lamp"))
	http.Get(c.url("alert", project, "dimensions?name="+project))
	http.Get(c.url("alert", project, "?name=x"))
	http.Get(c.url("alerts", "", "")) // no project: its '/' follows the one before it
}
