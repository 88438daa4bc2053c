package sinks

import (
	"go/constant"
	"go/types"
	"slices"
	"strings"
	"sync"
)

// A Func is what urlvet knows of a function that text passes through on
// its way to a sink, or that shows it: where the text of its result comes
// from, how its result derives from its arguments, what it does with
// them. Value flow, the fact export and the display checks read it
// through flow.FuncOf: the functions value flow evaluates on constants
// (path.Join, strings.Replace, fmt.Sprintf, ...) are rows of flow's, each
// with its evaluator, and not listed here.
type Func struct {
	// Origin is what every string the function returns is, wherever it
	// is called: "input" for text a program receives at run time,
	// "decoded" for data parsed from it (the reasons of package flow).
	Origin string
	// ElemOrigin is Origin for the elements of a []string result.
	ElemOrigin string
	// Parts says that the elements of its []string result are parts of
	// its first argument (of the argument after the receiver, for a
	// regexp's methods): split, or matched by a pattern.
	Parts bool
	// Splits says that it splits its first argument at a separator, so
	// that joining the parts with it gives the text back.
	Splits bool
	// Part says that its string results are parts of its first argument.
	Part bool
	// Reader says that it makes a reader of its first argument's text.
	Reader bool
	// Scanner says that it reads text from the reader of its first
	// argument (bufio), whose text is input unless the reader reads known
	// text.
	Scanner bool
	// Escapes says what text of a URL its result is escaped for (a
	// query's key or value, a path segment, a whole query, a URL's
	// path or fragment), or EscapesNothing.
	Escapes Escaping
	// Alphabet says what characters its result is made of, where that
	// is known to be fewer than any: unreserved ones alone (hex, a
	// decimal number), or base64's.
	Alphabet Alphabet
	// UnreservedWith names the package-level variables of its package
	// whose method it is that make its result of unreserved characters
	// alone: base64's unpadded URL alphabet, with no '+', '/' or '='.
	UnreservedWith []string
	// Edits says that its string result is edited text of its
	// arguments, shown where the result is shown.
	Edits bool
	// Prints says that it only shows its arguments.
	Prints bool
	// NewURL says that it returns a new *url.URL.
	NewURL bool
	// Trims says what its result trims off its first argument: spaces,
	// or text at its start, its end or both.
	Trims Trimming
	// Affix says that what it trims is its second argument's text whole
	// (a prefix or a suffix), not a set of characters.
	Affix bool
	// Replaces says that its result is its first argument with the text
	// of its second replaced by its third's.
	Replaces bool
	// Template says that it parses its first argument as a template,
	// whose actions ({{.ID}}) are filled in later.
	Template bool
	// Cases says that its result is its argument in lower or upper
	// case.
	Cases Casing
	// NoAuthority is a guarantee: its result never holds "//", so at the
	// start of a URL it names no host: cleaned as a file path, a run of
	// slashes made one (path.Join, path.Clean, path.Dir), a last element
	// (path.Base), escaped text whose '/' is %2F (url.QueryEscape), a host
	// (url.URL.Hostname).
	NoAuthority bool
	// OSPath is a guarantee: its result is a path of the system the
	// program runs on (backslashes on Windows) with no trailing separator
	// (filepath.Join), not the path of a URL.
	OSPath bool
	// URLSafe says that its result is text a URL takes as it stands:
	// escaped (url.JoinPath) or of an alphabet no component escapes
	// (hex).
	URLSafe bool
	// URLSafeWith names the package-level variables of its package
	// whose method it is that make its result URLSafe: base64's URL
	// alphabets, not StdEncoding's '+', '/' and '='.
	URLSafeWith []string
	// Resolves says that it resolves its argument against its receiver,
	// a base URL, and how the argument is given.
	Resolves Resolution
	// Sends says that it sends the request it is given as it was built:
	// nothing between the sink that built it and the wire sets its URL.
	Sends bool
	// RegistersScheme says that its first argument is a scheme the HTTP
	// clients of the transport then accept.
	RegistersScheme bool
	// Guarded says what it does with a URL that a string test of the URL
	// can stand guard for (the allowlist check), and where the URL is.
	Guarded Guarded
	// Host says that its result is the host name of a URL, with no port
	// (url.URL.Hostname).
	Host bool
	// Unbracketed says that its first result is a host with no
	// brackets, an IPv6 address written bare ("::1"), where a URL's
	// authority needs them ([::1]): url.URL.Hostname, the host of
	// net.SplitHostPort.
	Unbracketed bool
	// HostName says that its result is the name of the machine the
	// program runs on (os.Hostname): a name, never an IPv6 address.
	HostName bool
	// HostNameKey is, for a function that returns the value a service
	// keeps under the key its argument KeyArg (receiver excluded) names,
	// the key whose value is the host name of the machine the program
	// runs on: the GCE metadata server's "instance/hostname".
	HostNameKey string
	KeyArg      int
	// TakesHostName says that its parameter HostNameArg (receiver
	// excluded) takes a host name alone, with no port and no IPv6
	// brackets (net.LookupHost).
	TakesHostName bool
	HostNameArg   int
	// RefusesBrackets says that the host name it takes must not be an
	// IPv6 address in brackets either: net's lookups ask DNS for the
	// name "[::1]" (no such host), where crypto/tls and x509 read it as
	// the address.
	RefusesBrackets bool
	// TakesName says that its parameter NameArg (receiver excluded)
	// takes the name of a service's resource that the service restricts
	// to characters a URL's path keeps as they are (an Azure storage
	// container's: lower-case letters, digits and '-'): a value a
	// program also gives it is such a name.
	TakesName bool
	NameArg   int
	// SplitsAt says that it splits or searches its first argument at the
	// separator its second argument gives (strings.Split, strings.Index).
	SplitsAt bool
	// Searches says that it looks for its second argument's text in its
	// first (strings.Index, Contains, Count, Cut, Split, Replace): a
	// constant a function writes into a URL and also searches for is a
	// marker it finds again, not text meant for a server.
	Searches bool
	// SearchesLast says that it returns the index of the last occurrence
	// of its second argument in its first (strings.LastIndex): the text
	// after it is the last part, as a split at every occurrence gives.
	SearchesLast bool
	// LimitArg is the index of the argument that limits how many parts
	// it splits its first argument into (strings.SplitN's n), 0 for
	// none.
	LimitArg int
	// Cleans says that its result is a path cleaned as a file path (a
	// run of separators made one, dot segments resolved), and whether
	// the separator is '/' (path.Join, path.Clean) or the system's
	// (filepath.Join, filepath.Clean).
	Cleans Cleaning
	// JoinsPath says that it joins its arguments as the elements of a
	// path (path.Join, filepath.Join).
	JoinsPath bool
	// Joins says that its result is the elements of its first argument
	// joined with its second (strings.Join).
	Joins bool
	// Formats says that its result is the text its first argument, a
	// printf format, makes of the others (fmt.Sprintf).
	Formats bool
	// HostPort says that its result is host:port, of the host its
	// first argument gives and the port its second gives
	// (net.JoinHostPort).
	HostPort bool
	// SplitsHostPort says that its first two results are the host
	// (without an IPv6 address's brackets) and the port of its first
	// argument, host:port, and that it fails where there is no port
	// (net.SplitHostPort).
	SplitsHostPort bool
	// Listens says that it listens on the address, host:port, its
	// argument AddrArg gives (net.Listen, http.ListenAndServe): an empty
	// host there is every interface. With Network, the result of one
	// that returns a listener has Addr() that address, with the port the
	// system chose for 0.
	Listens bool
	// ServesAddr says that it listens on the address its receiver's
	// field with a Listens row holds (http.Server.ListenAndServe).
	ServesAddr bool
	// Dials says that it connects to the address, host:port, its
	// argument AddrArg gives (net.Dial, smtp.Dial): a client's, which
	// needs a host.
	Dials bool
	// ResolvesAddr says that it resolves the address, host:port, its
	// argument AddrArg gives (net.ResolveTCPAddr), as a dialer or a
	// listener reads it: an IPv6 host needs brackets before ":port".
	ResolvesAddr bool
	// AddrArg is the index, receiver excluded, of the argument that
	// gives the address a function Listens on, Dials or resolves.
	AddrArg int
	// Network says that the argument before AddrArg names the address's
	// network ("tcp", "tcp4", "unix").
	Network bool
	// ParsesInt says that it reads its first argument as an integer
	// (strconv.Atoi, strconv.ParseUint).
	ParsesInt bool
	// DecodesBytes says that it reads its first argument as the text of
	// a binary encoding (hex, base32, base64) and fails on other text.
	DecodesBytes bool
	// BitSizeArg is the index of the argument that gives the size in
	// bits of the integer it reads (strconv.ParseUint's bitSize), 0 for
	// none.
	BitSizeArg int
	// BaseArg is the index of the argument that gives the base of the
	// integer it reads (strconv.ParseUint's base), 0 for none: base 10.
	BaseArg int
	// BaseName says that its result is the last element of a path: a
	// file's name (path.Base, filepath.Base).
	BaseName bool
	// FilePath says that its result is a path of files of several
	// segments, the program's and not a URL's (filepath.Rel,
	// filepath.ToSlash).
	FilePath bool
	// ReadsHeader says that its result is the value of the header of an
	// HTTP message its argument names (http.Header.Get).
	ReadsHeader bool
	// UserName says that its result is the user name of credentials a
	// URL already holds (url.Userinfo.Username): a password paired with
	// it replaces the one those credentials carried.
	UserName bool
	// URLString says that its result is its receiver, a url.URL, as the
	// text that parses back to it (url.URL.String).
	URLString bool
	// RequestTarget says that its result is the request target of its
	// receiver, a url.URL: its path and query, "/" for an empty path
	// (url.URL.RequestURI).
	RequestTarget bool
	// Tests says what test of text against a constant it makes (the
	// allowlist check reads them): a prefix, a suffix, a substring, a
	// pattern.
	Tests TextTest
	// Compiles says that it compiles its argument into a pattern, and
	// of which syntax (regexp.MustCompile: Perl's).
	Compiles Syntax
	// Captures says that its []string result holds, at index k, the
	// text its receiver's k-th group matched, 0 the whole match
	// (regexp.Regexp.FindStringSubmatch), or each []string of its
	// [][]string result, one for each match (FindAllStringSubmatch): a
	// capture's text is what its group admits.
	Captures bool
	// Finds says that its result is nil exactly where its receiver, a
	// regexp, does not match its argument (regexp.Regexp.FindStringIndex):
	// its result compared with nil, or its length with 0, tests what
	// MatchString does.
	Finds bool
	// Routes says that its first argument is the route pattern of a
	// handler it registers (http.HandleFunc).
	Routes bool
	// FillsScheme says that it returns a handler that writes the scheme
	// a proxy's header names (X-Forwarded-Proto) into the URL of each
	// request before it hands it to its argument, the handler it wraps
	// (gorilla/handlers.ProxyHeaders): there r.URL.Scheme holds it.
	FillsScheme bool

	// What value flow reads of a function it does not evaluate (see
	// readFuncs).

	// URLText says that its string result is the text of a URL it
	// builds, as a sink checking the constants it is built from
	// (url.JoinPath): a site reading the result is unresolved for "url".
	URLText bool
	// SplitsAll says that it returns every part of its first argument
	// between the occurrences of its second, the separator, which it
	// drops (strings.Split): value flow splits a known text as it would.
	SplitsAll bool
	// Scanned says that its string result is text its receiver, a
	// bufio.Scanner or bufio.Reader, read from its reader.
	Scanned bool
	// ReadsAll says that it returns all the bytes of the reader it is
	// given (io.ReadAll).
	ReadsAll bool
	// InputMap says that it returns a map of text a program receives at
	// run time: the variables of the route a request matched (mux.Vars).
	InputMap bool
	// Decodes says that it fills the value its last argument points to
	// from data, and where the data is.
	Decodes Decoding
	// NewDecoder says that it makes a decoder (whose Decode method
	// Decodes) of the reader it is given.
	NewDecoder bool
	// NewError says that it returns a new error.
	NewError bool
	// EnvName says that its first argument is the name of an
	// environment variable (os.Getenv): letters, digits and '_'.
	EnvName bool
	// DecodedText names the text net/url decoded that it returns, a
	// request's or a URL's ("a query value", "a form value", "a path
	// value"): escapes it held are gone.
	DecodedText string
	// OpensFile says that it opens, reads or stats the file its first
	// argument names (os.Open, os.ReadFile, os.Stat).
	OpensFile bool
	// Unescapes says that it returns its argument with its escapes
	// decoded (url.QueryUnescape, url.PathUnescape).
	Unescapes bool
	// QueryCopy says that it returns a new url.Values parsed from its
	// receiver's RawQuery on each call (url.URL.Query): an edit of the
	// map leaves the URL as it was.
	QueryCopy bool
	// EditsValues says that it changes the url.Values it is called on
	// (Set, Add, Del).
	EditsValues bool
	// FormatsTo says that it writes to its first argument the text its
	// second, a printf format, makes of the others (fmt.Fprintf).
	FormatsTo bool
	// ServerScheme is the scheme of the URL of the test server it starts
	// (httptest.NewServer: "http").
	ServerScheme string
	// FlagDefault is, for a function that defines a command-line flag
	// with a default string value, the index of that argument (0 for
	// any other function: the flag's name comes first).
	FlagDefault int
	// FlagStores says that the flag definition stores the flag's value
	// into its first argument, a pointer, rather than returning one.
	FlagStores bool
	// IPv6 says what it returns for its receiver, an IP address, where
	// that is an IPv6 one (written with ':'): true (netip.Addr.Is6),
	// false (netip.Addr.Is4) or nil (net.IP.To4).
	IPv6 IPv6Result
	// Fold evaluates a call on constant arguments, for the guards of a
	// parameter (if strings.HasPrefix(u, "/") { return }), or ok is
	// false when they are not of the kinds it takes; nil when guards do
	// not evaluate the function.
	Fold func(args []constant.Value) (v constant.Value, ok bool)
}

