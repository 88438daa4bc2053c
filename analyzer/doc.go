// Package analyzer defines an Analyzer that reports URL string constants
// that break the URL grammars of package rfc where they reach a URL sink.
//
// # Analyzer urlvet
//
// urlvet: report URL constants that break RFC 3986, RFC 2396 or RFC 1738
//
// A sink is a function parameter that takes a URL:
//
//   - net/url: Parse (a URI reference), ParseRequestURI (a request
//     target), (*URL).Parse (a reference; when the receiver was parsed
//     from a constant, the resolved URL is checked too), JoinPath and
//     (*URL).JoinPath (a base, then path elements that JoinPath escapes:
//     only a '%' that starts no valid escape and control bytes are wrong
//     in them), UserPassword (a
//     constant password is reported as embedded credentials), and the
//     string fields of url.URL composite literals, elided ones in
//     []*url.URL and map[K]*url.URL literals included, and of url.URL
//     field assignments (u.RawQuery = ..., req.URL.Path = ..., and
//     ep.Host = ... through an embedded url.URL or *url.URL; a Host
//     follows the host rules of a constant http, https, ws or wss scheme
//     that the literal or a Scheme assignment gives). Path and Fragment
//     are decoded forms, so only control bytes and invalid UTF-8 are
//     wrong there. A url.URL rebuilt only to be shown is text, and its
//     field assignments are no sink: a local variable holding a url.URL
//     of its own (a copy, or a new *url.URL from url.Parse, &url.URL{} or
//     new), whose every use is a field assignment, a comparison, a field
//     read (or Hostname, Port, ...) assigned back to its fields or shown,
//     or its String or Redacted shown, at least once. Shown text is an
//     argument of fmt's printing functions, log, log/slog, errors.New,
//     testing's logs or panic, through concatenation, fmt.Sprint and
//     strings' trim, replace and case functions, or the result of an
//     unexported function whose results reach no sink as value flow sees
//     them: it is used in the package, no sink's value is read from a
//     call of it (or of a function that calls it), none from a call
//     through a function value of its type, and its value is only passed
//     to functions of the package.
//     A sink whose value flow stopped early (an unfollowed field) is not
//     seen by that test;
//   - net/http: Get, Head, Post, PostForm, NewRequest,
//     NewRequestWithContext and the methods of *http.Client (an absolute
//     http or https URL with a host), Redirect (a reference). NewRequest
//     also builds requests for handlers: it accepts a path ("/x?y"), and
//     "" or a query alone ("?a=b") unless the function sends that
//     request with (*http.Client).Do or RoundTrip without setting its URL
//     (otherwise only the query's characters are checked). A path may
//     carry a fragment (it stays in URL.Fragment), a request the
//     function writes with Request.Write may have any scheme (ws://),
//     and one it hands to a handler (h.ServeHTTP(w, req), or a function
//     of an http.HandlerFunc's signature) without sending it is a
//     reference: etcd's NewRequest("POST", "foo", body) for a handler;
//   - net/http/httptest: NewRequest, NewRequestWithContext (a request
//     target);
//   - wrappers: functions, methods, and package-level variables holding
//     function literals that pass a string parameter unchanged to a sink
//     (directly, or from a closure they make on every path), in any
//     package. A variable also assigned another function (a test's stub)
//     is none. A parameter assigned in the function other than by a
//     default while it is empty (if u == "" { u = def }, before the
//     sink: "" is then not checked, and the default is checked at the
//     sink), or reaching the sink only under an if or switch that tests
//     it (if strings.HasPrefix(ref, "file://")), or reaching it only in
//     a branch, a loop (but for { ... }, a retry loop) or after an early
//     return (one under an if that tests an error, at any depth, or the
//     failure of a type assertion, aside, and one that only returns a new
//     error, errors.New, fmt.Errorf, a sentinel or a value of an error
//     type, on a condition that does not depend on the parameter: the
//     call fails) that tests another parameter (if mode == 1 { return })
//     or the parameter other than for emptiness, does not make a
//     wrapper; after an early return that tests the parameter for
//     emptiness, "" is not checked. Nor does one the function returns
//     itself when the sink fails (u, err := url.Parse(repo); if err != nil
//     { return repo }): it takes more than URLs on purpose, and the
//     arguments of its calls are not checked at that sink either. They
//     are found with a WrapperFact, as the printf checker finds printf
//     wrappers, so chains of wrappers work across packages;
//   - client libraries, matched by package path and name without
//     importing them (the catalogue in catalog.go; README.md lists it):
//     gRPC dial targets (grpc.NewClient, Dial, DialContext: rfc.GRPC),
//     etcd endpoints (clientv3.Config.Endpoints, a []string field),
//     PostgreSQL URIs (pgx, pgxpool, pgconn, lib/pq, and sql.Open with a
//     PostgreSQL driver: rfc.Postgres, which skips keyword/value DSNs),
//     MongoDB connection strings (options.ClientOptions.ApplyURI, v1 and
//     v2), NATS server lists (nats.Connect), go-redis, amqp091-go, MinIO,
//     gorilla, coder and nhooyr WebSocket dialers, resty (whose {name}
//     path parameters are holes) and golang.org/x/oauth2's endpoint and
//     redirect fields. A struct field sink is checked where a composite
//     literal sets it;
//   - sinks named with -sinks=NAME:ARG[:TARGET],... (ParseSinks): NAME is
//     (pkgpath).Func, (pkgpath).Type.Method or (pkgpath).Type.Field, with
//     the parentheses optional when the path's last element has no dot;
//     ARG a parameter index or "field"; TARGET a target name of package
//     rfc such as reference, absolute, http, request, hostport, grpc.
//
// Diagnostics name a sink with the package name the file imports it as
// (amqp.Dial for github.com/rabbitmq/amqp091-go imported as amqp), or its
// declared name. HTTP client sinks accept the schemes the package
// registers with (*http.Transport).RegisterProtocol (any, when the scheme
// is not a constant), and the constant ones a package it imports,
// directly or not, registers (a SchemesFact: etcd's transport package
// registers "unix").
//
// Constants reach a sink as literals, named constants of any package,
// constant expressions and concatenations, local variables (the
// assignments that reach the use along the function's control flow: an
// if choosing one of two URLs checks both, and u = "https://" + u in one
// branch never sees the other branch's u = "http://" + u), and
// package-level variables assigned once. A variable whose address is
// taken is not followed; one also assigned a non-constant keeps its
// constants checked, unless it is computed from itself (u = clean(u)):
// the non-constant part is a hole. So are the defaults of flag.String,
// flag.StringVar and pflag's String, StringP, StringVar and StringVarP
// (of the package or of a FlagSet), into a variable or a field; a
// flag's site is resolved by its default, and with the default "" only
// the command line reaches it, which is input. A local variable extended
// in place (u += "?" + q under if q != "", u = u + "/" + name) takes the
// values the paths of its function build: each path's extensions in
// order, once each, and a loop's first run followed by a hole for the
// others; the two branches of an if never meet. A package-level variable
// that an init function always replaces does not keep its initializer.
//
// Constants are also followed through data: a struct field read
// (cfg.BaseURL, tt.url) takes the values its base's composite literals
// give it (locals, package-level variables, nested, embedded, pointer and
// positional literals) and every assignment of the field that can store
// there, and across packages, with a VarFieldsFact, the constant fields of
// an exported variable's struct literal (conf.Default.BaseURL) that its
// package never changes; an element read takes those of slice, array and map literals,
// ranged over or indexed with a constant (endpoints["prod"]), and of
// x[k] = v assignments; the list a function of the package returns
// (for _, ep := range endpoints() or eps, err := endpoints()) has the
// elements of every return that is nil, a literal or a local list built
// from them with append, error paths aside. A read of the String of a nullable string (a
// struct with a String and a Valid field, such as sql.NullString, or one
// embedding it, such as guregu/null's String), cfg.URL.String, takes the
// strings the URL field is built with, as a read of a string field:
// null.StringFrom(s) and null.NewString(s, valid) hold s; a copy of the
// field from itself adds nothing, and a test of Valid filters no value.
// A field read whose base cannot be followed (a
// receiver) takes every literal and assignment of the field in the
// package, if its struct is declared there and each constant looks like
// a URL or a path (or, for a read that is the whole argument of a sink
// taking a host:port, such as url.URL's Host or minio.New, an IP address
// and a port: 127.0.0.1:9000). One of a struct type of another package, when the
// declaring package writes constants into the field (its
// FieldValuesFact), takes those constants (written in literals,
// assignments and flag defaults; reported at the read with where they
// are written), this package's writes, and a hole for other packages'
// writes, under the same rule; not for a field with a FieldSinkFact (its
// writes are checked), of a url.URL, or of a package-level variable of
// another package. A field read that gets no constant from the reading
// package and none that looks like a URL or a path from the declaring
// one (a package whose constants all look like text exports no fact, to
// keep facts few) is unresolved with the reason "decoded" when its
// values come from decoding input: its tag names an encoding (json,
// yaml, xml, toml, mapstructure, protobuf), or it is an untagged exported
// field of a struct whose other fields have such tags (decoders fill it
// by its name), or its struct is a generated protobuf message or a
// certificate of crypto/x509 (parsed from DER), or it is a field of
// the value such a field holds (msg.Action.URL, msg.Actions[0].URL,
// with Action and Actions decoded). So is a read of such a
// field that the package stores, besides plainly, only in its decoding
// methods, each value with an error (msgp's DecodeMsg: z.Endpoint, err
// = dc.ReadString()), or from itself (r.URL, err = url.JoinPath(r.URL,
// p): values derived from decoded ones), and a read of a field of a local variable that
// only decoders fill (var v T, then json.Unmarshal(b, &v) or
// json.NewDecoder(r).Decode(&v) on data holding no constant, and no other
// store, address or method call). A field of another package that its
// package writes only with input or such decoded data (Location: a
// response's header, FinalizeURL: v.Finalize), and never a constant but
// "", has that reason in its FieldValuesFact, which readers take, with
// their own writes checked; so do the elements of a []string field
// written only with decoded lists (AuthzURLs: v.Authorizations). A decoded field of another package with no fact
// takes the reading package's writes, checked, and a hole: "decoded"
// still. A read outside tests leaves out the writes of the package's
// tests, which fill decoded fields as a decoder would, with placeholders
// or bad input for an error path. It is not checked elsewhere: a constant written into the field
// by a package that neither declares nor reads it (a test helper, a
// third package building the message) is not seen. A read under a
// condition or after an early exit that tests the row (if e.kind !=
// "url" { continue }) is not followed. In test files, rows that expect an error (a set wantErr, err
// or bad field, a valid, ok or shouldPass field set to false, a name field
// that says the input is bad: {name: "bad scheme"}), map entries so named
// ("invalid host": ...), tables named like badURLs or invalid, and what a
// subtest or a test function so named holds (t.Run("invalid url", ...),
// t.Run("error_parse", ...), TestGetURIPath_invalid_url) are not
// reported. A name says the input is bad with a word such as
// invalid, bad or malformed, or one of error or failure that leads it or
// follows a verb of expectation ("returns error"); "redirects to error
// page" and "should not fail" do not. Nor is a constant written into a
// field that has a FieldSinkFact inside the value of a row's field named
// like the output the code under test must give (want, expected, res,
// result, golden: {line: "loki=host:1233", res: lokiHook{addr:
// "host:1233"}}): that value is compared, not used.
//
// Fields are also checked where they are written. A string field of a
// struct type declared in the package whose every read there is the whole
// argument of URL sinks, each called on every path through its function
// (an earlier return may test an error or the field itself), is a sink,
// as a wrapper's parameter is. Sinks that need different whole URLs
// (url.Parse a reference, http.Get an http URL) have the field checked
// for the weaker need all of them imply, so that a constant reported
// fails at each of them. A copy of the field into another field that is
// a sink (d.url = c.URL, Discovery{url: c.URL}; the other field declared
// in the package, or in another with a fact), made on every path, is a
// read at that field's sinks. So is a read that reaches a sink through
// carriers and local variables: a function of the package whose every
// return is a constant or the field (run on every path, or under an if
// that tests the field for a value: if c.BaseURL != "" { return
// c.BaseURL }), or another carrier's result, perhaps followed by a path
// or query; a local variable assigned one of them once, on every path,
// perhaps extended by u += "?" + q. What follows the field must start a
// path or a query: a constant, fmt.Sprintf("%s/api/%s", c.baseURL(),
// id), or path.Join whose first element is absolute (its result is
// clean: never "//"), also of a list made with that first element
// (tailscale's BuildURL). Every reference to such a carrier or
// variable in the package must be part of a chain that reaches a sink:
// a carrier's result also logged, or a local copy also used another
// way (os.Remove(u)), makes the field no sink; a local copy may also be
// logged. An exported carrier of a field with a FieldSinkFact gets the
// fact too: an importer's sink that reaches its result
// (client.BuildURL("devices")) is checked where the field is written.
// An exported field sink gets a FieldSinkFact, so that every package
// writing it (the declaring one, importers, their tests) checks the
// constants it writes there: in
// struct literals, keyed or not, nested, pointer and elided ones, and in
// x.F = ... assignments, reported at the write with the field named
// (lib.Config.Endpoint: ...). A read that starts a concatenation with a
// constant path or query (c.BaseURL + "/v1") counts as a sink read too;
// then only the written value's own bytes are checked, followed by what
// starts a path and a hole (a port or an escape at its end is judged
// whole), and, when some sink appends a path starting with '/', a '/'
// ending the value is a join that makes "//" (reported at that '/'). As a function that uses its parameter only on some paths is no
// wrapper (nats-server's pollConnz), a field also read another way
// (printed, compared with a constant other than "", passed to another
// function, its address taken, rewritten from itself, copied into a field
// that is no sink), read at a sink only under a condition or after an
// early return that tests something else, or read at sinks whose needs
// imply no common one (url.Parse, and httptest.NewRequest, which reads
// "//x" as a path), is no sink. A package that itself reads the field
// another way, or also writes into it a constant that looks like neither
// a URL nor a path (a table of settings whose "home" row only is read at
// a sink), has its writes of the field left alone. A read of such a field
// that value flow cannot resolve has the reason "field-writes", and a
// constant checked at the read is not checked again at its write.
//
// Constants are followed through calls: the results of functions,
// methods and function literals whose returns are constants or templates
// (a parameter is a hole; an unknown return is a hole too, and an empty
// string, an error path's string or a failure's message, err.Error(), is
// not a URL), in the package and across packages with a ResultsFact, which
// also keeps the reason of a result that is url text, input or decoded
// data (a String method of another package counts only by such a reason,
// never by its text), and the parameters it returns as they are or
// trimmed of spaces, whose arguments are resolved at each call (the
// result of env.Get(key, def) is input or def, so def's constants are
// checked); a lookup method, which returns the value field of the
// receiver's element whose key field equals a parameter (kvs.Get(key),
// kvs.Lookup(key), directly or through another of the receiver's
// lookups), gives a call with a constant key the values of that field
// in the package's element literals with that key (a table of defaults
// such as minio's DefaultKVS), and the reason of the field's other
// writes (rows whose key it cannot tell, decoders, other packages); in
// the package, a function with one
// return (error returns aside) gets the call's arguments for the
// parameters its body never assigns, so endpoint("a b") is checked
// through func endpoint(p string) string { return base + p }; calls
// through variables holding a function or method value
// (get := client.Get); and standard functions of known meaning, on
// constants and holes: strings.Join, path.Join (with its cleaning),
// strings.Replace and ReplaceAll (on a template, when the old text can
// match only in holes), TrimSpace, TrimPrefix and TrimSuffix, cmp.Or, a
// local strings.Builder written in straight-line code, net.JoinHostPort,
// the strconv formatters, fmt.Sprintf's %s, %v and %d of known
// arguments, the escapers url.Values.Encode, url.QueryEscape and
// url.PathEscape (escaped text, valid in the components that take it),
// and httptest.Server.URL ("http://127.0.0.1:" and a port). A site whose
// value is run-time input (os.Getenv, os.Args, the args of a cobra
// command's Run, a header, form or query value, a gorilla/mux route
// variable, the body of an HTTP response read whole, a field of the request
// an HTTP handler serves, also in an unexported helper every call of
// which passes it (getObjectLocation(r, ...)), the RequestURI of any request, which only a
// server sets, when the package stores nothing but "" into it, the
// arguments of flag.Args and of a Corefile directive, a line a
// bufio.Scanner or bufio.Reader reads from anything but a reader of the
// program's own text, a value of the JavaScript a sobek or goja runtime
// runs) is unresolved with the reason "input"; an attribute of an HTML document goquery parsed,
// with "decoded". Parts of such text (strings.Split, Fields and Cut,
// net.SplitHostPort's host and port, a regexp's submatches) keep its
// reason, as do parts of a parameter. Text derived from a url.URL (a
// field read such as u.Host, req.URL.Path or ep.Host of a struct
// embedding a url.URL, or String, Redacted, Hostname, Port,
// EscapedPath, EscapedFragment or RequestURI, also of a JoinPath or
// ResolveReference result, and the text url.JoinPath returns) that
// value flow cannot follow is unresolved with the reason "url": its
// constants are checked where they enter the url.URL (url.Parse, url.URL
// literals and field assignments, JoinPath);
// that of the request a handler serves is "input". A site whose value is
// a parameter that makes its function a wrapper with a WrapperFact, or an
// unexported one every call of which is in the package, is unresolved
// with the reason "wrapper": its callers are checked. A parameter of an
// unexported function, or of a function literal, every call of which is
// in the package (none used as a value) takes the arguments of those
// calls, each resolved and reported where it is written, when the sink
// runs on every path of the function with the parameter unchanged
// (directly, or in the value a local variable is declared with and never
// assigned again): a function that uses it on some paths only (if mode
// == 0 { readBody(url) }) passes no argument of its calls to the sink.
// An early return before the sink, or a replacement (if u == "login" { u
// = def }), on a condition that reads only the parameter, constants, len
// and the strings functions TrimSpace, ToLower, ToUpper, TrimPrefix,
// TrimSuffix, HasPrefix, HasSuffix, Contains, ContainsAny, ContainsRune
// and EqualFold
// (if !strings.HasPrefix(ep, "ws://") { return errors.New(...) }), is
// evaluated on each constant argument: one for which it holds is not
// checked; an argument of text and holes, which may fail it, is not
// checked and leaves the site "parameter". A replacement followed by
// such a return gives no argument. So is a parameter copied, in place of
// a default, into the local the sink reads under such a condition (base
// := def; if server != "" { base = server }, the if a statement of the
// function's body): an argument reaches the sink when it holds. The
// result of a call of a function parameter (lookupEnv(key) in a function
// taking lookupEnv func(string) (string, bool)) is the caller's text too:
// unresolved with the reason "parameter".
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
// constant's declaration when it is in the analyzed package.
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
// Not reported: calls in test files whose error result is required to be
// non-nil (if err == nil { t.Fatal(...) }, assert.Error, require.Error)
// or that pass http.StatusBadRequest (the status the test expects back),
// url.URL literals in test table rows that expect an error (a field named
// like WantError, wantErr, hasError, err, bad or invalid that is set, one
// named valid, ok or shouldPass that is false, or a name field that says
// the input is bad) or in subtests named so, constant
// passwords in test files (fixtures use fake ones on purpose), generated
// files, and any diagnostic silenced by a //urlvet:ignore directive.
// golangci-lint's //nolint:urlvet works in the same places.
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
// host name, which RFC 1123 forbids and many resolvers accept; hostport: a
// host formatted by hand before ":port", wrong only for an IPv6 address)
// reports what may be, not certainly is, wrong. Diagnostics have no severity, and
// go vet, nogo and golangci-lint fail on any of them, so the warning
// checks are off by default: -warnings (Config.Warnings, golangci-lint's
// warnings setting) turns them all on, and naming one in -checks turns
// it on alone. -disable wins over both. urlvet check reports warnings
// without failing, and the standalone -sarif output gives them level
// "warning".
//
// # Result
//
// Run returns a *Result listing every sink call of the package and how
// far value flow got, so that drivers can count the URL constants seen
// and missed.
//
// # Cost
//
// A package that imports none of net/url, net/http, net/http/httptest, a
// catalogued package, a package of a -sinks entry, or a package exporting
// wrappers or field sinks is skipped at once. Others are walked once, looking up the callee of each call
// with arguments; the assignments that value flow follows are indexed on
// demand, one top-level declaration at a time. Value flow works on the
// syntax tree and type information, without building SSA.
package analyzer
