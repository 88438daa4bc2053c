package strlit

import (
	"os"
	"strconv"
	"strings"
	"testing"
)

// benchLiterals returns the URLs of testdata/urls.txt as Go literals, in
// one of the forms the benchmarks compare.
func benchLiterals(b *testing.B, form string) []string {
	data, err := os.ReadFile("testdata/urls.txt")
	if err != nil {
		b.Fatal(err)
	}
	var lits []string
	for _, u := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if strings.HasPrefix(u, "#") {
			continue
		}
		switch form {
		case "plain":
			lits = append(lits, strconv.Quote(u))
		case "escaped": // one character in eight escaped, in turn \xNN, \NNN, \uNNNN
			lits = append(lits, quoteForms(u, []byte{0, 0, 0, 5, 0, 0, 0, 4, 0, 0, 0, 2}))
		case "raw-crlf": // a carriage return before one character in four
			s, _ := quoteRaw(u, []byte{0, 0, 0, 1})
			lits = append(lits, s)
		}
	}
	return lits
}

var forms = []string{"plain", "escaped", "raw-crlf"}

func BenchmarkParse(b *testing.B) {
	for _, form := range forms {
		lits := benchLiterals(b, form)
		b.Run(form, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				for _, src := range lits {
					if _, err := Parse(src); err != nil {
						b.Fatal(err)
					}
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(lits)), "ns/lit")
		})
	}
}

// BenchmarkUnquote is the reference: strconv.Unquote gives the value alone.
func BenchmarkUnquote(b *testing.B) {
	for _, form := range forms {
		lits := benchLiterals(b, form)
		b.Run(form, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				for _, src := range lits {
					if _, err := strconv.Unquote(src); err != nil {
						b.Fatal(err)
					}
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(lits)), "ns/lit")
		})
	}
}

// BenchmarkSourceRange maps every single value byte of every literal.
func BenchmarkSourceRange(b *testing.B) {
	for _, form := range forms {
		var parsed []*Lit
		n := 0
		for _, src := range benchLiterals(b, form) {
			l, err := Parse(src)
			if err != nil {
				b.Fatal(err)
			}
			parsed = append(parsed, l)
			n += len(l.Value())
		}
		b.Run(form, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				for _, l := range parsed {
					for i := range len(l.Value()) {
						l.SourceRange(i, i+1)
					}
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/byte")
		})
	}
}

// BenchmarkEdit replaces the last byte of every literal with "%25".
func BenchmarkEdit(b *testing.B) {
	for _, form := range forms {
		var parsed []*Lit
		for _, src := range benchLiterals(b, form) {
			l, err := Parse(src)
			if err != nil {
				b.Fatal(err)
			}
			parsed = append(parsed, l)
		}
		b.Run(form, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				for _, l := range parsed {
					n := len(l.Value())
					l.Edit(n-1, n, "%25")
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(parsed)), "ns/lit")
		})
	}
}
