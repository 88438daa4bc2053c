package analyzer_test

import (
	"fmt"
	"path/filepath"
	"testing"

	"github.com/urlvet/urlvet/analyzer"
)

// TestResult checks the sink calls Run returns for package flow.
func TestResult(t *testing.T) {
	t.Parallel()
	results := defaultRun.resultsOf(t, "flow")
	var got []string
	for _, r := range results {
		res, ok := r.Result.(*analyzer.Result)
		if !ok {
			t.Fatalf("Result is %T, want *analyzer.Result", r.Result)
		}
		for _, c := range res.Calls {
			p := r.Pass.Fset.Position(c.Pos)
			got = append(got, fmt.Sprintf("%d %s %s %d %t %s", p.Line, c.Sink, c.Target, c.Constants, c.Resolved, c.Unresolved))
		}
	}
	want := []string{
		"28 net/http.Get http 2 true ",
		"29 net/url.Parse reference 1 true ",
		"30 net/url.Parse reference 2 false input", // the constant, or what init stores from the environment
		"31 net/url.Parse reference 0 false input", // init always replaces the constant
		"38 net/url.Parse reference 0 false variable",
		"43 net/url.Parse reference 0 false parameter",
		"52 net/url.Parse reference 2 true ", // the first assignment is overwritten
		"55 net/url.Parse reference 1 true ",
		"63 net/url.Parse reference 1 true ",
		"15 net/url.Parse reference 0 false variable", // methods.go: u.Set takes &u
		"22 net/url.Parse reference 0 false variable", // methods.go: u.Set binds &u
		"28 net/url.Parse reference 1 true ",          // methods.go: value receiver
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("sink calls:\n got %q\nwant %q", got, want)
	}
}

// TestInputReason checks that sites reading run-time input say so.
func TestInputReason(t *testing.T) {
	t.Parallel()
	var got []string
	for _, r := range defaultRun.resultsOf(t, "flow/input", "flow/input/replay", "flow/input/parsed", "flow/input/route") {
		for _, c := range r.Result.(*analyzer.Result).Calls {
			p := r.Pass.Fset.Position(c.Pos)
			got = append(got, fmt.Sprintf("%d:%d %s %t %s", p.Line, p.Column, c.Sink, c.Resolved, c.Unresolved))
		}
	}
	want := []string{
		"12:12 net/url.Parse false input",
		"14:22 net/http.Redirect false input",
		"15:12 net/url.Parse false input",
		"20:12 net/url.Parse false input",
		"21:12 net/url.Parse false input",
		"26:12 net/url.Parse false url", // no handler: a request the code may build
		"31:12 net/url.Parse false url", // the handler sets the field
		"37:22 net/url.ParseRequestURI false input",
		"55:29 net/http.Header.Set false url", // a Location header written by hand
		"60:12 net/url.Parse false field",     // target: also called with a built request
		"65:35 net/http.NewRequest true ",
		"13:22 net/url.URL.Path false input",
		"13:44 net/url.URL.RawQuery false input",
		"50:22 net/url.URL.Host false input", // location: called with handlers' requests only
		"50:36 net/url.URL.Path true ",
		"30:18 net/url.URL.RawPath true ",
		"15:22 net/url.ParseRequestURI false field", // replay: the package sets RequestURI
		"19:22 net/url.ParseRequestURI false field", // parsed: from a call
		"18:12 net/url.Parse false input",           // route: a route variable, or a constant
		"19:12 net/url.Parse false input",
		"26:12 net/url.Parse false call", // the handler writes into the map
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("sink calls:\n got %q\nwant %q", got, want)
	}
}

