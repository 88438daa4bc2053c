package analyzer

import (
	"bufio"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/urlvet/urlvet/analyzer/internal/facts"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"

	"github.com/urlvet/urlvet/rfc"
)

// TestWeakerTargetChecksLess checks what weakerTarget claims against the
// checker itself: on every string of rfc's test data and a few written
// for the purpose, each violation that the weaker target reports, the
// stronger one reports too, at the same bytes, with the same fix.
func TestWeakerTargetChecksLess(t *testing.T) {
	inputs := []string{
		"http://example.com/a b", "http//example.com/x", "https//example.com", "example.com/a b",
		"localhost:8080/x", "ftp://example.com/%zz", "/a b", "//h:99x/p", "./a|b", "http://[::1/",
		"http://example.com/{id}", "mailto:a b@example.com", " http://example.com/ ", "",
		"http://user:pa ss@example.com/", "http://example.com/a#b#c", "HTTP://EXAMPLE.com:8080",
	}
	inputs = append(inputs, corpusStrings(t)...)
	targets := []rfc.Target{rfc.Reference, rfc.Absolute, rfc.Relative, rfc.HTTP, rfc.Request, rfc.HostPort}
	pairs := 0
	for _, n := range targets {
		for _, w := range targets {
			if m, ok := weakerTarget(n, w); !ok || m != w || n == w {
				continue
			}
			pairs++
			for _, s := range inputs {
				strong := make(map[rfc.Violation]bool)
				for _, v := range rfc.Check(s, rfc.Options{Target: n}) {
					v.Message, v.Rule, v.RFC = "", "", ""
					strong[v] = true
				}
				for _, v := range rfc.Check(s, rfc.Options{Target: w}) {
					msg := v.Message
					v.Message, v.Rule, v.RFC = "", "", ""
					if !strong[v] {
						t.Errorf("%q: %s reports %q at %d-%d, %s does not", s, w, msg, v.Start, v.End, n)
					}
				}
			}
		}
	}
	if pairs != 4 {
		t.Errorf("%d ordered pairs of targets, want 4 (reference under absolute, relative and http; absolute under http)", pairs)
	}
}

// TestRequestMeetsNoOther checks why Request is left out of weakerTarget:
// it reads "//h:99x/p" as a path, which the other targets read as an
// authority with a bad port.
func TestRequestMeetsNoOther(t *testing.T) {
	if _, ok := weakerTarget(rfc.Request, rfc.Reference); ok {
		t.Error("request meets reference")
	}
	if vs := rfc.Check("//h:99x/p", rfc.Options{Target: rfc.Request}); len(vs) != 0 {
		t.Errorf("request: %v, want none", vs)
	}
	if vs := rfc.Check("//h:99x/p", rfc.Options{Target: rfc.Reference}); len(vs) == 0 {
		t.Error("reference: no violation, want the port's")
	}
}

func TestWeakerNeed(t *testing.T) {
	parse := &facts.FieldSinkFact{Sink: "net/url.Parse", Param: sinks.Param{Target: rfc.Reference}}
	get := &facts.FieldSinkFact{Sink: "net/http.Get", Prefix: true, Param: sinks.Param{Target: rfc.HTTP}}
	req := &facts.FieldSinkFact{Sink: "net/http.NewRequest", Param: sinks.Param{Target: rfc.HTTP, OriginForm: true}}
	resty := &facts.FieldSinkFact{Sink: "resty.Request.Get", Param: sinks.Param{Target: rfc.HTTP, Params: true}}
	host := &facts.FieldSinkFact{Sink: "net/url.URL.Host", Param: sinks.Param{Target: rfc.HostPort}}
	for _, tt := range []struct {
		a, b *facts.FieldSinkFact
		want string // the weaker need's String, or "" when there is none
	}{
		{get, parse, "urlField(→url.Parse:reference+)"},
		{parse, req, "urlField(→url.Parse:reference)"},
		{get, req, "urlField(→http.Get:http+)"},
		{get, resty, ""},
		{parse, host, ""},
		{host, host, "urlField(→url.URL.Host:hostport)"},
	} {
		got := ""
		if w, ok := weakerNeed(tt.a, tt.b); ok {
			got = w.String()
		}
		if got != tt.want {
			t.Errorf("weakerNeed(%v, %v) = %q, want %q", tt.a, tt.b, got, tt.want)
		}
	}
	if w, _ := weakerNeed(parse, req); !w.OriginForm {
		t.Error("the weaker need of url.Parse and http.NewRequest does not take a path for a handler")
	}
	if !implies(get, parse) || implies(parse, get) || implies(req, parse) || !implies(parse, parse) {
		t.Error("implies: http.Get implies url.Parse, not the reverse; http.NewRequest does not (it skips what it cannot see)")
	}
}

// corpusStrings returns the strings of rfc's test data.
func corpusStrings(t *testing.T) []string {
	var out []string
	files, _ := filepath.Glob("../rfc/testdata/bench/*.txt")
	tsv, _ := filepath.Glob("../rfc/testdata/validity/*.tsv")
	for _, name := range append(files, tsv...) {
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			line := sc.Text()
			if strings.HasSuffix(name, ".tsv") {
				first, _, _ := strings.Cut(line, "\t")
				s, err := strconv.Unquote(first)
				if err != nil {
					continue // the header lines
				}
				line = s
			}
			out = append(out, line)
		}
		f.Close()
	}
	if len(out) < 1000 {
		t.Fatalf("%d strings in rfc's test data, want more", len(out))
	}
	return out
}