// An IPv6Result is what a method of an IP address returns for an IPv6
// address (Func.IPv6).
type IPv6Result uint8

const (
	IPv6Unknown IPv6Result = iota
	IPv6True
	IPv6False
	IPv6Nil
	IPv6NotNil // a pointer or slice that is not nil (net.IP.To16)
)

// An Escaping says what text of a URL a function escapes its result
// for (Func.Escapes).
type Escaping uint8

const (
	EscapesNothing   Escaping = iota
	EscapesQueryPart          // a query's key or value, a space as '+': url.QueryEscape
	EscapesSegment            // a path segment, '/' as %2F: url.PathEscape
	EscapesQuery              // a whole query of keys and values: url.Values.Encode
	EscapesPath               // a URL's path: url.URL.EscapedPath
	EscapesFragment           // a URL's fragment: url.URL.EscapedFragment
)

// An Alphabet says what characters the result of a function is made of
// (Func.Alphabet).
type Alphabet uint8

const (
	AlphabetAny        Alphabet = iota
	AlphabetUnreserved          // unreserved characters alone, which no component escapes: hex, a decimal number
	AlphabetBase64              // base64's, with no space; unreserved alone with Func.UnreservedWith
)

// A Trimming says what a function trims off its argument (Func.Trims).
type Trimming uint8

