package unescaped

import (
	"fmt"
	"net/http"
)

// A value named for text alone (name, value) after the segment of a
// collection takes what the collection's members are: after "/domains/"
// or "/users/" a name of a URL-safe alphabet, after "/tokens/" an
// identifier. After a collection of no such kind ("/albums/"), of files
// or of branches, and where its own name says more, it is reported.
type zoneRecord struct{ Name, Value string }

func (c *mediaClient) collections(name, value, title string, rec zoneRecord) {
	c.hc.Get(base + "/v1/domains/" + name + "/records")
	c.hc.Get(fmt.Sprintf("%s/users/%s/tokens/%s", base, name, value))
	c.hc.Get(base + "/dns/domains/" + rec.Name)
	c.hc.Get(base + "/albums/" + name)                                 // want `name, a string, is written unescaped into the path`
	c.hc.Get(base + "/files/" + name)                                  // want `name, a string, is written unescaped into the path`
	c.hc.Get(base + "/repos/acme/app/branches/" + name)                // want `name, a string, is written unescaped into the path`
	c.hc.Get(base + "/domains/" + rec.Value + "/records?name=" + name) // want `name, a string, is written unescaped into the query value`
	c.hc.Get(base + "/users/" + title)                                 // want `title, free text, is written unescaped into the path`
	c.hc.Get(base + "/domain" + name)                                  // want `name, a string, is written unescaped into the path`
}

// A member keyed by two segments, /repos/{owner}/{name}: the name is a
// repository's, as the collection says; after a collection of no kind,
// or after a constant segment, it is reported.
func (c *mediaClient) pairs(owner, name string) {
	c.hc.Get(fmt.Sprintf("%s/api/repos/%s/%s", base, owner, name))
	c.hc.Get(fmt.Sprintf("%s/api/albums/%s/%s", base, owner, name))       // want `name, a string, is written unescaped into the path`
	c.hc.Get(fmt.Sprintf("%s/api/repos/%s/photos/%s", base, owner, name)) // want `name, a string, is written unescaped into the path`
}
