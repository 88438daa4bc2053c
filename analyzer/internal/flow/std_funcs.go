package flow

import (
	"go/ast"
	"go/constant"
	"go/types"
	"net/url"
	"path"
	"slices"
	"strings"
	"sync"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"
)

// A stdFunc is a standard function value flow evaluates on constants and
// holes: what the rest of urlvet knows of it (sinks.Func: it edits or
// escapes its argument) and its evaluator. Teaching value flow such a
// function is its row here; the functions it passes text through
// without evaluating them are sinks.FuncOf's.
type stdFunc struct {
	sinks.Func
	// eval returns the values of a call, or ok false when it does not
	// apply (a wrong count of arguments): the call is then followed as
	// any other. Nil for fmt.Sprintf (sinks.Func.Formats), which Resolve
	// formats itself, verb by verb (Formats.sprintf).
	eval func(stdCall) (vals []Value, why Reason, ok bool)
}

// stdFuncs returns the functions value flow evaluates, keyed by FuncKey.
// The table is built on first use, not by a variable's initializer: its
// evaluators call back into Resolve, which reads it.
func stdFuncs() map[string]stdFunc {
	stdFuncTable.once.Do(func() { stdFuncTable.rows = stdFuncRows() })
	return stdFuncTable.rows
}

var stdFuncTable struct {
	once sync.Once
	rows map[string]stdFunc
}