const (
	TrimsNothing Trimming = iota
	TrimsSpace            // spaces at both ends: strings.TrimSpace
	TrimsStart            // text at its start: strings.TrimPrefix, strings.TrimLeft
	TrimsEnd              // text at its end: strings.TrimSuffix, strings.TrimRight
	TrimsBoth             // text at both ends: strings.Trim
)

// A Casing says what case a function's result is in (Func.Cases).
type Casing uint8

const (
	CasesNothing Casing = iota
	CasesLower          // strings.ToLower
	CasesUpper          // strings.ToUpper
)

// A Syntax is the syntax of the pattern a function compiles
// (Func.Compiles).
type Syntax uint8

const (
	CompilesNothing Syntax = iota
	CompilesPerl           // regexp.MustCompile
	CompilesPOSIX          // regexp.MustCompilePOSIX
)

// A Cleaning says that a function cleans a path, and with which
// separator (Func.Cleans).
type Cleaning uint8

const (
	CleansNothing Cleaning = iota
	CleansSlash            // '/': path.Join, path.Clean
	CleansOS               // the system's: filepath.Join, filepath.Clean
)

// A Decoding says where a function that decodes data into a value takes
// the data from (Func.Decodes).
type Decoding uint8

const (
	DecodesNothing Decoding = iota
	DecodesArg              // its first argument: json.Unmarshal(data, &v)
	DecodesReader           // the reader its receiver was made of: json.NewDecoder(r).Decode(&v)
)

// Guarded says what a function does with a URL that a string test can
// stand guard for (Func.Guarded).
type Guarded struct {
	// Does is "redirect", "request" or "proxy"; "" for a function no
	// test guards.
	Does string
	// Arg is the index of the URL (or of the request, or of the
	// *url.URL), receiver excluded.
	Arg int
}