// TestURLReason checks that text derived from a url.URL (a field, String,
// Hostname, ...) is unresolved with the reason "url", and that of the
// request a handler serves with "input".
func TestURLReason(t *testing.T) {
	t.Parallel()
	var got []string
	for _, r := range defaultRun.resultsOf(t, "flow/urltext") {
		for _, c := range r.Result.(*analyzer.Result).Calls {
			p := r.Pass.Fset.Position(c.Pos)
			got = append(got, fmt.Sprintf("%d:%d %s %t %s", p.Line, p.Column, c.Sink, c.Resolved, c.Unresolved))
		}
	}
	want := []string{
		"18:12 net/url.Parse false url", // promoted.go: from an embedded *url.URL
		"20:12 net/url.Parse false url",
		"21:12 net/url.Parse false field-writes", // a field of its own shadows url.URL's
		"11:20 net/url.Parse true ",
		"12:12 net/url.Parse false url",
		"13:12 net/url.Parse false url",
		"14:12 net/url.Parse true ", // holes around ":"
		"15:12 net/url.Parse false url",
		"15:23 net/url.URL.JoinPath true ",
		"16:12 net/url.Parse false url",
		"17:12 net/url.Parse false url",
		"18:12 net/url.Parse false url",
		"19:12 net/url.Parse false url",
		"22:12 net/url.Parse false wrapper", // derived is unexported: its calls are checked
		"28:12 net/url.Parse true ",
		"32:12 net/url.Parse false input",
		"33:12 net/url.Parse false input",
		"34:12 net/url.Parse false input",
		"41:12 net/url.Parse false url",        // a part of url text
		"43:12 net/url.Parse false expression", // a part of a constant
		"19:23 net/url.URL.Scheme false url",   // promoted.go
		"16:46 net/url.URL.Path true ",
		"27:23 net/url.URL.Scheme true ",
		"27:38 net/url.URL.Host true ",
		"21:19 net/url.URL.Scheme false url",
		"40:15 net/url.URL.RawQuery false url",
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("sink calls:\n got %q\nwant %q", got, want)
	}
}

// TestWrapperReason checks that a site whose value is a parameter of a
// wrapper with a WrapperFact says "wrapper", and one of a function that
// is no wrapper (or has no fact) "parameter".
func TestWrapperReason(t *testing.T) {
	t.Parallel()
	var got []string
	for _, r := range defaultRun.resultsOf(t, "wrappers/lib") {
		for _, c := range r.Result.(*analyzer.Result).Calls {
			if !c.Resolved {
				p := r.Pass.Fset.Position(c.Pos)
				got = append(got, fmt.Sprintf("%d %s", p.Line, c.Unresolved))
			}
		}
	}
	want := []string{"10 wrapper", "14 wrapper", "24 wrapper", "28 wrapper", "38 wrapper", "47 wrapper", "54 parameter", "62 parameter", "71 wrapper", "80 wrapper", "94 parameter", "97 parameter", "106 parameter", "115 wrapper", "16 wrapper", "26 wrapper", "24 field", "26 field", "35 field", "44 field", "46 field", "56 field"}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("unresolved sites:\n got %q\nwant %q", got, want)
	}
}

// TestFormatWrapperReason checks the sites of the functions that format
// their callers' templates: "wrapper" where the whole URL is the
// formatted text (or another wrapper's format), the prefix's reason when
// a base URL comes before it, and the look-alikes, whose sinks resolve
// what they can.
func TestFormatWrapperReason(t *testing.T) {
	t.Parallel()
	got := sitesByFunc(t, defaultRun.resultsOf(t, "calls/formatwrap"), func(c analyzer.SinkCall) string {
		return fmt.Sprintf("%s %t %s", c.Sink, c.Resolved, c.Unresolved)
	})
	want := map[string]string{
		"formatwrap.go:Absolute":         "net/http.Get false wrapper",
		"formatwrap.go:get":              "net/http.Get false wrapper",
		"formatwrap.go:Client.Getf":      "calls/formatwrap.Client.Do false wrapper",
		"formatwrap.go:Client.List":      "calls/formatwrap.Client.Get false wrapper",
		"formatwrap.go:Client.Get":       "net/http.NewRequestWithContext false field",
		"formatwrap.go:Client.Fetch":     "net/http.Get false field",
		"formatwrap.go:Client.Do":        "net/http.NewRequest false field",
		"formatwrap.go:Versioned":        "net/http.Get true ",
		"formatwrap.go:Client.send":      "net/http.Get true ",
		"formatwrap.go:Client.Suffixed":  "net/http.Get true ",
		"formatwrap.go:Client.Defaulted": "net/http.Get false field",
		"formatwrap.go:Client.Trimmed":   "net/http.Get false field",
		"formatwrap.go:Client.Cut":       "net/http.Get false field",
		"formatwrap.go:Client.Paged":     "net/http.Get false field",
		"formatwrap.go:Client.Spaced":    "net/http.Get false field",
		"formatwrap.go:Client.Checked":   "net/http.Get false field",
	}
	for k, w := range want {
		if got[k] != w {
			t.Errorf("%s: got %q, want %q", k, got[k], w)
		}
	}
}

