package facts

import (
	"fmt"
	"sort"
	"strings"
)

// ResultsFact is attached to a package whose exported functions or
// methods have string results that are constants or constant templates,
// so that callers in other packages can check them:
//
//	func Endpoint(host string) string { return "https://" + host + "/v1" }
//
// has the result template "https://" hole "/v1". It is one fact per
// package, not one per function: drivers copy every fact of every
// dependency into the analysis of each package, and a large import graph
// has thousands of such functions (getters, names, content types).
type ResultsFact struct {
	Funcs []ResultFunc // sorted by Name
}

// A ResultFunc is the known results of one function ("Endpoint") or
// method ("Client.Search").
type ResultFunc struct {
	Name    string
	Results []ResultValues
}

// ResultValues are the values result Index of a function can take. A
// result of no constant text whose every value comes from a known origin
// has no Values and that origin's reason in Why (see originReason): the
// text of a url.URL, input, decoded data.
//
// Args are the parameters the function returns as they are (or trimmed
// of spaces): the result of a call can also be the text of those
// arguments, resolved where the call is written (env.Get(key, def)
// returns the variable's value, which is input, or def).
//
// Lookup describes a lookup method (see lookupMethod): the result is the
// value field of the receiver's element whose key field equals an
// argument, which callers with a constant key resolve from their rows.
//
// Format, when not 0, is 1 + the index of a parameter the function
// formats: the result is Values' one value followed by fmt.Sprintf of
// that argument (func (c *Client) URL(tmpl string, args ...any) string {
// return c.base + fmt.Sprintf(tmpl, args...) }), the arguments after it
// those the text formats: a caller's constant template is URL text with
// a hole for each verb, matched to the caller's argument.
type ResultValues struct {
	Index  int
	Values [][]ResultPiece
	Why    string
	Args   []ResultArg
	Lookup *ResultLookup
	Format int
}

// A ResultLookup is a lookup method: argument Arg (the receiver aside)
// is the key, Key and Value the indexes of the key and value fields in
// the struct type of the receiver's elements.
type ResultLookup struct {
	Arg, Key, Value int
}

// A ResultArg is a parameter a function returns: argument Index of a
// call (the receiver aside), trimmed of spaces when Trim is set
// (return strings.TrimSpace(def)).
type ResultArg struct {
	Index int
	Trim  bool
}

// A ResultPiece is a constant run of a result value, or a hole: an
// unknown text such as a parameter. A hole standing for text of a known
// origin keeps its reason in Why, and one whose text is known by what
// made it its kind in Kind: "escaped" (url.PathEscape, QueryEscape),
// "query" (a whole query url.Values.Encode made), "numeric" (a number
// or a boolean); "" for any text. An escaped hole that is the escape of
// a parameter names its escaper in Escaper ("QueryEscape", "PathEscape")
// and 1 + the parameter's index in Arg, so that a caller knows which
// component the text is escaped for, and what text was escaped. A hole
// of any text that is a parameter's own (as it is, or trimmed of a
// cutset: strings.TrimLeft(path, "/")) has its Arg too, and no Escaper.
type ResultPiece struct {
	Text    string
	Hole    bool
	Why     string
	Kind    string
	Escaper string
	Arg     int
	Runs    bool // the later runs of a loop's extension (flow.Piece.Runs)
}

func (*ResultsFact) AFact() {}

func (f *ResultsFact) String() string {
	var b strings.Builder
	b.WriteString("urlResults(")
	for i, fn := range f.Funcs {
		if i > 0 {
			b.WriteString("; ")
		}
		b.WriteString(fn.Name + "=")
		for j, r := range fn.Results {
			if j > 0 {
				b.WriteString(", ")
			}
			fmt.Fprintf(&b, "%d:", r.Index)
			if r.Why != "" {
				b.WriteString("(" + r.Why + ")")
			}
			if l := r.Lookup; l != nil {
				fmt.Fprintf(&b, "(lookup arg %d: field %d -> %d)", l.Arg, l.Key, l.Value)
			}
			if r.Format > 0 {
				fmt.Fprintf(&b, "(format arg %d)", r.Format-1)
			}
			for _, a := range r.Args {
				if a.Trim {
					fmt.Fprintf(&b, "(trimmed arg %d)", a.Index)
				} else {
					fmt.Fprintf(&b, "(arg %d)", a.Index)
				}
			}
			for k, v := range r.Values {
				if k > 0 {
					b.WriteString("|")
				}
				for _, p := range v {
					switch {
					case p.Hole && p.Why != "":
						b.WriteString("…(" + p.Why + ")")
					case p.Hole:
						b.WriteString("…")
					default:
						fmt.Fprintf(&b, "%q", p.Text)
					}
					if p.Hole && p.Kind != "" {
						b.WriteString("[" + p.Kind + "]")
					}
					if p.Escaper != "" {
						fmt.Fprintf(&b, "(%s of arg %d)", p.Escaper, p.Arg-1)
					} else if p.Arg > 0 {
						fmt.Fprintf(&b, "(arg %d)", p.Arg-1)
					}
				}
			}
		}
	}
	b.WriteString(")")
	return b.String()
}

// Lookup returns the results of the function named name, or nil.
func (f *ResultsFact) Lookup(name string) []ResultValues {
	i := sort.Search(len(f.Funcs), func(i int) bool { return f.Funcs[i].Name >= name })
	if i < len(f.Funcs) && f.Funcs[i].Name == name {
		return f.Funcs[i].Results
	}
	return nil
}
