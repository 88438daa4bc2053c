package unescaped

import (
	"fmt"
	"net/http"
)

// A reference to an object the server issued ("vm-123") is an
// identifier: its Value is quiet anywhere. A field of text alone in a
// struct named for no identifier, or for a person, is not known.
type ManagedObjectReference struct {
	Type  string
	Value string
}

type Annotation struct{ Value string }

type Owner struct{ Name string }

func invoke(c *http.Client, this ManagedObjectReference, method string, note Annotation, o Owner) {
	c.Get(fmt.Sprintf("%s/%s/%s/%s", base, this.Type, this.Value, method))
	c.Get(base + "/tasks?moid=" + this.Value)
	c.Get(base + "/notes/" + note.Value) // want `note\.Value, a string, is written unescaped into the path`
	c.Get(base + "/profiles/" + o.Name)  // want `o\.Name, a string, is written unescaped into the path`
}