// A TextTest is a test of text against a constant (Func.Tests).
type TextTest uint8

const (
	TestsNothing  TextTest = iota
	TestsPrefix            // strings.HasPrefix(s, prefix)
	TestsSuffix            // strings.HasSuffix(s, suffix)
	TestsContains          // strings.Contains(s, substr)
	TestsPattern           // regexp.MatchString(pattern, s), or a Regexp's MatchString(s)
)

// A Resolution says how a function that resolves a reference against a
// base URL is given the reference (Func.Resolves).
type Resolution uint8

const (
	ResolvesNothing Resolution = iota
	ResolvesText               // the reference as text: (*url.URL).Parse
	ResolvesURL                // the reference parsed: (*url.URL).ResolveReference
)

// FuncOf returns what urlvet knows of the function key names (FuncKey);
// the zero Func for one it does not know.
func FuncOf(key string) Func { return funcs().rows[key] }

// KeysOf returns the keys of the functions whose row has says so.
func KeysOf(has func(Func) bool) []string {
	var keys []string
	for key, f := range funcs().rows {
		if has(f) {
			keys = append(keys, key)
		}
	}
	return keys
}

// FuncNamed reports whether a function of that name has a row: a test
// that needs no callee, for a call whose callee is not looked up.
func FuncNamed(name string) bool { return funcs().names[name] }

// FuncOfObj returns FuncOf(FuncKey(fn)): the row of this table, not one
// of flow's evaluated functions. It builds the key only when a row has
// fn's name, as most calls of a package name no function urlvet knows.
func FuncOfObj(fn *types.Func) Func {
	t := funcs()
	if !t.names[fn.Name()] {
		return Func{}
	}
	return t.rows[FuncKey(fn)]
}

// A funcTable holds the rows of the functions urlvet knows, keyed by
// FuncKey, and the names of those functions.
type funcTable struct {
	rows  map[string]Func
	names map[string]bool
	// registrars are the names of the rows that register a scheme
	// (RegistersScheme): one or two, compared before any lookup.
	registrars []string
	// hostNamePkgs and hostNameNames are the packages and the names of
	// the rows that return the machine's name (HostName, HostNameKey).
	hostNamePkgs, hostNameNames map[string]bool
}

// funcs returns the functions urlvet knows, built on first use: go vet
// starts a process per package, and most reach no sink.
func funcs() funcTable {
	funcsOnce.once.Do(func() { funcsOnce.v = buildFuncs() })
	return funcsOnce.v
}

var funcsOnce struct {
	once sync.Once
	v    funcTable
}

// buildFuncs builds funcs' value.
func buildFuncs() funcTable {
	t := funcTable{rows: funcRows(), names: make(map[string]bool), hostNamePkgs: make(map[string]bool), hostNameNames: make(map[string]bool)}
	for key, row := range t.rows {
		_, name := SplitLast(key)
		t.names[name] = true
		if row.HostName || row.HostNameKey != "" {
			t.hostNameNames[name] = true
			for _, path := range PkgCandidates(key) {
				t.hostNamePkgs[path] = true
			}
		}
		if row.RegistersScheme && !slices.Contains(t.registrars, name) {
			t.registrars = append(t.registrars, name)
		}
	}
	return t
}

// RegistersScheme reports whether FuncOfObj(fn).RegistersScheme, looking
// the row up only when fn has the name of such a row: every call of a
// package is asked about.
func RegistersScheme(fn *types.Func) bool {
	t := funcs()
	name := fn.Name()
	for _, r := range t.registrars {
		if r == name {
			return t.rows[FuncKey(fn)].RegistersScheme
		}
	}
	return false
}

// LeavesURLs reports whether the functions of package path leave a
// *url.URL they are given as it was: net/url's resolve a reference
// against it or write it out, fmt's print it.
func LeavesURLs(path string) bool {
	switch path {
	case "net/url", "fmt":
		return true
	}
	return false
}

// EditsText reports whether the functions of package path edit or match
// text (strings, regexp): one given a constant with "://" may put back
// the "//" of a scheme that a path join dropped.
func EditsText(path string) bool {
	switch path {
	case "strings", "regexp":
		return true
	}
	return false
}

// MatchesPatterns reports whether package path is one of regular
// expressions (regexp, or a fork whose path ends in /regexp): the strings
// its functions take are patterns, not URLs.
func MatchesPatterns(path string) bool {
	return path == "regexp" || strings.HasSuffix(path, "/regexp")
}

// A funcRow is one row of funcs: a function, keyed by FuncKey, and what
// urlvet knows of it.
type funcRow struct {
	key string
	fn  Func
}

// funcGroups are the rows of funcs, a slice a kind of function. A
// function value flow passes text through without evaluating it has its
// row here.
func funcGroups() [][]funcRow {
	return [][]funcRow{textFuncs(), urlFuncs(), netFuncs(), requestFuncs(), inputFuncs(), printFuncs(), readFuncs(), foldFuncs()}
}

// funcRows are the rows of funcs, by key.
func funcRows() map[string]Func {
	m := make(map[string]Func)
	for _, rows := range funcGroups() {
		for _, r := range rows {
			m[r.key] = r.fn
		}
	}
	return m
}

