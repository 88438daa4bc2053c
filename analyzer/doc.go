// Package analyzer defines an Analyzer that reports URL string constants
// that break the URL grammars of package rfc where they reach a URL sink.
//
// # Analyzer urlvet
//
// urlvet: report URL constants that break RFC 3986, RFC 2396 or RFC 1738
//
// urlvet follows string constants to the function parameters and struct
// fields that take a URL (sinks), checks each string with rfc.Check
// against what its sink requires (a reference, an absolute URL, an HTTP
// URL, a request target, a component, a client library's form), and
// reports each violation at the bytes of the Go literal that hold it.
// DESIGN.md, at the root of the module, draws the packages and the path
// of a value from a sink to a report; docs/rules.md gives every rule of
// value flow.
//
// # Sinks
//
//   - net/url: Parse and (*URL).Parse (a URI reference; when the receiver
//     was parsed from a constant, the resolved URL is checked too),
//     ParseRequestURI (a request target), JoinPath and (*URL).JoinPath (a
//     base, then path elements, which JoinPath escapes), UserPassword (a
//     constant password is reported as embedded credentials, unless a
//     mask or paired with the user name of credentials a URL holds, whose
//     password it replaces), and the
//     string fields of url.URL composite literals and field assignments
//     (Path and Fragment hold decoded text; a Host follows the host rules
//     of a constant http, https, ws or wss scheme). A url.URL rebuilt only
//     to be shown is text, and its fields are no sink;
//   - net/http: Get, Head, Post, PostForm, NewRequest,
//     NewRequestWithContext and the methods of *http.Client (an absolute
//     http or https URL with a host; NewRequest also builds requests for
//     handlers, and then accepts a path), Redirect (a reference);
//   - net/http/httptest: NewRequest, NewRequestWithContext (a request
//     target);
//   - client libraries, matched by package path and name without
//     importing them (docs/client-libraries.md lists the catalogue):
//     gRPC targets, etcd endpoints, PostgreSQL URIs (pgx, pgxpool, pgconn,
//     lib/pq, and sql.Open with a PostgreSQL driver), MongoDB connection strings,
//     NATS server lists, go-redis, amqp091-go, MinIO, the gorilla, coder
//     and nhooyr WebSocket dialers, resty v2 and v3 (whose {name} path
//     parameters are holes), gentleman (whose :name segments are) and
//     golang.org/x/oauth2's endpoint and redirect fields, whose values are
//     checked in composite literals and field assignments alike;
//   - wrappers: functions, methods and function variables of any package
//     that pass a string parameter unchanged to a sink on every path, or
//     format it with the arguments after it (fmt.Sprintf(tmpl, args...))
//     and pass the text, whose callers' formats are then URL text with a
//     hole for each verb (WrapperFact); and field sinks, string fields every read of which
//     reaches a sink, whose writes are checked where they are written,
//     in importers too (FieldSinkFact); a function other packages call
//     that keeps a parameter, unchanged and on every path, in a field
//     sink read whole (a client's constructor, NewClient(url string)) is
//     a wrapper for them too;
//   - sinks named with -sinks=NAME:ARG[:TARGET],... (ParseSinks): NAME is
//     (pkgpath).Func, (pkgpath).Type.Method or (pkgpath).Type.Field, with
//     the parentheses optional when the path's last element has no dot;
//     ARG a parameter index or "field"; TARGET a target name of package
//     rfc such as reference, absolute, http, request, hostport, grpc.
//
// Diagnostics name a sink with the package name the file imports it as
// (amqp.Dial for github.com/rabbitmq/amqp091-go imported as amqp). HTTP
// client sinks accept the schemes the program registers with
// (*http.Transport).RegisterProtocol.
//
// # Value flow
//
// Constants reach a sink through literals, named constants of any
// package, constant expressions and concatenations, fmt.Sprintf, local
// variables (the assignments that reach the use on the function's
// control flow), package-level variables, struct fields and the elements
// of tables and maps, the results of functions (of other packages
// through ResultsFact), the parameters of functions whose every call is
// seen, flag defaults, and the standard functions of known meaning
// (strings.Join, path.Join, strings.Replace, net.JoinHostPort, the
// url escapers, httptest.Server.URL). Flow stops at values made at run
// time: input (the environment, the command line, a request's data, a
// response body), the text of a url.URL (its constants are checked where
// they enter it), data filled by a decoder, and the parameters of
// functions that other packages call; such a site is recorded in the
// Result with the reason, and nothing is reported for what flow does not
// see.
//
// Templates are checked too: in fmt.Sprintf formats and in concatenations
// with non-constant operands, each verb or operand is a hole standing for
// any valid text of the component it falls in, so
//
//	fmt.Sprintf("https://example.com/a b/%s", id)
//
// is reported and "https://example.com/u/" + id is not. "%%" is a
// literal '%'.
//
// Each problem is reported at the exact bytes of the Go literal that hold
// it (escapes, raw strings and concatenations included), with the check
// ID as Diagnostic.Category, the rule and RFC section in the message, and
// related information pointing to the sink call when the literal is
// declared elsewhere (or to the constant's declaration when it is in
// another package). Where the fix is safe (percent-encoding, %25, an IDNA
// A-label), a suggested fix edits only the literal's bytes, at the
// constant's declaration when it is in the analyzed package. A check
// reports once per literal: at its first place, saying how many more
// there are ("(and 25 more in this literal)"), with one fix for them all
// when each has a safe fix, and whatever sinks the literal reaches.
//
// # Fixes
//
// A fix edits a literal, and so every value its bytes are part of: the
// constant or variable it declares, the constants and variables built
// from that one, each concatenation. It is offered only when every use of
// those bytes is a URL sink that reads them as the reporting sink does:
// all as escaped URLs or components (url.Parse, the http client calls,
// http.NewRequest, http.Redirect, httptest.NewRequest, url.JoinPath,
// url.URL's RawPath, RawQuery, RawFragment and Opaque, wrappers, -sinks),
// or all as decoded url.URL fields (Path, Fragment, Host: URL.String
// escapes them again, so %20 written there is sent as %2520), and all or
// none through a printf format (where '%' is written "%%"). Any other use
// stops the fix, and the diagnostic says which and where: a route pattern
// (net/http's Handle and HandleFunc, and the routers gorilla/mux, chi,
// gin, echo, httprouter and fiber), text printed by fmt, log or errors, a
// comparison, a switch case, a map key, a return, an argument of any
// other function, a variable whose address is taken:
//
//	const route = "/v1/users/{id}"
//	mux.HandleFunc("GET "+route, h) // a pattern: {id} is a wildcard
//	http.Get(base + route)          // no fix: route is also used as a route pattern at main.go:12
//
// Uses that cannot be seen stop the fix too. An exported package-level
// constant or variable of a package other than main can be used by any
// importer, and facts flow from a package to its importers, never back:
// its declaration is never fixed (the finding is still reported, with the
// reason). A package-level identifier is also used by the package's test
// files: when they are not among the files analyzed (urlvet -test=false,
// or the package variant without tests that urlvet also analyzes), they
// are read without types, and an identifier they name gets no fix there;
// the variant with the tests, which go vet and go fix analyze, decides.
// External tests (package p_test) can name the exported identifiers of
// a main package, and are read the same way. Local constants and
// variables are used only in their function.
//
// # Test code
//
// Test files are analyzed too. Test code is a _test.go file, a package
// of test helpers, mocks or fakes (an import path element such as test,
// testutil, mock, fakes, or one ending in "test" like httptest), and any
// URL written there, whichever function of the package under test reads
// it. A test's URLs are mostly what it means to send: a bracketed or JSON
// query for the server under test, a path traversal or an XSS probe, a
// name in Unicode, the input of a URL normaliser. So there urlvet reports
// what a test would not notice by itself, each check as its test policy
// says (urlvet help ID, docs/checks.md):
//
//   - the mistakes of how a URL is built or meant, as anywhere: an
//     unexpanded "${tc.id}" or "{id}", a join that drops or doubles a '/',
//     path.Join on a URL, a second '?' for '&' (but a template action the
//     test compares the response with, expecting it back as it stands or
//     looking for "{{" there, is its probe);
//   - host:port by hand (hostport) and run-time input unescaped
//     (unescaped-input) as warnings, only with Warnings (-warnings) or
//     when Checks names them: a test's hosts and IDs come from its own
//     fixtures, servers and containers; neither unescaped check reports
//     the running test's name where every name on its way is known, run
//     once and plain there, or text the code under test made that the
//     test sends back to it (read from a response, a recorder, a
//     redirect, the request its own handler receives);
//   - the grammar (char, escape, host, port...) only for a URL that the
//     standard sink under the call (through the package's wrappers)
//     refuses while the test drops the error (u, _ := url.Parse(s)), or
//     that a client sends and every server refuses (a space in the
//     query splits the request line: 400 Bad Request), and for a host
//     name that a call of another package reads as a path or a scheme
//     (http.NewRequest("GET", "example.com", nil) has no host; a test
//     gives its own package's API odd input on purpose), where the test
//     sends the request or reads its URL or Host (a request only given
//     headers or a body and handed on, to a signer, is the input of code
//     that reads those);
//   - never credentials and query-brackets.
//
// A refused URL is not reported when the test reads the error (if err !=
// nil { t.Fatal(err) }, require.NoError, must(url.Parse(s)), or
// err.Error() with no check of err, which panics where the sink accepts)
// or the sink panics (httptest.NewRequest), or a function of a test file
// returns the error to a caller that reads it or that is out of sight (a
// framework calling an example's data source): the test fails by itself,
// or means the failure. What each sink refuses is what the standard library does:
// url.Parse's errors, a client's missing host, scheme or invalid port,
// httptest's request line.
//
// urlvet also stays quiet where the error is the point. Not reported:
// calls in test files whose error result is
// required to be non-nil (if err == nil { t.Fatal(...) }, errors.As,
// assert.Error, require.Error, gocheck's c.Assert(err, ErrorMatches, …)
// and NotNil) or that pass http.StatusBadRequest (the
// status the test expects back), and what a test writes into a
// package-level variable that only such calls of it after the write read
// (relPath = "://x" before c.Token(), whose error it requires); values
// from table rows that expect an error (a field named like WantError,
// wantErr, hasError, err, bad or invalid that is set, one named valid,
// ok or shouldPass that is false, a name field that says the input is bad: {name: "bad scheme"}, or a
// status field set to http.StatusBadRequest), from map entries so named,
// from tables and variables named like badURLs or invalidHTTP, and from
// subtests or test functions so named (t.Run("invalid url", ...),
// TestParse_invalid_url, or ending in Errors: TestLogoutErrors),
// and from function literals handed to helpers so
// named (testBadOptions(t, func() { ... }), assert.Panics); constants in
// a row's expected output (want, expected, res, golden); constant
// passwords in test files (fixtures use fake ones on purpose), route
// parameters (a router's test sends its pattern "/users/:id" as a path)
// and bracketed query keys (query-brackets: ?ids[]=1, which every Go
// client and server accepts), and a URL an example leaves to the reader
// ("...", "YOUR_REDIRECT_URL", "https://YOUR_DOMAIN.auth0.com/",
// "http://<hostname-or-ip>:7000", and in a program under an example or
// examples directory ""). A name says the input is bad with a word such
// as invalid, bad or malformed, or error or failure leading it or
// following a verb of expectation ("returns error"). Generated files are
// not reported, nor any diagnostic silenced by a //urlvet:ignore
// directive; golangci-lint's //nolint:urlvet works in the same places.
//
// # Suppressing a finding
//
// A //urlvet:ignore comment silences the findings on its own line and,
// when it stands alone on its line, on the next one; a finding counts as
// on the line of its bytes and on the line of its sink call:
//
//	url.Parse(raw + "/a b") //urlvet:ignore char the server expects a raw space
//	//urlvet:ignore port,host-underscore test fixture
//	http.Get("http://my_svc:99999/")
//	//urlvet:ignore legacy endpoint
//	http.Get(legacyURL)
//
// The first word after //urlvet:ignore is a comma-separated list of check
// IDs when it contains a comma or names a check other than directive: only those checks are
// silenced, and the rest of the comment is the reason. Otherwise the
// comment is the plain form: it silences every check, and all its text is
// the reason. A name in the list that is no check is reported (check
// "directive", which obeys -checks and -disable like the others and which
// no directive silences); a list of such names only silences nothing.
//
// A directive that silenced nothing in the package's analysis is
// reported at the comment, "this urlvet:ignore directive silences
// nothing; should it be removed?" (check "directive"), with a fix that
// deletes it (the whole line when the comment stands alone on it, else
// the comment). A directive naming several checks is judged per check:
// when some silenced a finding, the names of the others are reported,
// with a fix that removes them from the list. Findings depend on the
// configuration, so a name is reported only when it could have silenced
// one in this run: its check runs (not when the run's -checks or -disable
// turn it off, nor for a warning check without -warnings; the plain form
// is reported only when every check runs: -warnings, and no -checks or
// -disable), the grammar is RFC 3986 (the default;
// under -rfc=2396 or 1738 no directive is reported unused), and its file
// is not generated. credentials does not run in test files, so a
// directive there naming it is not reported. Without -literals, a
// directive on or above a string literal that -literals would check is
// not reported either. A finding of a -sinks entry is seen only by runs
// with that entry: give every driver the same -sinks. An analysis
// without the package's internal test files (urlvet -test=false, or the
// package variant without tests) reports no directive of the package
// unused, since a finding only the tests reach escapes it. A package urlvet
// skips (it imports no sink package) reports no directive.
//
// staticcheck's directives work too, read as staticcheck reads them, so
// that one comment silences both tools: //lint:ignore CHECKS reason
// silences the findings on the first line of the statement (or other
// node) its comment belongs to by go/ast's CommentMap, and
// //lint:file-ignore CHECKS reason those of the whole file. CHECKS is a
// comma-separated list of patterns (path.Match syntax, any case) matched
// against urlvet's check IDs; staticcheck's own names (SA1007) match none
// and are left to it. A directive without a reason silences nothing, as
// in staticcheck; urlvet reports it when it names only urlvet checks. A
// //lint:ignore that names only urlvet checks by their IDs and silenced
// nothing is reported as a //urlvet:ignore one is, under the same
// conditions; one that also names another tool's check or a pattern is
// not judged.
//
// # Flags
//
//	-rfc=3986|2396|1738  grammar (default 3986)
//	-checks=id,...       run only these checks (empty: all but the
//	                     warnings)
//	-disable=id,...      do not run these checks
//	-warnings            also run the warning checks
//	-sinks=...           extra sinks, as above
//	-literals            also check string literals that look like an
//	                     absolute http, https, ws, wss or ftp URL even when
//	                     no sink is seen (not struct tags, regexp patterns,
//	                     XML namespaces, text with spaces, or test files;
//	                     printf formats, and constants used as one,
//	                     are checked as templates)
//
// # Warnings
//
// A check of rfc.Warning severity (host-underscore: an underscore in a
// host name, which RFC 1123 forbids and many resolvers accept; unescaped:
// a string written unescaped into a path or query, wrong only when it
// holds a delimiter) reports what may be, not certainly is, wrong; so do
// the warning tier of join and resolve (a url.URL's Path right after its
// Host; a path assigned over a base of free configuration's,
// rfc.CheckDoc.Warns) and, in test files, hostport and
// unescaped-input. Diagnostics have no severity, and
// go vet, nogo and golangci-lint fail on any of them, so the warnings
// are off by default: -warnings (Config.Warnings, golangci-lint's
// warnings setting) turns them all on, and naming a check in -checks
// turns on its warnings with it. -disable wins over both. The message of
// each warning starts with WarningPrefix ("warning: "), the one place
// every driver passes on (the category is the check ID); the standalone
// -sarif output takes it off and gives the result level "warning" (and
// every other result level "error"). urlvet check reports warnings
// without failing.
//
// # Configuration and embedding
//
// Analyzer is urlvet with the default configuration; its flags configure
// it. New returns another analyzer with its own Config (Profile, Checks,
// Disable, Sinks, Literals, Warnings), whose flags start from that
// configuration: each analyzer of a program (one per golangci-lint
// configuration, say) keeps its own. Config.Validate reports an unknown
// profile or check, or a malformed sink; an analyzer made by New fails its
// first run with that error, so a configuration never silently does less
// than it says. ParseSinks parses the -sinks syntax into Sinks.
//
//	cfg := analyzer.Config{
//		Profile: rfc.RFC3986,
//		Disable: []rfc.CheckID{rfc.CheckQueryBrackets},
//		Sinks:   []analyzer.Sink{{Func: "example.com/api.Fetch", Arg: 0, Param: analyzer.SinkParam{Target: rfc.HTTP}}},
//	}
//	if err := cfg.Validate(); err != nil {
//		log.Fatal(err) // before any run
//	}
//	singlechecker.Main(analyzer.New(cfg)) // or unitchecker, checker.Analyze, a nogo or gopls list
//
// The analyzer requires no other analyzer and runs on packages with type
// errors (RunDespiteErrors). It exports facts, so a driver must run it on
// every package of the import graph, dependencies included, as go vet,
// gopls, nogo, golangci-lint and x/tools' checker do; facts are
// gob-encodable. Its findings are the same in every driver for the same
// configuration; give every driver the same -sinks.
//
// # Facts
//
// Facts (package analyzer/internal/facts) carry what a package knows to
// its importers, never back:
//
//   - WrapperFact (a function, method or function variable): which string
//     parameters reach which sink, with the sink's target, whether after a
//     prefix the callers do not see (c.BaseURL + path), and whether as a
//     printf format the sink gets formatted (c.base + fmt.Sprintf(tmpl,
//     args...));
//   - PackageWrappersFact, PackageFieldSinksFact (a package): that it
//     exports wrappers or field sinks, so that importers are analyzed;
//   - ResultsFact (a package): the known results of its exported
//     functions: constants, templates with holes (each with what its text
//     is, where the function shows it: escaped, a whole query
//     url.Values.Encode made, a number; the parameter whose text or
//     escape a hole holds), the reason of results of
//     run-time origin, returned parameters, lookup methods, and a
//     parameter formatted after a prefix (c.base + fmt.Sprintf(tmpl,
//     args...)), so that callers' templates are URL text, each verb a
//     hole for the argument the caller gives it; of a String,
//     GoString or Error method, only the origin of its text;
//   - VarFieldsFact (an exported variable): the constant fields of its
//     struct literal, or the URL constant of a string variable, that the
//     package never changes;
//   - FieldSinkFact (an exported string field, and its exported
//     carriers): the field is a sink, with the weaker need of its sinks;
//   - FieldValuesFact (a package): the constants, or the origin, of what
//     it writes into its exported types' string fields, which of them
//     hold only hosts it parsed, with no ':' but in brackets, and which
//     only free configuration it leaves untrimmed (an environment
//     variable, a flag);
//   - SchemesFact (a package): the schemes it, or a package it imports,
//     registers with RegisterProtocol;
//   - HostResultFact (a function): it parses a parameter as a URL and
//     returns the URL's host, as a result or a string field of one, and
//     reads the URL for nothing else (a parser of bind addresses);
//   - ListenFact (a function or method): an address a parameter or the
//     receiver carries (a string, a url.URL's host, a string field)
//     reaches a listener and nothing that sends it, or, for a receiver,
//     is only compared or shown, or, for a string, reaches a dialer
//     (a client's address); with HostResultFact, a caller's
//     "http://" + ":8008" parsed for a listener may have an empty host;
//   - PackageListensFact (a package): that it has ListenFacts, so that an
//     importer that imports no package of listeners is read for them;
//   - ValidatorFact (a function): it returns true only where a string
//     parameter matches a pattern (a constant regexp, the parts of a
//     split each a pattern accepts, the keys of a table of constants):
//     what a caller's string holds where the function accepted it;
//   - PackageValidatorsFact (a package): that it has ValidatorFacts, so
//     that an importer is read for the values they accept;
//   - HostNameFact (a function or method): its string result is only
//     ever the name of the machine the program runs on (os.Hostname's,
//     the GCE metadata server's), directly or through variables of its
//     package, never an IPv6 address: a caller may write it before
//     ":port"; PackageHostNamesFact (a package): that it has them.
//
// Analyzer.FactTypes lists them. Their String methods are what
// analysistest's "// want" fact comments and -json output show.
//
// # Result
//
// Run returns a *Result (Analyzer.ResultType) listing every sink site of
// the package, for drivers that count what urlvet saw: the sink, its
// target, the number of constants found to reach it, whether every value
// was found, and otherwise the reason value flow stopped ("call",
// "field", "decoded", "parameter", "variable", "url", "input", "wrapper",
// "field-writes", "infeasible", ...). internal/eval groups the reasons: "url", "input",
// "wrapper" and "field-writes" are sites whose constants are checked
// elsewhere.
//
// # Cost
//
// A package that imports none of net/url, net/http, net/http/httptest, a
// catalogued package, a package of a -sinks entry, or a package exporting
// wrappers or field sinks only exports its facts; so does one that names
// none of the objects a check starts from. Others are walked once. Value
// flow works on the syntax tree and type information, without building
// SSA.
package analyzer