// TestCarrierReasons checks that a sink reading a field through
// carriers and local variables, when the field's writes are checked (a
// FieldSinkFact), says "field-writes", and that the fields whose chains
// fail keep the reason "field" (a field followed by a constant path is a
// hole in a resolved value either way).
func TestCarrierReasons(t *testing.T) {
	t.Parallel()
	got := sinkSites(defaultRun.resultsOf(t, "fieldfacts/carrier"))
	want := []string{
		"carrier.go:64 net/http.NewRequestWithContext 0 false field-writes", // Client.BaseURL through three carriers
		"carrier.go:73 net/http.NewRequestWithContext 0 false field-writes",
		"carrier.go:97 net/http.Post 1 true ",       // Hooks.Hook through a local: a hole before a constant path
		"carrier.go:120 net/http.Get 0 false field", // Mirror.Source: one mode only
		"carrier.go:137 net/http.Get 0 false field", // Feed.Origin: also logged
		"carrier.go:153 net/http.Get 0 false field", // Store.Endpoint: also a file
		"carrier.go:168 net/http.Get 1 true ",
		"carrier.go:186 net/url.Parse 1 true ",
		"carrier.go:192 net/http.NewRequestWithContext 2 true ",              // the default base, and a hole for the field
		"carrier.go:206 net/http.Get 1 true ",                                // Proxy.Host: a port follows
		"carrier.go:220 net/http.NewRequestWithContext 0 false field-writes", // after a check of an argument
		"carrier.go:239 net/http.Get 0 false field",                          // Relay.Target: after a test of the mode
		"carrier.go:257 net/http.Get 0 false field-writes",                   // Remote.URL, through a method of a generic type
		"carrier.go:274 net/http.Get 0 false field",                          // Origin.Addr: its carrier is also a method value
		"carrier.go:290 net/http.Get 1 true ",                                // Search.Endpoint: a hole before a query
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("sink calls:\n got %q\nwant %q", got, want)
	}
	got = sinkSites(defaultRun.resultsOf(t, "fieldfacts/carrier/use"))
	want = []string{
		"use.go:40 net/http.Get 0 false field-writes", // an exported carrier's result: Client.BaseURL
		"use.go:41 net/url.Parse 0 false call",        // url.Parse needs less than the field's sinks
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("sink calls of the importer:\n got %q\nwant %q", got, want)
	}
}

// TestFieldWritesReason checks that a read of a field whose writes are
// checked where they are written (a FieldSinkFact) says so, and that
// others keep the reason "field".
func TestFieldWritesReason(t *testing.T) {
	t.Parallel()
	var got []string
	for _, r := range defaultRun.resultsOf(t, "fieldfacts/lib") {
		for _, c := range r.Result.(*analyzer.Result).Calls {
			p := r.Pass.Fset.Position(c.Pos)
			got = append(got, fmt.Sprintf("%d %s %t %s", p.Line, c.Sink, c.Resolved, c.Unresolved))
		}
	}
	want := []string{
		"35 net/http.Get true ",                // Config.Endpoint: the package's own write
		"50 net/url.Parse true ",               // Options.URL: the package's own write
		"59 net/http.Post false field",         // Upload.Target: also a file path
		"74 net/http.Get false field",          // Mirror.URL: under a condition
		"90 net/http.Get false field",          // Poll.URL: after an early return
		"101 net/url.Parse false field-writes", // Remote.Addr: checked for what both sinks need
		"102 net/http.Get false field-writes",
		"117 net/url.Parse false field-writes", // Source.URL: read after a failed assertion's return
		"129 net/http.Get false depth",         // Route.Path: rewritten from itself
		"140 net/http.Get false field-writes",  // Printed.URL: also shown in a message, checked where written
		"148 net/http.Get true ",               // local.url: unexported, the package's own write
		"169 net/http.Get false field-writes",
		"178 net/http.Get true ", // Service.BaseURL + "/users": a template
		"181 net/http.Get true ",
		"188 net/http.Get true ",        // Scheme.Name + "://example.com/"
		"197 net/url.Parse false field", // Probe.Target: two sinks with no need both imply
		"198 net/http/httptest.NewRequest false field",
		"217 net/url.Parse false field-writes",       // SDConfig.Server: also copied into discoverer.server
		"240 net/http.NewRequest false field-writes", // copied from SDConfig.Server, checked where written
		"273 net/http.Get false field",               // fetcher.url: unexported
		"284 net/http.Get false field",               // scraper.url: also a label made of it
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("sink calls:\n got %q\nwant %q", got, want)
	}
}