// stdFuncRows builds stdFuncs' table.
func stdFuncRows() map[string]stdFunc {
	return map[string]stdFunc{
		"strings.Builder.String":                {eval: stdCall.builderString},
		"strings.Join":                          {Func: sinks.Func{Joins: true}, eval: stdCall.join},
		"path.Join":                             {Func: sinks.Func{NoAuthority: true, Cleans: sinks.CleansSlash, JoinsPath: true}, eval: stdCall.pathJoin},
		"strings.Replace":                       {Func: sinks.Func{Edits: true, Replaces: true, Searches: true}, eval: stdCall.replace},
		"strings.ReplaceAll":                    {Func: sinks.Func{Edits: true, Replaces: true, Searches: true}, eval: stdCall.replace},
		"strings.TrimSpace":                     {Func: sinks.Func{Edits: true, Trims: sinks.TrimsSpace, Fold: func(a []constant.Value) (constant.Value, bool) { return sinks.FoldString(strings.TrimSpace, a) }}, eval: stdCall.trimSpace},
		"strings.TrimPrefix":                    {Func: sinks.Func{Edits: true, Trims: sinks.TrimsStart, Affix: true, Fold: func(a []constant.Value) (constant.Value, bool) { return sinks.FoldEdit(strings.TrimPrefix, a) }}, eval: func(c stdCall) ([]Value, Reason, bool) { return c.trimAffix(trimPrefix) }},
		"strings.TrimSuffix":                    {Func: sinks.Func{Edits: true, Trims: sinks.TrimsEnd, Affix: true, Fold: func(a []constant.Value) (constant.Value, bool) { return sinks.FoldEdit(strings.TrimSuffix, a) }}, eval: func(c stdCall) ([]Value, Reason, bool) { return c.trimAffix(trimSuffix) }},
		"strings.Trim":                          {Func: sinks.Func{Edits: true, Trims: sinks.TrimsBoth}, eval: func(c stdCall) ([]Value, Reason, bool) { return c.trimCutset(strings.Trim) }},
		"strings.TrimLeft":                      {Func: sinks.Func{Edits: true, Trims: sinks.TrimsStart}, eval: func(c stdCall) ([]Value, Reason, bool) { return c.trimCutset(strings.TrimLeft) }},
		"strings.TrimRight":                     {Func: sinks.Func{Edits: true, Trims: sinks.TrimsEnd}, eval: func(c stdCall) ([]Value, Reason, bool) { return c.trimCutset(strings.TrimRight) }},
		"path.Clean":                            {Func: sinks.Func{NoAuthority: true, Cleans: sinks.CleansSlash}, eval: func(c stdCall) ([]Value, Reason, bool) { return c.clean(true) }},
		"path/filepath.Clean":                   {Func: sinks.Func{NoAuthority: true, Cleans: sinks.CleansOS}, eval: func(c stdCall) ([]Value, Reason, bool) { return c.clean(false) }}, // not OSPath: u.Path = filepath.Clean(u.Path) normalizes a URL both sides of a comparison read alike
		"path/filepath.ToSlash":                 {Func: sinks.Func{FilePath: true}, eval: func(c stdCall) ([]Value, Reason, bool) { return c.clean(false) }},
		"path.Base":                             {Func: sinks.Func{NoAuthority: true, BaseName: true}, eval: func(c stdCall) ([]Value, Reason, bool) { return c.baseDir(path.Base) }},
		"path.Dir":                              {Func: sinks.Func{NoAuthority: true}, eval: func(c stdCall) ([]Value, Reason, bool) { return c.baseDir(path.Dir) }},
		"path/filepath.Base":                    {Func: sinks.Func{NoAuthority: true, BaseName: true}, eval: func(c stdCall) ([]Value, Reason, bool) { return c.baseDir(nil) }},
		"path/filepath.Dir":                     {Func: sinks.Func{NoAuthority: true}, eval: func(c stdCall) ([]Value, Reason, bool) { return c.baseDir(nil) }},
		"strconv.Itoa":                          {Func: sinks.Func{Alphabet: sinks.AlphabetUnreserved}, eval: stdCall.formatInt},
		"strconv.FormatInt":                     {Func: sinks.Func{Alphabet: sinks.AlphabetUnreserved}, eval: stdCall.formatInt},
		"strconv.FormatUint":                    {Func: sinks.Func{Alphabet: sinks.AlphabetUnreserved}, eval: stdCall.formatInt},
		"strconv.FormatBool":                    {eval: stdCall.numeric},
		"strconv.FormatFloat":                   {eval: stdCall.numeric},
		"strconv.Quote":                         {eval: stdCall.hole},
		"strconv.QuoteToASCII":                  {eval: stdCall.hole},
		"strconv.AppendInt":                     {eval: stdCall.hole},
		"net/url.QueryEscape":                   {Func: sinks.Func{Escapes: sinks.EscapesQueryPart, NoAuthority: true}, eval: func(c stdCall) ([]Value, Reason, bool) { return c.escape(url.QueryEscape) }},
		"net/url.PathEscape":                    {Func: sinks.Func{Escapes: sinks.EscapesSegment, NoAuthority: true}, eval: func(c stdCall) ([]Value, Reason, bool) { return c.escape(url.PathEscape) }},
		"net/url.Values.Encode":                 {Func: sinks.Func{Escapes: sinks.EscapesQuery, NoAuthority: true}, eval: func(c stdCall) ([]Value, Reason, bool) { return c.escape(nil) }},
		"fmt.Sprintf":                           {Func: sinks.Func{Edits: true, Formats: true}},
		"fmt.Sprint":                            {Func: sinks.Func{Edits: true}, eval: stdCall.sprint},
		"regexp.Regexp.ReplaceAllString":        {eval: func(c stdCall) ([]Value, Reason, bool) { return c.replaceRegexp(true) }},
		"regexp.Regexp.ReplaceAllLiteralString": {eval: func(c stdCall) ([]Value, Reason, bool) { return c.replaceRegexp(false) }},
		"net.JoinHostPort":                      {Func: sinks.Func{TakesHostName: true, HostPort: true}, eval: stdCall.joinHostPort}, // it brackets an IPv6 address itself
		"cmp.Or":                                {eval: stdCall.firstOf},
		"strings.Repeat":                        {eval: stdCall.repeat},
		"time.Duration.String":                  {eval: stdCall.duration},
		"time.Time.Format":                      {eval: stdCall.timeFormat},
		"net.IP.String":                         {eval: stdCall.ipText},
	}
}

// FuncOf returns what urlvet knows of the function key names
// (sinks.FuncKey): the row of a function value flow evaluates, or else
// sinks.FuncOf's.
func FuncOf(key string) sinks.Func {
	if row, ok := stdFuncs()[key]; ok {
		return row.Func
	}
	return sinks.FuncOf(key)
}