// textFuncs are the functions of text: those that split it, read it,
// edit it or test it.
func textFuncs() []funcRow {
	return []funcRow{
		{"strings.Split", Func{Parts: true, Splits: true, SplitsAt: true, SplitsAll: true, Searches: true}},
		{"strings.SplitN", Func{Parts: true, Splits: true, SplitsAt: true, LimitArg: 2, Searches: true}},
		{"strings.SplitAfter", Func{Parts: true, Splits: true, Searches: true}},
		{"strings.SplitAfterN", Func{Parts: true, Splits: true, Searches: true}},
		{"strings.Fields", Func{Parts: true, Splits: true}},
		{"strings.FieldsFunc", Func{Parts: true}}, // the separators are a predicate's: no join gives the text back
		{"regexp.Regexp.FindStringSubmatch", Func{Parts: true, Captures: true, Finds: true}},
		{"regexp.Regexp.FindStringIndex", Func{Finds: true}},
		{"regexp.Regexp.FindStringSubmatchIndex", Func{Finds: true}},
		{"regexp.Regexp.FindAllString", Func{Parts: true}},
		{"regexp.Regexp.FindAllStringSubmatch", Func{Parts: true, Captures: true}},
		{"regexp.Regexp.Split", Func{Parts: true}},
		{"net.SplitHostPort", Func{Part: true, SplitsHostPort: true, Unbracketed: true}},
		{"strings.Cut", Func{Part: true, SplitsAt: true, Searches: true}},
		{"strings.Index", Func{SplitsAt: true, Searches: true, Fold: func(a []constant.Value) (constant.Value, bool) { return FoldIndex(strings.Index, a) }}},
		{"strings.IndexByte", Func{SplitsAt: true, Fold: func(a []constant.Value) (constant.Value, bool) { return FoldIndexByte(strings.IndexByte, a) }}},
		{"strings.LastIndex", Func{SplitsAt: true, SearchesLast: true, Searches: true, Fold: func(a []constant.Value) (constant.Value, bool) { return FoldIndex(strings.LastIndex, a) }}},
		{"strings.LastIndexByte", Func{SplitsAt: true, SearchesLast: true, Fold: func(a []constant.Value) (constant.Value, bool) { return FoldIndexByte(strings.LastIndexByte, a) }}},
		{"strings.Count", Func{Searches: true, Fold: func(a []constant.Value) (constant.Value, bool) { return FoldIndex(strings.Count, a) }}},
		{"strings.NewReader", Func{Reader: true}},
		{"bytes.NewBufferString", Func{Reader: true}},
		{"bytes.NewReader", Func{Reader: true}},
		{"bytes.NewBuffer", Func{Reader: true}},
		{"bufio.NewScanner", Func{Scanner: true}},
		{"bufio.NewReader", Func{Scanner: true}},
		{"bufio.NewReaderSize", Func{Scanner: true}},
		{"strings.ToLower", Func{Edits: true, Cases: CasesLower, Fold: func(a []constant.Value) (constant.Value, bool) { return FoldString(strings.ToLower, a) }}},
		{"strings.HasPrefix", Func{Tests: TestsPrefix, Fold: func(a []constant.Value) (constant.Value, bool) { return FoldTest(strings.HasPrefix, a) }}},
		{"strings.HasSuffix", Func{Tests: TestsSuffix, Fold: func(a []constant.Value) (constant.Value, bool) { return FoldTest(strings.HasSuffix, a) }}},
		{"strings.Contains", Func{Tests: TestsContains, Searches: true, Fold: func(a []constant.Value) (constant.Value, bool) { return FoldTest(strings.Contains, a) }}},
		{"regexp.MatchString", Func{Tests: TestsPattern}},
		{"regexp.Regexp.MatchString", Func{Tests: TestsPattern}},
		{"regexp.MustCompile", Func{Compiles: CompilesPerl}},
		{"regexp.MustCompilePOSIX", Func{Compiles: CompilesPOSIX}},
		{"strings.ToUpper", Func{Edits: true, Cases: CasesUpper, Fold: func(a []constant.Value) (constant.Value, bool) { return FoldString(strings.ToUpper, a) }}},
		{"fmt.Sprintln", Func{Edits: true}},
		{"strconv.Atoi", Func{ParsesInt: true}},
		{"strconv.ParseInt", Func{ParsesInt: true, BaseArg: 1, BitSizeArg: 2}},
		{"strconv.ParseUint", Func{ParsesInt: true, BaseArg: 1, BitSizeArg: 2}},
		{"encoding/hex.DecodeString", Func{DecodesBytes: true}},
		{"encoding/base32.Encoding.DecodeString", Func{DecodesBytes: true}},
		{"encoding/base64.Encoding.DecodeString", Func{DecodesBytes: true}},
	}
}