// TestDefinedURLReason checks that the text of a type defined from
// url.URL (type URL url.URL) is url text, that its literals and field
// writes are checked, and that a struct with url.URL's field names is no
// url.URL.
func TestDefinedURLReason(t *testing.T) {
	t.Parallel()
	var got []string
	for _, r := range defaultRun.check(t, "flow/urldefined") {
		for _, c := range r.Result.(*analyzer.Result).Calls {
			p := r.Pass.Fset.Position(c.Pos)
			got = append(got, fmt.Sprintf("%d:%d %s %t %s", p.Line, p.Column, c.Sink, c.Resolved, c.Unresolved))
		}
	}
	want := []string{
		"22:11 net/http.Get false url",
		"23:11 net/http.Get false url",
		"24:11 net/http.Get false url",
		"25:11 net/http.Get true ", // a method of another name: its result
		"26:11 net/http.Get true ", // a Port that takes an argument
		"27:11 net/http.Get false call",
		"32:32 net/url.URL.Scheme true ",
		"32:47 net/url.URL.Host true ",
		"33:22 net/url.URL.RawQuery true ",
		"34:18 net/url.URL.Path true ",
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("sink calls:\n got %q\nwant %q", got, want)
	}
}

// TestDerivedReason checks that a helper's or a function's result
// computed from text the flow does not follow has that text's reason, and
// that the constants a helper inserts are checked.
func TestDerivedReason(t *testing.T) {
	t.Parallel()
	var got []string
	for _, r := range defaultRun.check(t, "flow/derived", "flow/derived/serve") {
		for _, c := range r.Result.(*analyzer.Result).Calls {
			p := r.Pass.Fset.Position(c.Pos)
			got = append(got, fmt.Sprintf("%d:%d %s %d %t %s", p.Line, p.Column, c.Sink, c.Constants, c.Resolved, c.Unresolved))
		}
	}
	want := []string{
		"27:11 net/http.Get 0 false url",
		"28:11 net/http.Get 0 false url",
		"29:11 net/http.Get 1 false parameter", // the replacement between holes
		"30:11 net/http.Get 0 false parameter", // url text and a parameter
		"31:11 net/http.Get 0 false call",      // a constant the trim may cut
		"32:11 net/http.Get 0 false input",
		"33:11 net/http.Get 0 false input", // url text and input
		"62:11 net/http.Get 0 false parameter",
		"63:11 net/http.Get 0 false input",
		"64:11 net/http.Get 1 true ", // the return its constant argument takes
		"65:11 net/http.Get 0 false url",
		"66:11 net/http.Get 2 true ",            // a constant result and a hole
		"18:23 net/url.Parse 0 false parameter", // fields.go: fields joined at their own separator
		"23:12 net/http.Get 0 false url",
		"29:12 net/url.Parse 0 false parameter",
		"30:12 net/url.Parse 2 true ", // joined with a separator of the program's
		"31:12 net/url.Parse 1 true ",
		"32:11 net/http.Get 2 true ",
		"88:21 net/url.URL.Path 3 true ", // path.Clean's results: ".", "/" or a hole
		"17:11 net/url.URL.Host 0 false url",
		"18:11 net/url.URL.Path 1 false url",
		"19:15 net/url.URL.RawQuery 1 false url",
		"20:15 net/url.URL.RawQuery 1 false url",
		"22:11 net/url.URL.Path 0 false url", // rejoined at the separator it was split at
		"23:14 net/url.URL.RawPath 1 false url",
		"24:11 net/url.URL.Path 0 false url",
		"25:11 net/url.URL.Path 0 false url",
		"26:11 net/url.URL.Path 0 false url",
		"36:14 net/url.URL.RawPath 0 false call", // an element is written
		"61:11 net/url.URL.Host 0 false url",
		"71:11 net/url.URL.Path 0 false url", // parts of url text, trimmed
		"72:14 net/url.URL.RawPath 1 true ",
		"73:14 net/url.URL.RawPath 0 false url",
		"74:14 net/url.URL.RawPath 0 false call", // a constant the trim may cut
		"80:11 net/url.URL.Path 0 false url",
		"81:14 net/url.URL.RawPath 1 false url", // the replacement's constant runs between holes
		"82:14 net/url.URL.RawPath 1 false url",
		"83:14 net/url.URL.RawPath 0 false call",
		"98:11 net/url.URL.Path 0 false call", // a parameter the function assigns
		"22:12 net/url.URL.Path 1 true ",      // fields.go
		"13:12 net/url.Parse 0 false input",   // serve.go
		"14:12 net/url.Parse 0 false input",
		"15:12 net/url.Parse 0 false call", // constants path.Join cleans
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("sink calls:\n got %q\nwant %q", got, want)
	}
}

