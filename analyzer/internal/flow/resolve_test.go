package flow

import (
	"go/ast"
	"go/types"
	"slices"
	"strings"
	"testing"

	"github.com/urlvet/urlvet/analyzer/internal/facts"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/srctest"
	"github.com/urlvet/urlvet/rfc"
)

// resolveSinks type-checks src, a package p that declares
// "func sink(string)", and resolves the argument of each call of sink, in
// the order written, as the analyzer resolves a sink's argument.
func resolveSinks(t *testing.T, src string) (vals [][]string, whys []Reason) {
	t.Helper()
	fset, file, info, pkg := srctest.Check(t, "package p\n\n"+src+"\n\nfunc sink(string) {}\n")
	f := New(fset, info, pkg, []*ast.File{file}, nil)
	f.Collect(nil)
	f.Params = &ParamFlow{Flow: f, Checks: noChecks{}}
	ast.Inspect(file, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || len(call.Args) != 1 {
			return true
		}
		if id, ok := call.Fun.(*ast.Ident); !ok || id.Name != "sink" {
			return true
		}
		got, why := f.Params.ResolveSite(call.Args[0], sinks.Arg{Param: sinks.Param{Target: rfc.Reference}})
		var texts []string
		for _, v := range got {
			texts = append(texts, show(v))
		}
		slices.Sort(texts)
		vals, whys = append(vals, texts), append(whys, why)
		return true
	})
	return vals, whys
}

// noChecks answers for a package without wrappers or field sinks.
type noChecks struct{}

func (noChecks) Wrapped(types.Object, int) bool                        { return false }
func (noChecks) FieldSink(*types.Var) bool                             { return false }
func (noChecks) CheckedCarrier(*types.Func, *facts.FieldSinkFact) bool { return false }

// show writes a value as its text with each hole as {reason}, or {} when
// the hole has none.
func show(v Value) string {
	var b strings.Builder
	for _, p := range v {
		if p.Hole {
			b.WriteString("{" + string(p.Why) + "}")
			continue
		}
		b.WriteString(p.Text)
	}
	return b.String()
}

