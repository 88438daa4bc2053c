package facts

import (
	"fmt"
	"strings"
)

// VarFieldsFact is attached to an exported package-level variable of a
// struct type declared with a struct literal, and records the string
// constants the literal gives its fields, so that packages reading them
// can check them:
//
//	var DefaultConfig = Config{BaseURL: "https://api.example.com/v1"}
//
// lets another package follow DefaultConfig.BaseURL. An exported string
// variable declared with a constant that looks like a URL or a path
// (var Endpoint = "https://api.example.com/v1") gets the fact too, as one
// field with an empty Path. A field is recorded
// only when the declaring package never writes it into the variable: the
// variable is assigned nowhere else, its address is never taken (nor by
// a pointer method), and the field is not assigned through it. A reading
// package checks its own writes (see foreignField). Writes from a third
// package cannot be seen; the declared value is still the one every read
// gets until such a write runs, as for a package-level variable of the
// package itself. A variable holding a pointer (&Config{...}) gets no
// fact: any copy of the pointer, passed anywhere, can change the fields.
type VarFieldsFact struct {
	Fields []VarField
}

// A VarField is the constant Text of the field reached from the
// variable's struct type by the field indexes of Path (several for a
// field of a nested struct literal).
type VarField struct {
	Path []int
	Text string
}

func (*VarFieldsFact) AFact() {}

func (f *VarFieldsFact) String() string {
	var b strings.Builder
	b.WriteString("urlVarFields(")
	for i, fld := range f.Fields {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%v:%q", fld.Path, fld.Text)
	}
	b.WriteString(")")
	return b.String()
}