// urlFuncs are the functions that make URLs and their components, with
// what their results guarantee.
func urlFuncs() []funcRow {
	return []funcRow{
		{"net/url.Parse", Func{NewURL: true}},
		{"net/url.ParseRequestURI", Func{NewURL: true}},
		{"net/url.URL.Parse", Func{NewURL: true, Resolves: ResolvesText}},
		{"net/url.URL.JoinPath", Func{NewURL: true, URLSafe: true}},
		{"net/url.URL.ResolveReference", Func{NewURL: true, Resolves: ResolvesURL}},
		{"path/filepath.Join", Func{NoAuthority: true, OSPath: true, Cleans: CleansOS, JoinsPath: true}}, // not evaluated: its separator is the system's
		{"path/filepath.Rel", Func{FilePath: true}},
		{"net/url.URL.Hostname", Func{NoAuthority: true, Host: true, Unbracketed: true}},
		{"net/url.QueryUnescape", Func{Unescapes: true}},
		{"net/url.PathUnescape", Func{Unescapes: true}},
		{"net/url.URL.Query", Func{QueryCopy: true}},
		{"net/url.Values.Set", Func{EditsValues: true}},
		{"net/url.Values.Add", Func{EditsValues: true}},
		{"net/url.Values.Del", Func{EditsValues: true}},
		{"net/url.URL.EscapedPath", Func{Escapes: EscapesPath}},
		{"net/url.URL.EscapedFragment", Func{Escapes: EscapesFragment}},
		{"net/url.URL.String", Func{URLString: true}},
		{"net/url.Userinfo.Username", Func{UserName: true}},
		{"net/url.URL.RequestURI", Func{RequestTarget: true}},
		{"text/template.Template.Parse", Func{Template: true}},
		{"html/template.Template.Parse", Func{Template: true}},
		{"github.com/valyala/fasttemplate.New", Func{Template: true}},
		{"github.com/valyala/fasttemplate.NewTemplate", Func{Template: true}},
		{"os.Hostname", Func{HostName: true}},
		{"cloud.google.com/go/compute/metadata.Hostname", Func{HostName: true}},
		{"cloud.google.com/go/compute/metadata.HostnameWithContext", Func{HostName: true}},
		{"cloud.google.com/go/compute/metadata.Client.Hostname", Func{HostName: true}},
		{"cloud.google.com/go/compute/metadata.Client.HostnameWithContext", Func{HostName: true}},
		{"cloud.google.com/go/compute/metadata.Get", Func{HostNameKey: gceHostNameKey}},
		{"cloud.google.com/go/compute/metadata.GetWithContext", Func{HostNameKey: gceHostNameKey, KeyArg: 1}},
		{"cloud.google.com/go/compute/metadata.Client.Get", Func{HostNameKey: gceHostNameKey}},
		{"cloud.google.com/go/compute/metadata.Client.GetWithContext", Func{HostNameKey: gceHostNameKey, KeyArg: 1}},
		{"net.LookupHost", Func{TakesHostName: true, RefusesBrackets: true}},
		{"net.LookupIP", Func{TakesHostName: true, RefusesBrackets: true}},
		{"net.LookupCNAME", Func{TakesHostName: true, RefusesBrackets: true}},
		{"crypto/x509.Certificate.VerifyHostname", Func{TakesHostName: true}},
		{"net.Resolver.LookupHost", Func{TakesHostName: true, HostNameArg: 1, RefusesBrackets: true}},
		{"net.Resolver.LookupIPAddr", Func{TakesHostName: true, HostNameArg: 1, RefusesBrackets: true}},
		{"net.Resolver.LookupCNAME", Func{TakesHostName: true, HostNameArg: 1, RefusesBrackets: true}},
		{"net.Resolver.LookupIP", Func{TakesHostName: true, HostNameArg: 2, RefusesBrackets: true}},
		{"net.Resolver.LookupNetIP", Func{TakesHostName: true, HostNameArg: 2, RefusesBrackets: true}},
		// The Azure SDK's blob storage: a container's name.
		{"github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/container.NewClientFromConnectionString", Func{TakesName: true, NameArg: 1}},
		{"github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/blob.NewClientFromConnectionString", Func{TakesName: true, NameArg: 1}},
		{"github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/blockblob.NewClientFromConnectionString", Func{TakesName: true, NameArg: 1}},
		{"github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/appendblob.NewClientFromConnectionString", Func{TakesName: true, NameArg: 1}},
		{"github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/pageblob.NewClientFromConnectionString", Func{TakesName: true, NameArg: 1}},
		{"github.com/Azure/azure-sdk-for-go/sdk/storage/azblob.Client.CreateContainer", Func{TakesName: true, NameArg: 1}},
		{"github.com/Azure/azure-sdk-for-go/sdk/storage/azblob.Client.DeleteContainer", Func{TakesName: true, NameArg: 1}},
		{"github.com/Azure/azure-sdk-for-go/sdk/storage/azblob.Client.NewListBlobsFlatPager", Func{TakesName: true, NameArg: 0}},
		{"github.com/Azure/azure-sdk-for-go/sdk/storage/azblob.Client.UploadBuffer", Func{TakesName: true, NameArg: 1}},
		{"github.com/Azure/azure-sdk-for-go/sdk/storage/azblob.Client.UploadFile", Func{TakesName: true, NameArg: 1}},
		{"github.com/Azure/azure-sdk-for-go/sdk/storage/azblob.Client.UploadStream", Func{TakesName: true, NameArg: 1}},
		{"github.com/Azure/azure-sdk-for-go/sdk/storage/azblob.Client.DownloadBuffer", Func{TakesName: true, NameArg: 1}},
		{"github.com/Azure/azure-sdk-for-go/sdk/storage/azblob.Client.DownloadFile", Func{TakesName: true, NameArg: 1}},
		{"github.com/Azure/azure-sdk-for-go/sdk/storage/azblob.Client.DownloadStream", Func{TakesName: true, NameArg: 1}},
		{"github.com/Azure/azure-sdk-for-go/sdk/storage/azblob.Client.DeleteBlob", Func{TakesName: true, NameArg: 1}},
		{"github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/service.Client.NewContainerClient", Func{TakesName: true, NameArg: 0}},
		{"github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/service.Client.CreateContainer", Func{TakesName: true, NameArg: 1}},
		{"github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/service.Client.DeleteContainer", Func{TakesName: true, NameArg: 1}},
		{"github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/service.Client.RestoreContainer", Func{TakesName: true, NameArg: 1}},
		{"net/url.JoinPath", Func{URLSafe: true, URLText: true}},
		{"encoding/hex.EncodeToString", Func{URLSafe: true, Alphabet: AlphabetUnreserved}},
		{"encoding/base64.Encoding.EncodeToString", Func{URLSafeWith: []string{"URLEncoding", "RawURLEncoding"}, Alphabet: AlphabetBase64, UnreservedWith: []string{"RawURLEncoding"}}},
	}
}

// gceHostNameKey is the key of the GCE metadata server whose value is
// the instance's host name ("<instance>.c.<project>.internal").
const gceHostNameKey = "instance/hostname"

