package sinks

import (
	"go/types"
	"strings"
	"sync"

	"github.com/urlvet/urlvet/rfc"
)

// An Arg is one URL parameter of a sink at a call: the sink's Param, with
// what the call site adds.
type Arg struct {
	Param
	Index     int    // parameter index, receiver excluded
	HostLater bool   // the host may be set before the URL is used (req.URL.Host): an empty host is not reported
	Refused   bool   // in a test file: the sink refuses the URL and the test drops the error (rfc.RefusedInTests)
	Prefix    string // constant text checked before the argument; no violation is reported in it
	Scheme    string // for a url.URL Host: the URL's scheme, whose host rules apply (rfc.Options.Scheme)
}

// Parses reports whether the function of key (FuncKey form) returns the
// *url.URL it parses from an argument (Arg.Parses).
func Parses(key string) bool {
	_, ok := ParsedAs(key)
	return ok
}

// ParsesFunc reports whether fn returns the *url.URL it parses from an
// argument: Parses of its key, made only when a sink has fn's name.
func ParsesFunc(fn *types.Func) bool { return Builtin().Names[fn.Name()] && Parses(FuncKey(fn)) }

// ParsedAs returns the target the function of key (FuncKey form) parses
// the *url.URL it returns from (Arg.Parses): rfc.Reference for
// url.Parse, rfc.Request for url.ParseRequestURI; ok is false for a
// function that parses none.
func ParsedAs(key string) (target rfc.Target, ok bool) {
	for _, a := range Builtin().Funcs[key] {
		if a.Parses {
			return a.Target, true
		}
	}
	return 0, false
}

// MisreadsHostPort reports whether the function of key (FuncKey form)
// parses an argument that reads a bare host:port as a scheme and opaque
// text, with no host (Param.HostPortMisread: url.Parse).
func MisreadsHostPort(key string) bool {
	for _, a := range Builtin().Funcs[key] {
		if a.HostPortMisread {
			return true
		}
	}
	return false
}

// MisreadsHostPortFunc reports MisreadsHostPort of fn's key, made only
// when a sink has fn's name.
func MisreadsHostPortFunc(fn *types.Func) bool {
	return Builtin().Names[fn.Name()] && MisreadsHostPort(FuncKey(fn))
}