// FuncOfObj returns FuncOfObj(fn). It builds the key only
// when a row of either table has fn's name: most functions a package
// calls are none urlvet knows, and a key is a string made for each call.
func FuncOfObj(fn *types.Func) sinks.Func {
	if !FuncNamed(fn.Name()) {
		return sinks.Func{}
	}
	return FuncOf(sinks.FuncKey(fn))
}

// FuncNamed reports whether a row of FuncOf's, of value flow's table or
// of sinks', has that name: a test that needs no key.
func FuncNamed(name string) bool { return rowNames().all[name] }

// rowNames returns the names of the rows of both tables (all) and of
// stdFuncs (std), built on first use.
func rowNames() *rowNameSets {
	funcRowNames.once.Do(func() {
		funcRowNames.all, funcRowNames.std = make(map[string]bool), make(map[string]bool)
		for _, key := range KeysOf(func(sinks.Func) bool { return true }) {
			_, name := sinks.SplitLast(key)
			funcRowNames.all[name] = true
			if _, ok := stdFuncs()[key]; ok {
				funcRowNames.std[name] = true
			}
		}
	})
	return &funcRowNames
}

type rowNameSets struct {
	once     sync.Once
	all, std map[string]bool
}

var funcRowNames rowNameSets

// stdFuncOfObj returns the row of stdFuncs of fn, building fn's key only
// when a row has its name.
func stdFuncOfObj(fn *types.Func) (stdFunc, bool) {
	if !rowNames().std[fn.Name()] {
		return stdFunc{}, false
	}
	row, ok := stdFuncs()[sinks.FuncKey(fn)]
	return row, ok
}

// KeysOf returns the keys, sorted, of the functions whose row (FuncOf)
// has says so.
func KeysOf(has func(sinks.Func) bool) []string {
	var keys []string
	for key, row := range stdFuncs() {
		if has(row.Func) {
			keys = append(keys, key)
		}
	}
	for _, key := range sinks.KeysOf(has) {
		if _, ok := stdFuncs()[key]; !ok {
			keys = append(keys, key)
		}
	}
	slices.Sort(keys)
	return keys
}

// stdFuncOf returns the row of stdFuncs of the function call calls, if
// any.
func stdFuncOf(info *types.Info, call *ast.CallExpr) (stdFunc, bool) {
	fn, ok := typeutil.Callee(info, call).(*types.Func)
	if !ok || fn.Pkg() == nil {
		return stdFunc{}, false
	}
	return stdFuncOfObj(fn)
}

// spreadUnknown reports whether pkg is one of the packages whose
// functions called with a spread slice (path.Join(elems...),
// filepath.Join(elems...)) are not followed: the elements are not known
// one by one.
func spreadUnknown(pkg string) bool {
	switch pkg {
	case "strings", "path", "path/filepath", "net", "strconv", "regexp":
		return true
	}
	return false
}

// evalStd resolves a call of a standard function of stdFuncs, evaluated
// on constants and holes. A result it cannot compute from operands the
// flow does not follow has their reason (see derived). ok is false for
// any other call.
func (f *Flow) evalStd(call *ast.CallExpr, sc scope) (vals []Value, why Reason, ok bool) {
	defer func() {
		if r := recover(); r != nil {
			if _, cycle := r.(cycleError); !cycle {
				panic(r)
			}
			vals, why, ok = nil, ReasonDepth, true
		}
	}()
	fn, isFunc := typeutil.Callee(f.Info, call).(*types.Func)
	if !isFunc || fn.Pkg() == nil {
		return nil, "", false
	}
	row, known := stdFuncOfObj(fn)
	if call.Ellipsis.IsValid() && spreadUnknown(fn.Pkg().Path()) {
		return nil, ReasonCall, true
	}
	if !known || row.eval == nil {
		return nil, "", false
	}
	return row.eval(stdCall{f: f, call: call, args: call.Args, sc: sc})
}