// HostNamePackage reports whether package path has functions whose
// result is the name of the machine the program runs on (HostName,
// HostNameKey).
func HostNamePackage(path string) bool { return funcs().hostNamePkgs[path] }

// HostNameNamed reports whether a function of that name has a row that
// says it returns the machine's name: a test of the name alone, before
// any lookup of the function's package or key.
func HostNameNamed(name string) bool { return funcs().hostNameNames[name] }

// netFuncs are the functions that listen on an address, host:port,
// connect to one, or resolve one, and the tests of an IP address's family.
func netFuncs() []funcRow {
	return []funcRow{
		{"net.Listen", Func{Listens: true, AddrArg: 1, Network: true}},
		{"net.ListenPacket", Func{Listens: true, AddrArg: 1, Network: true}},
		{"net.ListenConfig.Listen", Func{Listens: true, AddrArg: 2, Network: true}},
		{"net.ListenConfig.ListenPacket", Func{Listens: true, AddrArg: 2, Network: true}},
		{"crypto/tls.Listen", Func{Listens: true, AddrArg: 1, Network: true}},
		{"net/http.ListenAndServe", Func{Listens: true}},
		{"net/http.ListenAndServeTLS", Func{Listens: true}},
		{"net/http.Server.ListenAndServe", Func{ServesAddr: true}},
		{"net/http.Server.ListenAndServeTLS", Func{ServesAddr: true}},
		// Web frameworks' servers, which listen on the address as
		// http.ListenAndServe does (gin's Run takes it variadic: the
		// first argument).
		{"github.com/gin-gonic/gin.Engine.Run", Func{Listens: true}},
		{"github.com/gin-gonic/gin.Engine.RunTLS", Func{Listens: true}},
		{"github.com/labstack/echo/v4.Echo.Start", Func{Listens: true}},
		{"github.com/labstack/echo/v4.Echo.StartTLS", Func{Listens: true}},
		{"github.com/gofiber/fiber/v2.App.Listen", Func{Listens: true}},
		{"github.com/gofiber/fiber/v2.App.ListenTLS", Func{Listens: true}},
		{"github.com/valyala/fasthttp.ListenAndServe", Func{Listens: true}},
		{"github.com/valyala/fasthttp.Server.ListenAndServe", Func{Listens: true}},
		{"net.Dial", Func{Dials: true, AddrArg: 1, Network: true}},
		{"net.DialTimeout", Func{Dials: true, AddrArg: 1, Network: true}},
		{"net.Dialer.Dial", Func{Dials: true, AddrArg: 1, Network: true}},
		{"net.Dialer.DialContext", Func{Dials: true, AddrArg: 2, Network: true}},
		{"crypto/tls.Dial", Func{Dials: true, AddrArg: 1, Network: true}},
		{"crypto/tls.DialWithDialer", Func{Dials: true, AddrArg: 2, Network: true}},
		{"crypto/tls.Dialer.Dial", Func{Dials: true, AddrArg: 1, Network: true}},
		{"crypto/tls.Dialer.DialContext", Func{Dials: true, AddrArg: 2, Network: true}},
		{"net/rpc.Dial", Func{Dials: true, AddrArg: 1, Network: true}},
		{"net/rpc.DialHTTP", Func{Dials: true, AddrArg: 1, Network: true}},
		{"net/rpc.DialHTTPPath", Func{Dials: true, AddrArg: 1, Network: true}},
		{"net/rpc/jsonrpc.Dial", Func{Dials: true, AddrArg: 1, Network: true}},
		{"net/smtp.Dial", Func{Dials: true}},
		{"net/smtp.SendMail", Func{Dials: true}},
		{"net.IP.To4", Func{IPv6: IPv6Nil}},
		{"net.IP.To16", Func{IPv6: IPv6NotNil}},
		{"net/netip.Addr.Is4", Func{IPv6: IPv6False}},
		{"net/netip.Addr.Is6", Func{IPv6: IPv6True}},
		{"net.ResolveTCPAddr", Func{ResolvesAddr: true, AddrArg: 1, Network: true}},
		{"net.ResolveUDPAddr", Func{ResolvesAddr: true, AddrArg: 1, Network: true}},
	}
}

// NetPackage reports whether package path has functions of netFuncs,
// which listen on an address or dial one.
func NetPackage(path string) bool {
	switch path {
	case "net", "crypto/tls", "net/http", "net/rpc", "net/rpc/jsonrpc", "net/smtp",
		"github.com/gin-gonic/gin", "github.com/labstack/echo/v4", "github.com/gofiber/fiber/v2", "github.com/valyala/fasthttp":
		return true
	}
	return false
}

// requestFuncs are the functions of requests: those that send a request
// as it was built, the one that registers a scheme clients then take,
// those whose URL a string test can guard, and those that route them.
func requestFuncs() []funcRow {
	return []funcRow{
		{"net/http.Client.Do", Func{Sends: true, Guarded: Guarded{Does: "request"}}},
		{"net/http.Transport.RoundTrip", Func{Sends: true}},
		{"net/http.RoundTripper.RoundTrip", Func{Sends: true}},
		{"net/http.ClientConn.RoundTrip", Func{Sends: true}},
		{"net/http.Transport.RegisterProtocol", Func{RegistersScheme: true}},
		{"net/http.Get", Func{Guarded: Guarded{Does: "request"}}},
		{"net/http.Head", Func{Guarded: Guarded{Does: "request"}}},
		{"net/http.Post", Func{Guarded: Guarded{Does: "request"}}},
		{"net/http.PostForm", Func{Guarded: Guarded{Does: "request"}}},
		{"net/http.Client.Get", Func{Guarded: Guarded{Does: "request"}}},
		{"net/http.Client.Head", Func{Guarded: Guarded{Does: "request"}}},
		{"net/http.Client.Post", Func{Guarded: Guarded{Does: "request"}}},
		{"net/http.Client.PostForm", Func{Guarded: Guarded{Does: "request"}}},
		{"net/http.NewRequest", Func{Guarded: Guarded{Does: "request", Arg: 1}}},
		{"net/http.NewRequestWithContext", Func{Guarded: Guarded{Does: "request", Arg: 2}}},
		{"net/http.Redirect", Func{Guarded: Guarded{Does: "redirect", Arg: 2}}},
		{"net/http/httputil.NewSingleHostReverseProxy", Func{Guarded: Guarded{Does: "proxy"}}},
		{"net/http.Handle", Func{Routes: true}},
		{"net/http.HandleFunc", Func{Routes: true}},
		{"net/http.ServeMux.Handle", Func{Routes: true}},
		{"net/http.ServeMux.HandleFunc", Func{Routes: true}},
		{"github.com/gorilla/handlers.ProxyHeaders", Func{FillsScheme: true}},
	}
}