// TestDecodedReason checks that a read of a field filled by decoding
// input, which no package value flow sees writes a constant into it,
// says "decoded", and that a field read with constants from a
// FieldValuesFact is checked.
func TestDecodedReason(t *testing.T) {
	t.Parallel()
	var got []string
	for _, r := range defaultRun.resultsOf(t, "fieldvalues/use") {
		for _, c := range r.Result.(*analyzer.Result).Calls {
			p := r.Pass.Fset.Position(c.Pos)
			got = append(got, fmt.Sprintf("%d %s %d %t %s", p.Line, c.Sink, c.Constants, c.Resolved, c.Unresolved))
		}
	}
	want := []string{
		"16 net/http.NewRequest 2 true ",   // lib's constant, and a hole for other packages
		"17 net/url.Parse 0 false decoded", // a json tag, no constant anywhere
		"21 net/url.Parse 2 true ",         // a positional literal
		"25 net/http.Get 2 true ",          // a flag's default
		"29 net/url.Parse 3 true ",         // lib's constant and this package's
		"35 net/url.Parse 0 false field",   // also holds text
		"39 net/url.Parse 2 false field",   // lib also writes a parameter
		"43 net/http.NewRequest 0 false decoded",
		"44 net/url.Parse 0 false field",   // json:"-"
		"45 net/url.Parse 0 false decoded", // untagged, in a struct with tags
		"55 net/http.Post 2 false decoded", // this package's constant, and decoded input
		"59 net/url.Parse 0 false decoded", // a protobuf message
		"65 net/url.Parse 0 false field",   // lib.Assets: a variable of another package
		"75 net/url.Parse 0 false decoded", // this package's type, a yaml tag
		"76 net/url.Parse 0 false decoded",
		"84 net/url.Parse 0 false field",    // no field of the struct has a tag
		"103 net/url.Parse 0 false decoded", // stored by DecodeMsg's tuple
		"110 net/url.Parse 0 false call",    // stored just before by a tuple outside a decoder: the call's result
		"119 net/url.Parse 0 false field",   // lib.Server: untagged, this package's write not resolved
		"124 net/url.Parse 0 false decoded", // a parsed certificate's
		"126 net/http.Post 0 false decoded",
		"144 net/url.JoinPath 0 false decoded", // filled through its address, rewritten from itself
		"144 net/url.JoinPath 1 true ",
		"157 net/url.JoinPath 0 false field", // no tag
		"157 net/url.JoinPath 1 true ",
		"175 net/url.Parse 0 false decoded", // a field of a decoded field's value
		"176 net/url.Parse 0 false decoded", // of an element of a decoded list
		"178 net/url.Parse 0 false field",   // of a field of no decoded type
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("sink calls:\n got %q\nwant %q", got, want)
	}
}

// TestFlagFieldReason checks that a field a flag alone sets (fs.StringVar(&o.F,
// ...)) is resolved as a flag's variable is: its default checked, what
// the command line gives input.
func TestFlagFieldReason(t *testing.T) {
	t.Parallel()
	var got []string
	for _, r := range defaultRun.resultsOf(t, "partial") {
		for _, c := range r.Result.(*analyzer.Result).Calls {
			if p := r.Pass.Fset.Position(c.Pos); p.Line >= 132 {
				got = append(got, fmt.Sprintf("%d %s %d %s", p.Line, c.Sink, c.Constants, c.Unresolved))
			}
		}
	}
	want := []string{
		"132 net/http.Get 2 ", // the default, and the command line's input
		"133 net/http.Get 2 ",
		"134 net/http.Get 1 input", // no default: input alone
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("sink calls:\n got %q\nwant %q", got, want)
	}
}

