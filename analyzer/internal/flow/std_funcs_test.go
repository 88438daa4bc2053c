package flow

import (
	"go/importer"
	"go/types"
	"net"
	"net/url"
	"path"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"
)

// TestStdFuncRows checks the rows of the functions value flow evaluates:
// each has its evaluator (but fmt.Sprintf, which Resolve formats), none
// has a second row in sinks, and none only prints.
func TestStdFuncRows(t *testing.T) {
	if len(stdFuncs()) < 30 {
		t.Fatalf("%d rows, want the whole table", len(stdFuncs()))
	}
	for key, row := range stdFuncs() {
		if row.eval == nil && key != "fmt.Sprintf" {
			t.Errorf("%s has no evaluator", key)
		}
		if !reflect.DeepEqual(sinks.FuncOf(key), sinks.Func{}) {
			t.Errorf("%s has a row in sinks too", key)
		}
		if row.Prints || row.Origin != "" {
			t.Errorf("%s: an evaluated function neither prints nor has an origin", key)
		}
		got, want := FuncOf(key), row.Func
		if (got.Fold == nil) != (want.Fold == nil) {
			t.Errorf("FuncOf(%s) is not its row: its Fold", key)
		}
		got.Fold, want.Fold = nil, nil // funcs are not compared
		if !reflect.DeepEqual(got, want) {
			t.Errorf("FuncOf(%s) is not its row", key)
		}
	}
}

// TestStdFuncsOracle checks the evaluators on constants against the
// functions themselves.
func TestStdFuncsOracle(t *testing.T) {
	for _, tc := range []struct {
		call string // the call, of constants
		want string // what the standard library returns
	}{
		{`strings.Join([]string{"http://x", "a b", "c"}, "/")`, strings.Join([]string{"http://x", "a b", "c"}, "/")},
		{`path.Join("/v1/", "../a", "b c")`, path.Join("/v1/", "../a", "b c")},
		{`strings.Replace("http://x/{id}/{id}", "{id}", "7", 1)`, strings.Replace("http://x/{id}/{id}", "{id}", "7", 1)},
		{`strings.ReplaceAll("http://x/{id}/{id}", "{id}", "7")`, strings.ReplaceAll("http://x/{id}/{id}", "{id}", "7")},
		{`strings.TrimSpace(" http://x/ \n")`, strings.TrimSpace(" http://x/ \n")},
		{`strings.TrimPrefix("xhttp://x/", "x")`, strings.TrimPrefix("xhttp://x/", "x")},
		{`strings.TrimSuffix("http://x//", "/")`, strings.TrimSuffix("http://x//", "/")},
		{`strings.Trim("/a/b/", "/")`, strings.Trim("/a/b/", "/")},
		{`strings.TrimLeft("//a/b/", "/")`, strings.TrimLeft("//a/b/", "/")},
		{`strings.TrimRight("/a/b//", "/")`, strings.TrimRight("/a/b//", "/")},
		{`path.Clean("/a/../b//c/")`, path.Clean("/a/../b//c/")},
		{`path.Base("/a/b c")`, path.Base("/a/b c")},
		{`path.Dir("/a/b c/d")`, path.Dir("/a/b c/d")},
		{`strconv.Itoa(8080)`, strconv.Itoa(8080)},
		{`strconv.FormatInt(255, 16)`, strconv.FormatInt(255, 16)},
		{`url.QueryEscape("a b&c")`, url.QueryEscape("a b&c")},
		{`url.PathEscape("a b/c")`, url.PathEscape("a b/c")},
		{`net.JoinHostPort("::1", "80")`, net.JoinHostPort("::1", "80")},
		{`net.JoinHostPort("x", "80")`, net.JoinHostPort("x", "80")},
	} {
		src := `import ("net"; "net/url"; "path"; "strconv"; "strings")
var _, _, _, _, _ = net.IP{}, url.URL{}, path.Join, strconv.Itoa, strings.Join
func f() { sink(` + tc.call + `) }`
		vals, whys := resolveSinks(t, src)
		if len(vals) != 1 || len(vals[0]) != 1 || vals[0][0] != tc.want || whys[0] != "" {
			t.Errorf("%s = %q (%q), want %q", tc.call, vals, whys, tc.want)
		}
	}
}

// TestSearchesRows checks the rows that say a function Searches, in both
// tables: each is a function of two strings or more whose second is the
// text it looks for, found in the first or not.
func TestSearchesRows(t *testing.T) {
	keys := KeysOf(func(f sinks.Func) bool { return f.Searches })
	if len(keys) < 10 {
		t.Fatalf("%d rows Search, want Index, Contains, Cut, Split, Replace and the rest: %v", len(keys), keys)
	}
	imp := importer.Default()
	for _, key := range keys {
		pkgPath, name := sinks.SplitLast(key)
		pkg, err := imp.Import(pkgPath)
		if err != nil {
			t.Fatal(err)
		}
		fn, ok := pkg.Scope().Lookup(name).(*types.Func)
		if !ok {
			t.Errorf("%s: no function of its package", key)
			continue
		}
		params := fn.Signature().Params()
		if params.Len() < 2 || !types.Identical(params.At(0).Type(), types.Typ[types.String]) || !types.Identical(params.At(1).Type(), types.Typ[types.String]) {
			t.Errorf("%s%s: its first two parameters are not strings", key, fn.Signature())
		}
	}
}

// TestPlainLayout checks which layouts time.Time.Format writes plain text
// with: a zone's offset only in UTC, no padding space, no zone name.
func TestPlainLayout(t *testing.T) {
	for _, c := range []struct {
		layout    string
		utc, want bool
	}{
		{time.RFC3339Nano, true, true},
		{time.RFC3339Nano, false, false}, // +01:00
		{time.DateOnly, false, true},
		{time.TimeOnly, false, true},
		{"20060102T150405Z0700", true, true},
		{"20060102T150405-0700", true, false}, // +0000 even in UTC
		{time.Stamp, true, false},             // Jan _2: a space
		{"2006-01-02T15:04:05MST", true, true},
		{"2006-01-02T15:04:05MST", false, false}, // +03 for a zone without a name
		{"2006/01/02", true, false},
	} {
		if got := plainLayout(c.layout, c.utc); got != c.want {
			t.Errorf("plainLayout(%q, utc %v) = %v, want %v", c.layout, c.utc, got, c.want)
		}
	}
}
