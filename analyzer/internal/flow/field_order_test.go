package flow

import (
	"slices"
	"testing"
)

// TestFieldWriteOrder checks which writes of a field value flow takes at
// a read when the read's function writes the same storage: the writes
// that reach the read along its control flow, and what the storage held
// at the function's start where the flow from its entry reaches the read
// (every write of other functions).
func TestFieldWriteOrder(t *testing.T) {
	const decl = `import "strings"
type C struct{ a string }
func elsewhere(c *C) { c.a = "http://else/" }
var _ = strings.ToUpper
`
	for _, tc := range []struct {
		name string
		src  string
		want []string
	}{
		{
			name: "a write just before the read hides the others",
			src:  `func (c *C) f() { c.a = "http://first/"; c.a = "http://last/"; sink(c.a) }`,
			want: []string{"http://last/"},
		},
		{
			name: "a write on one branch: it, and what the field held before",
			src:  `func (c *C) f(b bool) { if b { c.a = "http://then/" }; sink(c.a) }`,
			want: []string{"http://else/", "http://then/"},
		},
		{
			name: "writes on both branches hide the others",
			src:  `func (c *C) f(b bool) { if b { c.a = "http://then/" } else { c.a = "http://other/" }; sink(c.a) }`,
			want: []string{"http://other/", "http://then/"},
		},
		{
			name: "a default in the else branch of the read's test",
			src:  `func (c *C) f() { if c.a != "" { sink(c.a) } else { c.a = "http://default/" } }`,
			want: []string{"http://else/"},
		},
		{
			name: "a default in the branch that leads to the read",
			src:  `func (c *C) f() { if c.a == "" { c.a = "http://default/" }; sink(c.a) }`,
			want: []string{"http://default/", "http://else/"},
		},
		{
			name: "a write after the read",
			src:  `func (c *C) f() { sink(c.a); c.a = "http://after/" }`,
			want: []string{"http://else/"},
		},
		{
			name: "a write after the read in a loop reaches it on the next turn",
			src:  `func (c *C) f(n int) { for i := 0; i < n; i++ { sink(c.a); c.a = "http://next/" } }`,
			want: []string{"http://else/", "http://next/"},
		},
		{
			name: "a call between the write and the read lets every write reach",
			src:  `func (c *C) f(g func(*C)) { c.a = "http://mine/"; g(c); sink(c.a) }`,
			want: []string{"http://else/", "http://mine/"},
		},
		{
			name: "a standard function of strings between them changes nothing",
			src:  `func (c *C) f(s string) { c.a = "http://mine/"; if strings.HasPrefix(s, "x") { sink(c.a) } }`,
			want: []string{"http://mine/"},
		},
		{
			name: "a call in the read's own statement before the read",
			src:  `func (c *C) f(g func() string) { c.a = "http://mine/"; sink(g() + c.a) }`,
			want: []string{"{parameter}http://else/", "{parameter}http://mine/"},
		},
		{
			name: "a write of the field through other storage may be the same",
			src:  `func (c *C) f(d *C) { c.a = "http://mine/"; d.a = "http://other/"; sink(c.a) }`,
			want: []string{"http://else/", "http://mine/", "http://other/"},
		},
		{
			name: "a store of the variable",
			src:  `func f(c, d *C) { c.a = "http://mine/"; c = d; sink(c.a) }`,
			want: []string{"http://else/", "http://mine/"},
		},
		{
			name: "a rewrite from itself hides nothing",
			src:  `func (c *C) f(b bool) { if b { c.a = "http://mine/" }; if !strings.HasPrefix(c.a, "https://") { c.a = "http://" + c.a }; sink(c.a) }`,
			want: []string{"http://else/", "http://mine/", "http://{guarded field}"},
		},
		{
			name: "a rewrite from itself alone",
			src:  `func (c *C) f() { if !strings.HasPrefix(c.a, "https://") { c.a = "http://" + c.a }; sink(c.a) }`,
			want: []string{"http://else/", "http://{guarded field}"},
		},
		{
			name: "a new value holds no write of other functions",
			src:  `func f(s string) { c := &C{}; if s != "" { c.a = "http://mine/" }; sink(c.a) }`,
			want: []string{"http://mine/"},
		},
		{
			name: "an option call on a new value: the writes of the package's functions of its type",
			src:  `func f(opts ...func(*C)) { c := new(C); for _, o := range opts { o(c) }; sink(c.a) }`,
			want: []string{"http://else/"},
		},
		{
			name: "a method of the package called on a new value: its writes",
			src: `func (c *C) set() { c.a = "http://set/" }
func f() { c := new(C); c.a = "http://mine/"; c.set(); sink(c.a) }`,
			want: []string{"http://mine/", "http://set/"},
		},
		{
			name: "code not shown, not given the new value, changes nothing",
			src:  `func f(g func()) { c := new(C); c.a = "http://mine/"; g(); sink(c.a) }`,
			want: []string{"http://mine/"},
		},
		{
			name: "code not shown, given the new value, lets every write reach",
			src:  `func f(g func(any)) { c := new(C); c.a = "http://mine/"; g(c); sink(c.a) }`,
			want: []string{"http://else/", "http://mine/"},
		},
		{
			name: "a new value captured by a function literal",
			src:  `func f(g func(func())) { c := new(C); c.a = "http://mine/"; g(func() { _ = c }); sink(c.a) }`,
			want: []string{"http://else/", "http://mine/"},
		},
		{
			name: "a parameter's field: what the argument held at each call",
			src: `func use(c C) { sink(c.a) }
func (c *C) f() { if c.a != "" { use(*c) } else { c.a = "http://default/" } }`,
			want: []string{"http://else/"},
		},
		{
			name: "a parameter's field written before the call",
			src: `func use(c C) { sink(c.a) }
func (c *C) f() { if c.a == "" { c.a = "http://default/" }; use(*c) }`,
			want: []string{"http://default/", "http://else/"},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			vals, _ := resolveSinks(t, decl+tc.src)
			var got []string
			for _, v := range vals {
				got = append(got, v...)
			}
			slices.Sort(got)
			got = slices.Compact(got)
			if !slices.Equal(got, tc.want) {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}