// inputFuncs are the functions whose results are text a program
// receives at run time.
func inputFuncs() []funcRow {
	return []funcRow{
		{"os.Getenv", Func{Origin: "input", EnvName: true}},
		{"os.LookupEnv", Func{Origin: "input", EnvName: true}},
		{"flag.Arg", Func{Origin: "input"}},
		{"flag.Args", Func{ElemOrigin: "input"}},
		{"flag.FlagSet.Args", Func{ElemOrigin: "input"}},
		{"net/http.Header.Get", Func{Origin: "input", ReadsHeader: true}},
		{"net/textproto.MIMEHeader.Get", Func{Origin: "input"}},
		{"net/url.Values.Get", Func{Origin: "input", DecodedText: "a query value"}},
		{"net/http.Request.FormValue", Func{Origin: "input", DecodedText: "a form value"}},
		{"net/http.Request.PostFormValue", Func{Origin: "input", DecodedText: "a form value"}},
		{"net/http.Request.PathValue", Func{Origin: "input", DecodedText: "a path value"}}, // a wildcard of the route a request matched
		{"net/http.Request.Referer", Func{Origin: "input"}},
		{"net/http.Request.UserAgent", Func{Origin: "input"}},
		{"github.com/spf13/pflag.FlagSet.Arg", Func{Origin: "input"}},
		{"github.com/spf13/pflag.Args", Func{ElemOrigin: "input"}},
		{"github.com/spf13/pflag.FlagSet.Args", Func{ElemOrigin: "input"}},
		{"github.com/coredns/caddy/caddyfile.Dispenser.Val", Func{Origin: "input"}}, // a token of the Corefile
		{"github.com/coredns/caddy/caddyfile.Dispenser.RemainingArgs", Func{ElemOrigin: "input"}},
		{"github.com/grafana/sobek.Value.String", Func{Origin: "input"}}, // a value of the script being run
		{"github.com/dop251/goja.Value.String", Func{Origin: "input"}},
		{"github.com/PuerkitoBio/goquery.Selection.Attr", Func{Origin: "decoded"}}, // an attribute of a parsed HTML document
	}
}

// printFuncs are the functions that only show their arguments.
func printFuncs() []funcRow {
	return []funcRow{
		{"fmt.Print", Func{Prints: true}},
		{"fmt.Printf", Func{Prints: true}},
		{"fmt.Println", Func{Prints: true}},
		{"fmt.Fprint", Func{Prints: true}},
		{"fmt.Fprintf", Func{Prints: true, FormatsTo: true}},
		{"fmt.Fprintln", Func{Prints: true}},
		{"fmt.Errorf", Func{Prints: true, NewError: true}},
		{"errors.New", Func{Prints: true, NewError: true}},
		{"log.Print", Func{Prints: true}},
		{"log.Printf", Func{Prints: true}},
		{"log.Println", Func{Prints: true}},
		{"log.Fatal", Func{Prints: true}},
		{"log.Fatalf", Func{Prints: true}},
		{"log.Fatalln", Func{Prints: true}},
		{"log.Panic", Func{Prints: true}},
		{"log.Panicf", Func{Prints: true}},
		{"log.Panicln", Func{Prints: true}},
		{"log.Logger.Print", Func{Prints: true}},
		{"log.Logger.Printf", Func{Prints: true}},
		{"log.Logger.Println", Func{Prints: true}},
		{"log.Logger.Fatal", Func{Prints: true}},
		{"log.Logger.Fatalf", Func{Prints: true}},
		{"log.Logger.Fatalln", Func{Prints: true}},
		{"log.Logger.Panic", Func{Prints: true}},
		{"log.Logger.Panicf", Func{Prints: true}},
		{"log.Logger.Panicln", Func{Prints: true}},
		{"log/slog.Debug", Func{Prints: true}},
		{"log/slog.Info", Func{Prints: true}},
		{"log/slog.Warn", Func{Prints: true}},
		{"log/slog.Error", Func{Prints: true}},
		{"log/slog.Logger.Debug", Func{Prints: true}},
		{"log/slog.Logger.Info", Func{Prints: true}},
		{"log/slog.Logger.Warn", Func{Prints: true}},
		{"log/slog.Logger.Error", Func{Prints: true}},
		{"log/slog.String", Func{Prints: true}},
		{"log/slog.Any", Func{Prints: true}},
		{"testing.common.Log", Func{Prints: true}},
		{"testing.common.Logf", Func{Prints: true}},
		{"testing.common.Error", Func{Prints: true}},
		{"testing.common.Errorf", Func{Prints: true}},
		{"testing.common.Fatal", Func{Prints: true}},
		{"testing.common.Fatalf", Func{Prints: true}},
		{"testing.common.Skip", Func{Prints: true}},
		{"testing.common.Skipf", Func{Prints: true}},
	}
}
