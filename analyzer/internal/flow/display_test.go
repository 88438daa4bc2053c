package flow

import (
	"go/ast"
	"go/types"
	"testing"

	"github.com/urlvet/urlvet/analyzer/internal/srctest"
)

// TestNoOrigin checks NoOrigin on the String method of T, and that where
// it says so the method's summary has no origin, as the resolution finds.
func TestNoOrigin(t *testing.T) {
	for _, tc := range []struct {
		name string
		src  string // declares T and its String method
		want bool
	}{
		{"literal", `type T int; func (T) String() string { return "a" }`, true},
		{"empty literal", `type T int; func (T) String() string { return "" }`, false},
		{"sum with a literal", `type T struct{ u string }; func (t T) String() string { return "u=" + t.u }`, true},
		{"sum of fields", `type T struct{ a, b string }; func (t T) String() string { return t.a + t.b }`, false},
		{"Sprintf with text", `import "fmt"; type T struct{ u string }; func (t T) String() string { return fmt.Sprintf("<%s>", t.u) }`, true},
		{"Sprintf of verbs alone", `import "fmt"; type T struct{ u string }; func (t T) String() string { return fmt.Sprintf("%s%%", t.u) }`, true},
		{"Sprintf of one verb", `import "fmt"; type T struct{ u string }; func (t T) String() string { return fmt.Sprintf("%s", t.u) }`, false},
		{"Join of a list with text, in a local", `import "strings"; type T struct{ a string }; func (t *T) String() string {
			if t == nil { return "nil" }
			s := strings.Join([]string{"&T{", "A:" + t.a, "}"}, "")
			return s
		}`, true},
		{"Join of fields", `import "strings"; type T struct{ a, b string }; func (t T) String() string { return strings.Join([]string{t.a, t.b}, "/") }`, false},
		{"local assigned twice", `type T struct{ u string; b bool }; func (t T) String() string { s := "x"; if t.b { s = t.u }; return s }`, false},
		{"local extended", `type T struct{ u string }; func (t T) String() string { s := t.u; s += "/"; return s }`, false},
		{"only return under a nil test", `import "net/url"; type T struct{ u *url.URL }; func (t *T) String() string { if t == nil { return "<nil>" }; return t.u.String() }`, false},
		{"failure messages alone", `type T struct{ err error }; func (t T) String() string { if t.err != nil { return "failed: " + t.err.Error() }; return t.err.Error() }`, true},
		{"a failure's message and a URL", `import "net/url"; type T struct{ err error; u *url.URL }; func (t T) String() string { if t.err != nil { return "failed: " + t.err.Error() }; return t.u.String() }`, false},
		{"a bare return", `import "net/url"; type T struct{ u *url.URL }; func (t T) String() (s string) { if t.u == nil { return }; return t.u.String() }`, true},
		{"text on one return", `import "net/url"; type T struct{ u *url.URL; n int }; func (t T) String() string { if t.n > 0 { return "many" }; return t.u.String() }`, true},
		{"text builder", `import "os"; type T struct{ a string; n int }; func (t T) String() string {
			s := ""
			if t.a != "" { s += "a=" + t.a }
			if t.n > 0 { s += ", home=" + os.Getenv("HOME") }
			return s
		}`, true},
		// 64 combinations of input: the extended flow keeps 32 values, all
		// text, and a hole for the others.
		{"text builder past MaxValues", `import "os"; type T struct{ a, b, c, d, e, f string }; func (t *T) String() string {
			var s string
			if t.a != "" { s += "a=" + os.Getenv(t.a) + "\n" }
			if t.b != "" { s += "b=" + os.Getenv(t.b) + "\n" }
			if t.c != "" { s += "c=" + os.Getenv(t.c) + "\n" }
			if t.d != "" { s += "d=" + os.Getenv(t.d) + "\n" }
			if t.e != "" { s += "e=" + os.Getenv(t.e) + "\n" }
			if t.f != "" { s += "f=" + os.Getenv(t.f) + "\n" }
			s = s + "end of " + os.Getenv("USER")
			return s
		}`, true},
		{"text builder in a loop", `import "os"; type T struct{ keys []string }; func (t T) String() string {
			s := "env:"
			for _, k := range t.keys { s += " " + k + "=" + os.Getenv(k) }
			return s
		}`, true},
		{"text builder and a failure", `type T struct{ err error; a string }; func (t T) String() string {
			if t.err != nil { return "failed: " + t.err.Error() }
			s := ""
			s += "a: " + t.a
			return s
		}`, true},
		{"builder extended by input", `import "os"; type T struct{ a string }; func (t T) String() string { s := "a="; s += os.Getenv(t.a); return s }`, false},
		{"builder assigned input", `import "os"; type T struct{ a string }; func (t T) String() string { s := os.Getenv(t.a); s += "/"; return s }`, false},
		{"builder and a URL", `import "net/url"; type T struct{ u *url.URL; n int }; func (t T) String() string {
			if t.n > 0 { return t.u.String() }
			s := "n="
			s += "none"
			return s
		}`, false},
		{"call of a builder that calls itself", `type T struct{ a string; kids []*T }; func (t *T) String() string { return t.describe("") }
		func (t *T) describe(indent string) string {
			s := ""
			if t.a != "" { s += indent + "a: " + t.a + "\n" }
			for _, k := range t.kids { s += k.describe(indent + "  ") }
			return s
		}`, true},
		{"call of a function of input", `import "os"; type T struct{ a string }; func (t T) String() string { return t.get() }; func (t T) get() string { return os.Getenv(t.a) }`, false},
		{"builder extended by a call of input", `import "os"; type T struct{ a string }; func (t T) String() string { s := "a="; s += t.get(); return s }; func (t T) get() string { return os.Getenv(t.a) }`, false},
		{"call of a function of a URL", `import "net/url"; type T struct{ u *url.URL }; func (t T) String() string { return t.get() }; func (t T) get() string { return t.u.String() }`, false},
		{"builder of a parameter", `type T struct{}; func (T) String() string { return build("x") }; func build(p string) string { s := p; s += "/"; return s }`, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fset, file, info, pkg := srctest.Check(t, "package p\n\n"+tc.src+"\n")
			f := New(fset, info, pkg, []*ast.File{file}, nil)
			var d *ast.FuncDecl
			for _, decl := range file.Decls {
				if fd, ok := decl.(*ast.FuncDecl); ok && fd.Name.Name == "String" {
					d = fd
				}
			}
			fn := info.Defs[d.Name].(*types.Func)
			if !DisplayMethod(fn) {
				t.Fatalf("%s is no display method", fn)
			}
			if got := f.Origins.NoOrigin(d.Body, fn.Signature()); got != tc.want {
				t.Errorf("NoOrigin = %v, want %v", got, tc.want)
			}
			if !tc.want {
				return
			}
			f.Calls.Cheap = true // as exportResults resolves results
			vals, why := f.Calls.BodyResult(d.Type, d.Body, fn.Type(), 0, nil, 0)
			if o := OriginReason(why); o != "" {
				t.Errorf("summary %v, %q: NoOrigin says it has no origin", vals, why)
			}
		})
	}
}
