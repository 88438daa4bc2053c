package facts

import (
	"fmt"
	"sort"
	"strings"
)

// FieldValuesFact is attached to a package that writes string constants
// into the exported string fields of its exported struct types, so that a
// package reading such a field from a base value flow cannot follow (a
// receiver, a decoded message) can check them:
//
//	type Release struct{ APIURL string }
//	func draft() Release { return Release{APIURL: "https://api.example.com/a b"} }
//
// lets an importer's http.Get(rel.APIURL) report the constant. It is one
// fact per package, listing only the fields that get a constant, since
// drivers copy every fact of every dependency into each package's
// analysis, and only when some field gets a constant that looks like a
// URL or a path, or holds only hosts the package parsed (Host): a field
// of a package without the fact gets no such constant there.
//
// The writes are found around the identifiers that name a field or its
// struct type (keyed and positional literals, elided ones inside a
// literal of the type's slice, map or array, x.F = e, flag defaults),
// not in an index of the whole package: most packages declaring such
// types never reach a sink. A positional literal whose type is elided inside a
// literal of another named container type (type Ts []T; Ts{{"a"}}) is not
// seen.
type FieldValuesFact struct {
	Fields []FieldValues // sorted by Name
}

// FieldValues are the constants a package writes into one field.
type FieldValues struct {
	Name   string       // "Type.Field"
	Values []FieldValue // the non-empty constants, at most maxFactValues
	Other  bool         // also written a value that is not a constant, or more constants than Values holds
	Text   bool         // some constant looks like neither a URL nor a path: Values is empty
	Origin string       // with no constant but "": what every value written is, "input" or "decoded" (writeOrigin)
	// Host says that every value written holds no ':' but after a
	// leading '[', and one at least is text the package parsed (a
	// capture of a constant regexp): never an IPv6 address without its
	// brackets, so an importer may write it before ":port".
	Host bool
	// Config names the free configuration every value written is, an
	// environment variable or a flag (constants aside), where nothing in
	// the package trims or tests its trailing '/' ("the environment
	// variable API_URL"): an importer joining it to "/x" makes "//" when
	// it is given with a trailing '/' (freeBaseCheck).
	Config string
	// Slashed says that the package trims or tests the field's trailing
	// '/' (if !strings.HasSuffix(c.URL, "/") { c.URL += "/" }): it sees
	// to the base's end itself, and an importer's join of it is no
	// free configuration's.
	Slashed bool
}

// A FieldValue is a constant written into a field, and where.
type FieldValue struct {
	Text string
	At   string // "file.go:line:column" in the declaring package
}

func (*FieldValuesFact) AFact() {}

func (f *FieldValuesFact) String() string {
	var b strings.Builder
	b.WriteString("urlFieldValues(")
	for i, fv := range f.Fields {
		if i > 0 {
			b.WriteString("; ")
		}
		b.WriteString(fv.Name + "=")
		b.WriteString(fv.Origin)
		if fv.Text {
			b.WriteString("text")
		}
		for j, v := range fv.Values {
			if j > 0 {
				b.WriteString("|")
			}
			fmt.Fprintf(&b, "%q", v.Text)
		}
		if fv.Other {
			b.WriteString("|…")
		}
		if fv.Host {
			b.WriteString("+host")
		}
		if fv.Config != "" {
			fmt.Fprintf(&b, "+config(%s)", fv.Config)
		}
		if fv.Slashed {
			b.WriteString("+slashed")
		}
	}
	b.WriteString(")")
	return b.String()
}

// Lookup returns the entry of the field named name, or nil.
func (f *FieldValuesFact) Lookup(name string) *FieldValues {
	i := sort.Search(len(f.Fields), func(i int) bool { return f.Fields[i].Name >= name })
	if i < len(f.Fields) && f.Fields[i].Name == name {
		return &f.Fields[i]
	}
	return nil
}