// TestResolve is the engine on its own: what value flow finds for the
// argument of a sink, and why it stops.
func TestResolve(t *testing.T) {
	for _, tc := range []struct {
		name string
		src  string
		want []string // the values, sorted
		why  Reason   // why flow found no value; "" when it found some, holes and all
	}{
		{
			name: "literal",
			src:  `func f() { sink("http://x/a b") }`,
			want: []string{"http://x/a b"},
		},
		{
			name: "an interface method of the package: its implementations' results",
			src:  `type opt interface{ url(string) string }; type a struct{}; func (a) url(b string) string { return b + "/a" }; type c struct{}; func (*c) url(b string) string { return b + "/c" }; func f(o opt) { sink(o.url("http://x")) }`,
			want: []string{"http://x/a", "http://x/c"},
		},
		{
			name: "an interface method a struct only embeds: no implementation",
			src:  `type opt interface{ url() string }; type w struct{ opt }; func f(x w) { sink(x.url()) }`,
			why:  ReasonCall,
		},
		{
			name: "constants and concatenation",
			src:  `const base = "http://x"; const v1 = base + "/v1"; func f() { sink(v1 + "/users") }`,
			want: []string{"http://x/v1/users"},
		},
		{
			name: "an empty value replaced before the read",
			src:  `func f(s, host string) { scheme := ""; if s != "" { scheme = s }; if scheme == "" { scheme = "https" }; sink(scheme + "://" + host) }`,
			want: []string{"https://{parameter}", "{parameter}://{parameter}", "{}://{parameter}"},
		},
		{
			name: "a replaced value read before the replacement",
			src:  `func f(s string) { scheme := ""; sink(scheme + "://x"); if scheme == "" { scheme = "https" }; _ = scheme }`,
			want: []string{"://x"},
		},
		{
			name: "a replacement after a break: the empty value takes only the branch that replaces it",
			src:  `func f(xs []string) { for range xs { u := ""; if len(xs) > 1 { break }; if u == "" { u = "http://x/" }; sink(u) } }`,
			want: []string{"http://x/"},
		},
		{
			name: "a slice of a constant with constant bounds: its part",
			src:  `const ws = "/leafnode"; func f(b bool) { p := ws + "/x"; if b { p = p[1:3] }; sink("http://h/" + ws[1:] + p) }`,
			want: []string{"http://h/leafnode/leafnode/x", "http://h/leafnodele"},
		},
		{
			name: "a slice with a bound not known: not followed",
			src:  `func f(i int) { sink("http://h/x"[:i]) }`,
			why:  "expression",
		},
		{
			name: "a slice of text with a hole: not followed",
			src:  `func f(h string) { sink(("http://" + h + "/x")[1:]) }`,
			why:  "expression",
		},
		{
			name: "local assigned on two branches",
			src:  `func f(b bool) { u := "http://a/"; if b { u = "http://b/" }; sink(u) }`,
			want: []string{"http://a/", "http://b/"},
		},
		{
			name: "a local extended by fmt.Sprintf of itself and by +=",
			src:  `import "fmt"; func f(h string, p int, b bool) { u := fmt.Sprintf("http://%s", h); if b { u = fmt.Sprintf("%s:%d", u, p) }; u += "/x"; sink(u) }`,
			want: []string{"http://{}/x", "http://{}:{}/x"},
		},
		{
			name: "a parameter every caller passes a constant: the constants",
			src:  `func k(p string) { sink(p) }; func K() { k("api/y") }`,
			want: []string{"api/y"},
		},
		{
			name: "a parameter replaced when empty: the callers' constants and the replacement",
			src:  `func m(p string) { if p == "" { p = "def" }; sink(p) }; func M() { m("api/z") }`,
			want: []string{"api/z", "def"},
		},
		{
			name: "a parameter given a leading '/' when it lacks one: not followed",
			src:  `import "strings"; func j(p string) { if !strings.HasPrefix(p, "/") { p = "/" + p }; sink(p) }; func J() { j("api/x") }`,
			why:  "parameter",
		},
		{
			name: "package variable",
			src:  `var endpoint = "https://api.example.com/v2"; func f() { sink(endpoint) }`,
			want: []string{"https://api.example.com/v2"},
		},
		{
			name: "Sprintf with a parameter",
			src:  `import "fmt"; func f(host string) { sink(fmt.Sprintf("http://%s/x", host)) }`,
			want: []string{"http://{}/x"}, // a hole; the value is found, so no reason

		},
		{
			name: "Sprintf in a helper of a field its caller passes: the field's constants, and a hole for the rest",
			src: `import "fmt"; type C struct{ base string }; func New(b string) *C { return &C{base: b} }; var _ = New("https://a/v1/")
func full(base, route string) string { return fmt.Sprintf("%s%s", base, route) }
func (c *C) get() { sink(full(c.base, "/items")) }`,
			want: []string{"https://a/v1//items", "{}/items"},
		},
		{
			name: "Sprintf of constants",
			src:  `import "fmt"; func f() { sink(fmt.Sprintf("http://%s:%d/", "h", 8080)) }`,
			want: []string{"http://h:8080/"},
		},
		{
			name: "path.Join collapses the scheme's slashes",
			src:  `import "path"; func f() { sink(path.Join("https://api.example.com", "v1")) }`,
			want: []string{"https:/api.example.com/v1"},
		},
		{
			name: "path.Base of a parameter: a segment of its text, not a degenerate return",
			src:  `import "path"; func F(href string) { sink("https://x/commits/" + path.Base(href) + "/statuses") }`,
			want: []string{"https://x/commits/{parameter}/statuses"},
		},
		{
			name: "path.Base of a parameter alone",
			src:  `import "path"; func F(href string) { sink(path.Base(href)) }`,
			why:  ReasonParameter,
		},
		{
			name: "path.Base of a constant",
			src:  `import "path"; const ref = "/a/b"; func f() { sink("https://x/" + path.Base(ref)) }`,
			want: []string{"https://x/b"},
		},
		{
			name: "path.Dir of constants, each",
			src:  `import "path"; func f(b bool) { p := "/v1/users/me"; if b { p = "/v2/" }; sink("https://x" + path.Dir(p)) }`,
			want: []string{"https://x/v1/users", "https://x/v2"},
		},
		{
			name: "filepath.Base of a parameter",
			src:  `import "path/filepath"; func F(file string) { sink("https://x/files/" + filepath.Base(file)) }`,
			want: []string{"https://x/files/{parameter}"},
		},
		{
			name: "path.Base of a result not followed",
			src:  `import ("path"; "strings"); func F(href string) { sink("https://x/" + path.Base(strings.ToLower(href))) }`,
			want: []string{"https://x/{call}"},
		},
		{
			name: "strings.ReplaceAll of a placeholder",
			src:  `import "strings"; const tmpl = "http://x/{id}/{name}"; func f() { sink(strings.ReplaceAll(tmpl, "{id}", "7")) }`,
			want: []string{"http://x/7/{name}"},
		},
		{
			name: "strings.ReplaceAll of a placeholder by a parameter keeps the other",
			src:  `import "strings"; const tmpl = "http://x/{id}/{name}"; func F(id string) { sink(strings.ReplaceAll(tmpl, "{id}", id)) }`,
			want: []string{"http://x/{parameter}/{name}"},
		},
		{
			name: "strings.Replace of both placeholders by parameters: the second may match in the first's text",
			src:  `import "strings"; const tmpl = "http://x/{id}/{name}"; func F(id, name string) { u := strings.Replace(tmpl, "{id}", id, 1); sink(strings.Replace(u, "{name}", name, 1)) }`,
			why:  ReasonCall,
		},
		{
			name: "strings.Replace of the first match only",
			src:  `import "strings"; func F(v string) { sink(strings.Replace("http://x/?a=%s&b=%s", "%s", v, 1)) }`,
			want: []string{"http://x/?a={parameter}&b=%s"},
		},
		{
			name: "strings.ReplaceAll of text a hole may complete",
			src:  `import "strings"; func F(a, v string) { sink(strings.ReplaceAll("http://x/{" + a + "}", "{id}", v)) }`,
			why:  ReasonCall,
		},
		{
			name: "function result",
			src:  `func base() string { return "http://x/api" }; func f() { sink(base() + "/a") }`,
			want: []string{"http://x/api/a"},
		},
		{
			name: "table of rows",
			src:  `var urls = []string{"http://a/", "http://b/"}; func f() { for _, u := range urls { sink(u) } }`,
			want: []string{"http://a/", "http://b/"},
		},
		{
			name: "map read by a run-time key holds every value",
			src:  `var hooks = map[string]string{"a": "http://a/", "b": "http://b/"}; func f(k string) { sink(hooks[k]) }`,
			want: []string{"http://a/", "http://b/"},
		},
		{
			name: "map read by a constant key holds its value",
			src:  `var hooks = map[string]string{"a": "http://a/", "b": "http://b/"}; func f() { sink(hooks["b"]) }`,
			want: []string{"http://b/"},
		},
		{
			name: "comma-ok read of a map",
			src:  `var hooks = map[string]string{"a": "http://a/"}; func f(k string) { u, ok := hooks[k]; if !ok { return }; sink(u) }`,
			want: []string{"http://a/"},
		},
		{
			name: "map also written at run time",
			src:  `var hooks = map[string]string{"a": "http://a/"}; func set(k, v string) { hooks[k] = v }; func f(k string) { sink(hooks[k]) }`,
			want: []string{"http://a/", "{}"},
			why:  ReasonParameter,
		},
		{
			name: "struct field written in a literal",
			src:  `type C struct{ URL string }; var c = C{URL: "http://c/"}; func f() { sink(c.URL) }`,
			want: []string{"http://c/"},
		},
		{
			name: "environment is input",
			src:  `import "os"; func f() { sink(os.Getenv("URL")) }`,
			why:  ReasonInput,
		},
		{
			name: "query input in a value",
			src:  `import "net/url"; func f(q url.Values) { sink("http://x/?q=" + q.Get("q")) }`,
			want: []string{"http://x/?q={input}"},
		},
		{
			name: "url text",
			src:  `import "net/url"; func f(u *url.URL) { sink(u.Path) }`,
			why:  ReasonURL,
		},
		{
			name: "parameter of an unexported function, from its calls",
			src:  `func get(u string) { sink(u) }; func f() { get("http://a/"); get("http://b/x") }`,
			want: []string{"http://a/", "http://b/x"},
		},
		{
			name: "parameter used on some paths only",
			src:  `func poll(mode int, u string) { if mode == 1 { return }; sink(u) }; func f() { poll(0, "http://a/") }`,
			why:  ReasonParameter,
		},
		{
			name: "parameter of an exported function",
			src:  `func Get(u string) { sink(u) }; func f() { Get("http://a/") }`,
			why:  ReasonParameter,
		},
		{
			name: "variadic parameter ranged over, from its calls",
			src:  `func getAll(urls ...string) { for _, u := range urls { sink(u) } }; func f() { getAll("http://a/", "http://b/"); getAll([]string{"http://c/"}...) }`,
			want: []string{"http://a/", "http://b/", "http://c/"},
		},
		{
			name: "generic variadic parameter",
			src:  `func getAll[S ~string](urls ...S) { for _, u := range urls { sink(string(u) + "/x") } }; func f() { getAll("http://a", "http://b") }`,
			want: []string{"http://a/x", "http://b/x"},
		},
		{
			name: "variadic parameter skipped on some turns",
			src:  `import "strings"; func getAll(urls ...string) { for _, u := range urls { if !strings.HasPrefix(u, "http") { continue }; sink(u) } }; func f() { getAll("a b") }`,
			why:  ReasonParameter,
		},
		{
			name: "variadic parameter of an exported function",
			src:  `func GetAll(urls ...string) { for _, u := range urls { sink(u) } }; func f() { GetAll("http://a/") }`,
			why:  ReasonParameter,
		},
		{
			name: "parameter with a default",
			src:  `func get(u string) { if u == "" { u = "http://default/" }; sink(u) }; func f() { get("http://a/") }`,
			want: []string{"http://a/", "http://default/"},
		},
		{
			name: "function value parameter",
			src:  `func f(g func() string) { sink(g()) }`,
			why:  ReasonParameter,
		},
		{
			name: "interface method",
			src:  `type G interface{ URL() string }; func f(g G) { sink(g.URL()) }`,
			why:  ReasonCall,
		},
		{
			name: "strings.Builder in straight-line code",
			src:  `import "strings"; func f() { var b strings.Builder; b.WriteString("http://x"); b.WriteString("/y"); sink(b.String()) }`,
			want: []string{"http://x/y"},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			vals, whys := resolveSinks(t, tc.src)
			if len(vals) != 1 {
				t.Fatalf("%d sink calls, want 1", len(vals))
			}
			if !slices.Equal(vals[0], tc.want) || whys[0] != tc.why {
				t.Errorf("got %q, %q; want %q, %q", vals[0], whys[0], tc.want, tc.why)
			}
		})
	}
}
