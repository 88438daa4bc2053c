package flow

import (
	"fmt"
	"strings"
	"testing"
)

// TestResolveBounds is value flow on inputs past its old bounds: every
// row of a large table, a concatenation of thousands of operands, long
// chains of variables and constants; where a bound stays (a product of
// choices, a chain deeper than MaxDepth), the site's reason says so.
func TestResolveBounds(t *testing.T) {
	src := func(lines ...string) string { return strings.Join(lines, "\n") }
	var table, concat, chain, deep, consts, product strings.Builder
	table.WriteString("var urls = []string{\n")
	for i := range 5000 {
		fmt.Fprintf(&table, "\"http://h/%d\",\n", i)
	}
	table.WriteString("}\nfunc f() { for _, u := range urls { sink(u) } }\n")
	concat.WriteString(`func f(x string) { sink("http://h/" + x`)
	for i := range 3000 {
		fmt.Fprintf(&concat, ` + "/%d"`, i)
	}
	concat.WriteString(") }\n")
	chain.WriteString("func f() { v0 := \"http://h/\"\n")
	for i := 1; i <= 40; i++ {
		fmt.Fprintf(&chain, "v%d := v%d\n", i, i-1)
	}
	chain.WriteString("sink(v40) }\n")
	deep.WriteString("func f() { v0 := \"http://h/\"\n")
	for i := 1; i <= 2*MaxDepth; i++ {
		fmt.Fprintf(&deep, "v%d := v%d\n", i, i-1)
	}
	fmt.Fprintf(&deep, "sink(v%d) }\n", 2*MaxDepth)
	consts.WriteString("const c0 = \"http://h/\"\n")
	for i := 1; i <= 2*MaxDepth; i++ {
		fmt.Fprintf(&consts, "const c%d = c%d + \"x\"\n", i, i-1)
	}
	fmt.Fprintf(&consts, "func f() { sink(c%d) }\n", 2*MaxDepth)
	product.WriteString("func f(b []bool) {\n")
	for i := range 6 {
		fmt.Fprintf(&product, "p%d := \"a\"; if b[%d] { p%d = \"b\" }\n", i, i, i)
	}
	product.WriteString("sink(\"http://h/\" + p0 + p1 + p2 + p3 + p4 + p5) }\n")

	for _, tc := range []struct {
		name  string
		src   string
		n     int    // values found
		first string // the first value, sorted
		why   Reason
	}{
		{name: "every row of a table", src: table.String(), n: 5000, first: "http://h/0"},
		{name: "a concatenation of 3000 operands", src: concat.String(), n: 1, first: "http://h/{parameter}/0/1/2/3"},
		{name: "a chain of 40 variables", src: chain.String(), n: 1, first: "http://h/"},
		{name: "a chain deeper than MaxDepth", src: deep.String(), why: ReasonDepth},
		{name: "a chain of constants deeper than MaxDepth", src: consts.String(), n: 1, first: "http://h/" + strings.Repeat("x", 2*MaxDepth)},
		{name: "six two-way choices", src: product.String(), n: 35, first: "http://h/aaaaaa", why: ReasonTooMany},
		{
			name:  "a table's rows joined to a constant",
			src:   src(`import "strings"`, table.String(), `func g() { for _, u := range urls { sink(strings.Join([]string{u, "x"}, "/")) } }`),
			n:     5000,
			first: "http://h/0",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			vals, whys := resolveSinks(t, tc.src)
			got := vals[len(vals)-1]
			if len(got) != tc.n || whys[len(whys)-1] != tc.why {
				t.Fatalf("%d values, %q; want %d, %q", len(got), whys[len(whys)-1], tc.n, tc.why)
			}
			if tc.n > 0 && !strings.HasPrefix(got[0], tc.first) {
				t.Errorf("first value %.60q, want %.60q...", got[0], tc.first)
			}
		})
	}
}