// Std returns the URL parameters of the standard library, keyed by
// FuncKey.
func Std() map[string][]Arg {
	return map[string][]Arg{
		"net/url.Parse":           {{Index: 0, Param: Param{Target: rfc.Reference, Rejects: RejectsUnparsable, HostPortMisread: true, Parses: true}}},
		"net/url.ParseRequestURI": {{Index: 0, Param: Param{Target: rfc.Request, Rejects: RejectsNonRequestURI, Parses: true}}},
		"net/url.URL.Parse":       {{Index: 0, Param: Param{Target: rfc.Reference, Rejects: RejectsUnparsable, AgainstBase: true}}}, // the reference is parsed; resolving it never fails
		"net/url.JoinPath":        {{Index: 0, Param: Param{Target: rfc.Reference, Rejects: RejectsUnparsable}}, {Index: 1, Param: Param{Target: rfc.PathElement, Variadic: true}}},
		"net/url.URL.JoinPath":    {{Index: 0, Param: Param{Target: rfc.PathElement, Variadic: true}}},
		"net/url.UserPassword":    {{Index: 1, Param: Param{Credentials: true}}},

		"net/http.Get":                   {{Index: 0, Param: Param{Target: rfc.HTTP, Rejects: RejectsUnsendable}}},
		"net/http.Head":                  {{Index: 0, Param: Param{Target: rfc.HTTP, Rejects: RejectsUnsendable}}},
		"net/http.Post":                  {{Index: 0, Param: Param{Target: rfc.HTTP, Rejects: RejectsUnsendable}}},
		"net/http.PostForm":              {{Index: 0, Param: Param{Target: rfc.HTTP, Rejects: RejectsUnsendable}}},
		"net/http.NewRequest":            {{Index: 1, Param: Param{Target: rfc.HTTP, OriginForm: true, Rejects: RejectsUnparsable}}},
		"net/http.NewRequestWithContext": {{Index: 2, Param: Param{Target: rfc.HTTP, OriginForm: true, Rejects: RejectsUnparsable}}},
		"net/http.Client.Get":            {{Index: 0, Param: Param{Target: rfc.HTTP, Rejects: RejectsUnsendable}}},
		"net/http.Client.Head":           {{Index: 0, Param: Param{Target: rfc.HTTP, Rejects: RejectsUnsendable}}},
		"net/http.Client.Post":           {{Index: 0, Param: Param{Target: rfc.HTTP, Rejects: RejectsUnsendable}}},
		"net/http.Client.PostForm":       {{Index: 0, Param: Param{Target: rfc.HTTP, Rejects: RejectsUnsendable}}},
		"net/http.Redirect":              {{Index: 2, Param: Param{Target: rfc.Reference, Location: true, EscapesNonASCII: true}}},
		// A Location header written by hand: the reference as it is, which
		// net/http does not escape (Header.Set canonicalizes the key).
		"net/http.Header.Set":                     {{Index: 1, Param: Param{Target: rfc.Reference, Location: true, Drivers: []string{"Location", "location"}}}},
		"net/http.Header.Add":                     {{Index: 1, Param: Param{Target: rfc.Reference, Location: true, Drivers: []string{"Location", "location"}}}},
		"net/http/httptest.NewRequest":            {{Index: 1, Param: Param{Target: rfc.Request, Rejects: PanicsOnRequestLine}}},
		"net/http/httptest.NewRequestWithContext": {{Index: 2, Param: Param{Target: rfc.Request, Rejects: PanicsOnRequestLine}}},
	}
}

// URLFields returns the string fields of net/url.URL and what each
// holds, built on first use.
func URLFields() map[string]Param {
	urlFields.once.Do(func() {
		urlFields.v = map[string]Param{
			"Scheme":      {Target: rfc.SchemePart},
			"Opaque":      {Target: rfc.Opaque},
			"Host":        {Target: rfc.HostPort, Decoded: true},
			"Path":        {Target: rfc.DecodedPath, Decoded: true},
			"RawPath":     {Target: rfc.RawPath},
			"RawQuery":    {Target: rfc.RawQuery},
			"Fragment":    {Target: rfc.DecodedFragment, Decoded: true},
			"RawFragment": {Target: rfc.FragmentPart},
		}
	})
	return urlFields.v
}

var urlFields struct {
	once sync.Once
	v    map[string]Param
}

// FuncKey names a function as "pkgpath.Func" or a method as
// "pkgpath.Type.Method" (pointer receivers included), the form -sinks uses.
func FuncKey(fn *types.Func) string {
	if fn.Pkg() == nil {
		return ""
	}
	sig, ok := fn.Type().(*types.Signature)
	if !ok {
		return ""
	}
	if recv := sig.Recv(); recv != nil {
		t := recv.Type()
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		named, ok := types.Unalias(t).(*types.Named)
		if !ok {
			return "" // interface method
		}
		return fn.Pkg().Path() + "." + named.Obj().Name() + "." + fn.Name()
	}
	return fn.Pkg().Path() + "." + fn.Name()
}

// PkgCandidates returns the package paths a sink key "pkgpath.Name" can
// start with: every prefix that ends before a dot of its last path
// element. "github.com/nats-io/nats.go.Connect" gives
// "github.com/nats-io/nats" and "github.com/nats-io/nats.go"; the key
// itself is then matched whole, so the dot in "nats.go" is no ambiguity.
func PkgCandidates(key string) []string {
	slash := strings.LastIndexByte(key, '/')
	var out []string
	for i := slash + 1; i < len(key); i++ {
		if key[i] == '.' {
			out = append(out, key[:i])
		}
	}
	if out == nil {
		out = []string{key}
	}
	return out
}
