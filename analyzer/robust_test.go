package analyzer_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/urlvet/urlvet/analyzer"
)

func TestCgo(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "cgo")
}

// TestCrashers checks packages, reduced from real code, that made the
// analyzer panic.
func TestCrashers(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "crashers/endpoint", "crashers/provider", "crashers/portsplitsonly", "crashers/untyped", "crashers/embedded")
}

// TestHugeConstant checks a 1 MiB constant with one fault at its end.
func TestHugeConstant(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "huge")
}

// hugeConstantPackage is the generated package of TestHugeConstant.
func hugeConstantPackage() (map[string]string, error) {
	src := "package huge\n\nimport \"net/url\"\n\n" +
		"const u = \"http://example.com/" + strings.Repeat(`a\x41`, 1<<18) + " a\" // want `url\\.Parse: .*pchar`\n\n" +
		"func f() { url.Parse(u) }\n"
	return map[string]string{"huge.go": src}, nil
}

// TestHostile checks the generated package hostile: tables of thousands
// of rows with one bad row near the end, a concatenation of thousands of
// operands, chains of variables and constants deeper than value flow
// used to follow. Each bad value is reported; where a bound of value
// flow stays, the site is unresolved for it.
func TestHostile(t *testing.T) {
	t.Parallel()
	results := defaultRun.check(t, "hostile")
	got := sitesByFunc(t, results, func(c analyzer.SinkCall) string {
		return fmt.Sprintf("%d constants, unresolved %q", c.Constants, c.Unresolved)
	})
	for key, want := range map[string]string{
		"table.go:Table":        `40000 constants, unresolved ""`,
		"table.go:Rows":         `10000 constants, unresolved ""`,
		"table.go:Map":          `10000 constants, unresolved ""`,
		"concat.go:Concat":      `1 constants, unresolved ""`,
		"chain.go:Chain":        `1 constants, unresolved ""`,
		"chain.go:Consts":       `1 constants, unresolved ""`,
		"chain.go:TooDeep":      `0 constants, unresolved "depth"`,
		"product.go:Product":    `35 constants, unresolved "too-many"`,
		"product.go:RowsJoined": `10000 constants, unresolved ""`,
	} {
		if got[key] != want {
			t.Errorf("%s: %s, want %s", key, got[key], want)
		}
	}
}

// hostilePackage is the generated package of TestHostile.
func hostilePackage() (map[string]string, error) {
	const bad = `"http://example.com/a b", // want "http.Get: space"`
	var table, rows, maps strings.Builder
	table.WriteString("package hostile\n\nimport \"net/http\"\n\nvar urls = []string{\n")
	for i := range 40000 {
		if i == 39990 {
			table.WriteString("\t" + bad + "\n")
			continue
		}
		fmt.Fprintf(&table, "\t\"http://example.com/%d\",\n", i)
	}
	table.WriteString("}\n\nfunc Table() {\n\tfor _, u := range urls {\n\t\thttp.Get(u)\n\t}\n}\n")
	rows.WriteString("\nvar services = []struct{ name, url string }{\n")
	maps.WriteString("\nvar byName = map[string]string{\n")
	for i := range 10000 {
		if i == 9990 {
			rows.WriteString("\t{\"s\", " + bad + "\n\t},\n")
			maps.WriteString("\t\"s\": " + bad + "\n")
			continue
		}
		fmt.Fprintf(&rows, "\t{\"s%d\", \"http://example.com/%d\"},\n", i, i)
		fmt.Fprintf(&maps, "\t\"s%d\": \"http://example.com/%d\",\n", i, i)
	}
	rows.WriteString("}\n\nfunc Rows() {\n\tfor _, s := range services {\n\t\thttp.Get(s.url)\n\t}\n}\n")
	maps.WriteString("}\n\nfunc Map() {\n\tfor _, u := range byName {\n\t\thttp.Get(u)\n\t}\n}\n")

	var concat strings.Builder
	concat.WriteString("package hostile\n\nimport \"net/http\"\n\nfunc Concat(id string) {\n\thttp.Get(\"http://example.com/a b\" + // want \"http.Get: space\"\n")
	for i := range 6000 {
		if i == 3000 {
			concat.WriteString("\t\tid +\n")
		}
		fmt.Fprintf(&concat, "\t\t\"/%d\" +\n", i)
	}
	concat.WriteString("\t\t\"/c d\") // want \"http.Get: space\"\n}\n")

	var chain strings.Builder
	chain.WriteString("package hostile\n\nimport \"net/http\"\n\nfunc Chain() {\n\tv0 := \"http://example.com/a b\" // want \"http.Get: space\"\n")
	for i := 1; i <= 40; i++ {
		fmt.Fprintf(&chain, "\tv%d := v%d\n", i, i-1)
	}
	chain.WriteString("\thttp.Get(v40)\n}\n\nfunc TooDeep() {\n\tw0 := \"http://example.com/a b\"\n")
	for i := 1; i <= 200; i++ {
		fmt.Fprintf(&chain, "\tw%d := w%d\n", i, i-1)
	}
	chain.WriteString("\thttp.Get(w200)\n}\n\nconst c0 = \"http://example.com/\"\n")
	for i := 1; i <= 200; i++ {
		fmt.Fprintf(&chain, "const c%d = c%d + \"x-\"\n", i, i-1) // "-": not a word joined to a word (join)
	}
	chain.WriteString("\nfunc Consts() {\n\thttp.Get(c200 + \"/a b\") // want \"http.Get: space\"\n}\n")

	// Six two-way choices make 64 values: more than value flow follows.
	// A table's rows joined to a constant stay one value per row.
	var product strings.Builder
	product.WriteString("package hostile\n\nimport (\n\t\"net/http\"\n\t\"strings\"\n)\n\nfunc Product(b []bool) {\n\tu := \"http://example.com\"\n")
	for i := range 6 {
		fmt.Fprintf(&product, "\tp%d := \"/a\"\n\tif b[%d] {\n\t\tp%d = \"/b\"\n\t}\n", i, i, i)
	}
	product.WriteString("\thttp.Get(u + p0 + p1 + p2 + p3 + p4 + p5)\n}\n\n" +
		"func RowsJoined() {\n\tfor _, s := range services {\n\t\thttp.Get(strings.Join([]string{s.url, \"x\"}, \"/\"))\n\t}\n}\n")
	return map[string]string{
		"table.go":   table.String() + rows.String() + maps.String(),
		"concat.go":  concat.String(),
		"chain.go":   chain.String(),
		"product.go": product.String(),
	}, nil
}