// TestResultOrigin checks that a function of another package whose result
// is url text or input gives its calls that reason, through its package's
// ResultsFact, and that a String method says so only for url text.
func TestResultOrigin(t *testing.T) {
	t.Parallel()
	var got []string
	for _, r := range defaultRun.resultsOf(t, "calls/originuse") {
		for _, c := range r.Result.(*analyzer.Result).Calls {
			p := r.Pass.Fset.Position(c.Pos)
			if filepath.Base(p.Filename) == "originuse.go" {
				got = append(got, fmt.Sprintf("%d %s %t %s", p.Line, c.Sink, c.Resolved, c.Unresolved))
			}
		}
	}
	want := []string{
		"13 net/url.Parse false url",  // a type defined from url.URL
		"14 net/url.Parse false url",  // its failure's message aside
		"15 net/url.Parse false call", // text for people
		"16 net/url.Parse false url",
		"19 net/http.Get false url",
		"21 net/url.Parse false input",
		"22 net/url.Parse true ",
		"23 net/url.Parse true ",
		"24 net/url.Parse false url", // a message built around a failure's aside
		"25 net/url.Parse true ",
		"31 net/http.Get false input", // cmp.Or
		"32 net/http.Get false input",
		"33 net/http.Get true ",
		"34 net/http.Get false parameter",
		"35 net/http.Get false input", // url text or input
		"40 net/url.JoinPath true ",
		"40 net/url.JoinPath false parameter",
		"42 net/http.Get false url",
		"43 net/http.Get true ",
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("sink calls:\n got %q\nwant %q", got, want)
	}
}

// TestOriginReason checks that a read of a field every write of which is
// input or decoded data (a response's header, a field of a variable only
// a decoder fills) says so, in its package and in importers, and that
// look-alikes keep their reasons.
func TestOriginReason(t *testing.T) {
	t.Parallel()
	var got []string
	for _, r := range defaultRun.resultsOf(t, "fieldvalues/origin", "fieldvalues/originuse") {
		for _, c := range r.Result.(*analyzer.Result).Calls {
			p := r.Pass.Fset.Position(c.Pos)
			got = append(got, fmt.Sprintf("%s:%d %s %d %t %s", filepath.Base(p.Filename), p.Line, c.Sink, c.Constants, c.Resolved, c.Unresolved))
		}
	}
	want := []string{
		"origin.go:54 net/http.Get 0 false decoded", // only a decoder fills v
		"origin.go:62 net/http.Get 0 false field",   // decoded from a constant
		"origin.go:70 net/http.Get 0 false field",   // extended in place
		"origin.go:82 net/http.Get 0 false depth",   // a method rewrites it
		"origin.go:90 net/http.Get 1 true ",         // a literal's value, which the decoder may keep
		"origin.go:97 net/http.Get 0 false field",   // a reader of a constant
		"originuse.go:10 net/http.Get 0 false input",
		"originuse.go:13 net/http.Post 2 false decoded", // this package's constant, and decoded data
		"originuse.go:18 net/http.Get 0 false decoded",  // a decoded list's elements
		"originuse.go:23 net/http.Get 2 false field",    // origin's constant, and decoded data
		"originuse.go:26 net/http.Get 0 false field",    // also an error's text
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("sites:\n got %q\nwant %q", got, want)
	}
}

// TestResultArgs checks that a call of a function of another package that
// returns a parameter takes its argument's values and reasons, besides
// those of the function's other returns.
func TestResultArgs(t *testing.T) {
	t.Parallel()
	var got []string
	for _, r := range defaultRun.resultsOf(t, "calls/argresultuse") {
		for _, c := range r.Result.(*analyzer.Result).Calls {
			p := r.Pass.Fset.Position(c.Pos)
			got = append(got, fmt.Sprintf("%d %s %d %t %s", p.Line, c.Sink, c.Constants, c.Resolved, c.Unresolved))
		}
	}
	want := []string{
		"13 net/url.Parse 2 false input", // the argument, or the environment
		"14 net/url.Parse 2 false input",
		"15 net/url.Parse 2 false input",
		"16 net/url.Parse 2 false input",
		"17 net/url.Parse 0 false input", // no default
		"18 net/url.Parse 0 false parameter",
		"19 net/url.Parse 0 false input", // url text or input
		"20 net/http.Get 1 true ",
		"21 net/http.Get 1 true ",
		"22 net/http.Get 2 true ",
		"23 net/http.Get 1 true ",
		"24 net/http.Get 0 false call", // the parameter is assigned
		"26 net/http.Get 1 true ",      // the argument on a failure only
		"28 net/http.Get 0 false call", // a variadic parameter
		"30 net/url.Parse 3 false input",
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("sink calls:\n got %q\nwant %q", got, want)
	}
}
