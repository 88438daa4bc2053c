package rfc

// A CheckID names a class of violation. IDs are stable: users select and
// suppress checks by them, and they appear as Diagnostic.Category.
type CheckID string

// The checks: those Check reports, documented in Checks (below), and those
// only the analyzer makes, documented in package analyzer.
const (
	CheckChar           CheckID = "char"            // a character that must be percent-encoded where it stands
	CheckNonASCII       CheckID = "non-ascii"       // a non-ASCII byte outside the host
	CheckEscape         CheckID = "escape"          // '%' that starts no valid escape
	CheckScheme         CheckID = "scheme"          // malformed scheme
	CheckHost           CheckID = "host"            // malformed host name or reg-name
	CheckIDNA           CheckID = "idna"            // non-ASCII host name: use its A-label
	CheckHostUnderscore CheckID = "host-underscore" // underscore in a DNS host name (warning)
	CheckIPv4           CheckID = "ipv4"            // malformed or out-of-range IPv4 address
	CheckIPv6           CheckID = "ipv6"            // malformed IP literal
	CheckPort           CheckID = "port"            // non-numeric or out-of-range port
	CheckCredentials    CheckID = "credentials"     // password embedded in userinfo
	CheckPath           CheckID = "path"            // path structure (colon in first segment, '//' without authority)
	CheckSchemeGrammar  CheckID = "scheme-grammar"  // breaks its scheme's own grammar (RFC 1738 §3, §5)
	CheckTarget         CheckID = "target"          // not the kind of URL the receiver requires
	CheckPlaceholder    CheckID = "placeholder"     // unfilled placeholder: {id}, {{.ID}}, ${VAR}, /:id, %s
	CheckQueryBrackets  CheckID = "query-brackets"  // '[' or ']' in a query (?ids[]=1)
	CheckSchemeInHost   CheckID = "scheme-in-host"  // a second scheme where the host stands: http://https://x
	CheckURLField       CheckID = "url-field"       // a url.URL field holds another component: Host "x/path", Scheme "https://"
	CheckQueryQuestion  CheckID = "query-question"  // a second '?' meant as '&': ?a=1?b=2
	CheckHTMLEntity     CheckID = "html-entity"     // an HTML entity for '&' copied into a URL: &amp;
	CheckJoin           CheckID = "join"            // a concatenation that drops or doubles the '/' at the join
	CheckPathJoin       CheckID = "path-join"       // path.Join or filepath.Join of a URL: its "//" becomes '/'
	CheckCutset         CheckID = "cutset"          // strings.TrimRight(u, "/graphql"): a cutset meant as a suffix or prefix of URL text
	CheckQueryCopy      CheckID = "query-copy"      // u.Query().Set(k, v): an edit of a copy of the query, which is thrown away
	CheckFlagDefault    CheckID = "flag-default"    // *flag.String("server", def, ...): a URL flag read where it is defined, always its default
	CheckResolve        CheckID = "resolve"         // a reference resolved against a base URL drops part of its path
	CheckHostPort       CheckID = "hostport"        // fmt.Sprintf("http://%s:%d", host, port) with a host that may be an IPv6 address, which needs brackets
	CheckUnescapedInput CheckID = "unescaped-input" // run-time input (a form value, an argument) written unescaped into a path, query, userinfo or fragment
	CheckUnescaped      CheckID = "unescaped"       // any other string written unescaped into a path, query, userinfo or fragment (warning)
	CheckEscaper        CheckID = "escaper"         // url.QueryEscape in a path, url.PathEscape in a query, a query escaped twice
	CheckHostName       CheckID = "hostname"        // host:port where a host name is needed, host:port split at ':' by hand, or a request URL's host or scheme that a server leaves empty or assumes
	CheckAllowlist      CheckID = "allowlist"       // a string test of a URL or host name that guards a redirect or a request and that another site passes
	CheckDirective      CheckID = "directive"       // a //urlvet:ignore directive that names an unknown check or silences nothing
)

// A CheckDoc documents a check, in the manner of staticcheck's check docs.
type CheckDoc struct {
	ID          CheckID
	Title       string   // one line: "Character that must be percent-encoded"
	Explanation string   // a paragraph or two of plain text
	RFC         string   // main reference: "RFC 3986 §2"
	URL         string   // link to the RFC section, https://www.rfc-editor.org/rfc/rfcNNNN#section-X
	Bad, Good   string   // an example URL that the check reports, and its fixed form
	Severity    Severity // default severity
	Since       string   // urlvet version that introduced it: "v0.1.0"
	Profile     Profile  // the profile under which Bad and Good are checked
	Target      Target   // the target under which Bad and Good are checked
	Joins       []int    // Options.Joins under which Bad and Good are checked: where a concatenation joins two strings
	Holes       []int    // Options.Holes under which Bad and Good are checked: where a fmt verb stands (shown as %s)
	// Source says that Bad and Good are Go source, not URLs: the analyzer,
	// not Check, reports the check (in the analyzer's tests).
	Source bool
	Tests  TestPolicy // what the analyzer reports in _test.go files
	// Warns names the findings of an error check that belong to the
	// warning tier, a judgement of free configuration or of text whose
	// use is not seen: reported only with -warnings or when -checks
	// names the check, as a warning check's.
	Warns string
}

// A TestPolicy says what a check reports in test files, whose URLs are
// often deliberate input to the code under test.
type TestPolicy uint8

const (
	// InTests: a mistake a test does not notice by itself (a join that
	// doubles '/', a placeholder sent as it stands), reported in test
	// files as anywhere else.
	InTests TestPolicy = iota
	// RefusedInTests: the grammar. A URL of a test that its sink accepts
	// is what the test sends on purpose (a bracketed query, a security
	// input, a name in Unicode); reported only where the sink refuses it
	// and the test drops the error, or where the text is read as
	// something other than it looks like ("example.com" is a path).
	RefusedInTests
	// OffInTests: never reported in test files (test passwords, the
	// bracketed query keys of the server under test).
	OffInTests
	// WarningInTests: a warning in test files, reported there only with
	// -warnings or when -checks names it (a host:port by hand, an ID
	// unescaped): a test's hosts and IDs come from its own fixtures,
	// servers and containers, so the finding is true by the rule but
	// rarely worth a change there.
	WarningInTests
)

func (p TestPolicy) String() string {
	switch p {
	case RefusedInTests:
		return "only a URL that the sink, or the server it sends the request to, refuses while the test drops the error, and a host name read as a path or scheme"
	case OffInTests:
		return "not reported"
	case WarningInTests:
		return "a warning: reported only with -warnings or when -checks names it"
	}
	return "reported"
}

// SeverityIn returns the severity of the check in test files: a
// WarningInTests check is a warning there, whatever its severity.
func (d CheckDoc) SeverityIn(tests bool) Severity {
	if tests && d.Tests == WarningInTests {
		return Warning
	}
	return d.Severity
}

// Checks documents the checks Check makes, in a stable order. The
// analyzer documents its own checks beside their code; analyzer.Checks
// lists every check, and analyzer.Doc looks one up.
var Checks = []CheckDoc{
	{
		ID:    CheckChar,
		Tests: RefusedInTests,
		Title: "Character that must be percent-encoded",
		Explanation: "Each component of a URL allows a fixed set of characters; any other must be " +
			"percent-encoded as %XX. Spaces, quotes, braces, '|', '\\', '^', '`', '<', '>' and brackets " +
			"outside an IP literal are never allowed. net/url accepts many of them and sends them on the " +
			"wire as written. The fix percent-encodes the character. A second '#' gets no fix: it may be " +
			"meant as a delimiter.",
		RFC: "RFC 3986 §2", URL: "https://www.rfc-editor.org/rfc/rfc3986#section-2",
		Bad: "https://example.com/a b?q=c d", Good: "https://example.com/a%20b?q=c%20d",
	},
	{
		ID:    CheckNonASCII,
		Tests: RefusedInTests,
		Title: "Non-ASCII text outside the host",
		Explanation: "URIs are ASCII. Non-ASCII text in a path, query or fragment must be written as the " +
			"percent-encoding of its UTF-8 bytes (an IRI, RFC 3987, is not a URI). A run of non-ASCII " +
			"characters is one violation; invalid UTF-8 gets no fix.",
		RFC: "RFC 3986 §2.1", URL: "https://www.rfc-editor.org/rfc/rfc3986#section-2.1",
		Bad: "https://example.com/café", Good: "https://example.com/caf%C3%A9",
	},
	{
		ID:    CheckEscape,
		Tests: RefusedInTests,
		Title: "'%' that starts no valid escape",
		Explanation: "A '%' must be followed by two hexadecimal digits. A lone '%' (a percentage, a " +
			"printf leftover) is fixed by writing it as %25.",
		RFC: "RFC 3986 §2.1", URL: "https://www.rfc-editor.org/rfc/rfc3986#section-2.1",
		Bad: "https://example.com/?discount=50%", Good: "https://example.com/?discount=50%25",
	},
	{
		ID:    CheckScheme,
		Tests: RefusedInTests,
		Title: "Malformed scheme",
		Explanation: "A scheme is a letter followed by letters, digits, '+', '-' or '.'. Text before the " +
			"first ':' that is not a valid scheme makes the string neither an absolute URI nor a valid " +
			"relative reference (whose first segment cannot contain ':'). The analyzer also reports a URL format whose " +
			"scheme's verb is given a value named for a host and whose host's verb one named for a scheme " +
			"(fmt.Sprintf(\"%s://%s/hooks\", c.ProxyHost, c.ProxyProto), which writes the host's name as the scheme): " +
			"the arguments are swapped; both names must say so.",
		RFC: "RFC 3986 §3.1", URL: "https://www.rfc-editor.org/rfc/rfc3986#section-3.1",
		Bad: "web site:example", Good: "web-site:example",
	},
	{
		ID:    CheckHost,
		Tests: RefusedInTests,
		Title: "Malformed host",
		Explanation: "A reg-name allows unreserved characters, sub-delims and escapes. For http, https, " +
			"ws and wss the host must also be a DNS name: labels of 1 to 63 letters, digits and hyphens " +
			"that neither start nor end with '-', a top label that does not start with a digit, at most " +
			"253 bytes, and the host must not be empty. A lone '*' before the path, or as a whole url.URL's Host " +
			"(https://*/nfc/disk.vmdk), is a wildcard marker that the reader of the URL replaces with its own " +
			"server's host, not a name, and is not reported.",
		RFC: "RFC 3986 §3.2.2", URL: "https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2",
		Bad: "https://-bad-.example.com/", Good: "https://bad.example.com/",
	},
	{
		ID:    CheckIDNA,
		Tests: RefusedInTests,
		Title: "Non-ASCII host name",
		Explanation: "A host name with non-ASCII characters must be written as its IDNA A-label " +
			"(xn--...), as computed by UTS #46 lookup processing. The fix is the A-label.",
		RFC: "RFC 3986 §3.2.2", URL: "https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2",
		Bad: "https://bücher.example/", Good: "https://xn--bcher-kva.example/",
	},
	{
		ID:    CheckHostUnderscore,
		Tests: RefusedInTests,
		Title: "Underscore in a DNS host name",
		Explanation: "RFC 1123 host names have no '_'. Container service names often do, and many " +
			"resolvers accept them, so this is a warning: off unless -warnings is given or -checks names it, " +
			"so that it fails no go vet run by default. A host of '_' alone (https://_____/x) is a placeholder, " +
			"a wildcard marker standing for any host, not a name, and is not reported.",
		RFC: "RFC 1123 §2.1", URL: "https://www.rfc-editor.org/rfc/rfc1123#section-2.1",
		Bad: "http://my_service:8080/health", Good: "http://my-service:8080/health",
		Severity: Warning,
	},
	{
		ID:    CheckIPv4,
		Tests: RefusedInTests,
		Title: "Malformed or out-of-range IPv4 address",
		Explanation: "A dotted-decimal host has four parts of 0 to 255. Leading zeros are reported " +
			"because some resolvers read such parts as octal.",
		RFC: "RFC 3986 §3.2.2", URL: "https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2",
		Bad: "http://300.1.1.1/", Good: "http://203.0.113.1/",
	},
	{
		ID:    CheckIPv6,
		Tests: RefusedInTests,
		Title: "Malformed IP literal",
		Explanation: "Between '[' and ']' stands an IPv6 address in one of its nine forms or an " +
			"IPvFuture literal. Under RFC 3986 an address may carry a zone identifier as RFC 6874 " +
			"(which updates RFC 3986) writes it: \"%25\" and the zone, as in [fe80::1%25en0]; net/url " +
			"accepts the same form. url.URL.Host holds the zone decoded ([fe80::1%en0]) and String writes the " +
			"\"%25\", so there a \"%25\" is encoded twice. RFC 2396 and RFC 1738 have no IP literals at all (RFC 2732 added them).",
		RFC: "RFC 3986 §3.2.2", URL: "https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2",
		Bad: "http://[::1::2]/", Good: "http://[::1]/",
	},
	{
		ID:          CheckPort,
		Tests:       RefusedInTests,
		Title:       "Non-numeric or out-of-range port",
		Explanation: "A port is decimal digits; for network schemes it must be at most 65535.",
		RFC:         "RFC 3986 §3.2.3", URL: "https://www.rfc-editor.org/rfc/rfc3986#section-3.2.3",
		Bad: "http://example.com:99999/", Good: "http://example.com:9999/",
	},
	{
		ID:    CheckCredentials,
		Tests: OffInTests,
		Title: "Password embedded in the URL",
		Explanation: "The user:password form of userinfo is deprecated (RFC 3986 §3.2.1) and RFC 1738 " +
			"forbids user and password in http URLs: credentials in URLs end up in logs, proxies and " +
			"history. Pass them another way (an Authorization header, url.UserPassword at run time). " +
			"A database's or a network service's connection URI (postgres://, mongodb://, redis://) is how its driver takes " +
			"credentials: there urlvet reports a password written in the code, not one known only at run time, whose " +
			"escaping unescaped-input judges.",
		RFC: "RFC 3986 §3.2.1", URL: "https://www.rfc-editor.org/rfc/rfc3986#section-3.2.1",
		Bad: "https://admin:secret@example.com/", Good: "https://example.com/",
	},
	{
		ID:    CheckPath,
		Tests: RefusedInTests,
		Title: "Malformed path structure",
		Explanation: "The first segment of a relative path cannot contain ':' (it would be read as a " +
			"scheme); write \"./\" before it or %3A. Under RFC 2396 an absolute URI needs at least one " +
			"character after the scheme's ':'. urlvet also reports \"//\" written inside one constant of a path " +
			"that reaches a sink which sends it as written (\"changes/%s//comments/%s\" handed through a client's " +
			"helpers to http.NewRequest), or right after the host its constant writes, in a URL a parser takes too " +
			"(WithBaseURL(\"https://api.example.com//\"), every path resolved against it): an empty segment, which servers read differently (a 404, a redirect); " +
			"not after ':' (a URL written into a path, \"/web/https://example.com/\"), not in a redirect's target, " +
			"which http.Redirect cleans, and not in test files.",
		RFC: "RFC 3986 §3.3", URL: "https://www.rfc-editor.org/rfc/rfc3986#section-3.3",
		Bad: ":8080/health", Good: "./:8080/health",
	},
	{
		ID:    CheckSchemeGrammar,
		Tests: RefusedInTests,
		Title: "Breaks its scheme's own grammar",
		Explanation: "Some schemes restrict the generic syntax: RFC 1738 §3 and §5 give grammars for " +
			"http, ftp, file, mailto, news, nntp, telnet, gopher, wais and prospero. Under RFC 1738 an " +
			"http URL has no user or password and its search part has no '/' or '?'.",
		RFC: "RFC 1738 §3.3", URL: "https://www.rfc-editor.org/rfc/rfc1738#section-3.3",
		Bad: "http://example.com/find?path=/a", Good: "http://example.com/find?path=%2Fa",
		Profile: RFC1738,
	},
	{
		ID:    CheckTarget,
		Tests: RefusedInTests,
		Title: "Not the kind of URL the receiver requires",
		Explanation: "An HTTP client needs an absolute http or https URL with a host, unless its Transport is a RoundTripper of " +
			"the program's own, which takes the request as it is (&http.Client{Transport: rt}, or a client a constructor builds " +
			"around the transport it is given: c.Get(\"/\") there is served by rt), or the package runs in a browser (it imports GopherJS's js or syscall/js), " +
			"where net/http sends through the browser's fetch, which resolves a reference against the page's URL as a link does; " +
			"so a url.URL's component given whole, or first, where one is needed (http.Get(u.Path), u.EscapedPath(), u.Host + " +
			"u.RequestURI(), http.NewRequest(r.Method, r.URL.RequestURI(), body) sent by a client, as a proxy that meant the backend's URL writes it) " +
			"never makes a request: it has no scheme, whatever the URL holds (not a request served in the process, h.ServeHTTP(w, req)); " +
			"\"localhost:8080/x\" parses as scheme \"localhost\" and \"http//x\" as a relative path. " +
			"A helper that dispatches on the scheme of what it parses (switch u.Scheme { case \"http\", \"https\": ... case \"\": read a file }) sends only text whose scheme names HTTP to its client: a file path or a file URL given to it is not checked as a request. " +
			"A request target is an absolute path, an absolute URI or \"*\", without fragment. " +
			"url.Parse reads host:port (\"localhost:8080\", \"api.example.com:8443\") as a scheme and no host, " +
			"and fails on an IP address and port (\"127.0.0.1:8080\", \"[::1]:8080\"): urlvet reports such a " +
			"constant where it is written, whether the parse reads it directly, through a field a constructor " +
			"sets, a parameter the package's calls pass, a flag's default or each part of one split at ','; " +
			"not where the code adds a scheme when there is none, parses only text holding \"://\", or falls " +
			"back to the text (net.SplitHostPort, url.URL{Host: s}) when the parse fails or finds no host. " +
			"Whatever the text, url.Parse(s) is reported where the code itself treats s as host:port when it has " +
			"no scheme: where the result's Scheme is empty (if u.Scheme == \"\", if err != nil || u.Scheme == \"\", case \"\"), it writes s after \"http://\" " +
			"(or the URL's own text, fmt.Sprintf(\"%s://%s\", scheme, u)), to parse it again or not, makes s the Host of a url.URL with a scheme " +
			"(url.URL{Scheme: \"mongodb\", Host: s}; not where the same test also asks for an empty Host), or sets the Scheme (not " +
			"where it also sets the Host from neither s nor the URL: s is then a path, as an HTTP/2 push target " +
			"with no scheme is), or " +
			"reads the host from the Path when its Host is (not a Path it opens as a file, os.Open(u.Path): a local name); host:port never reaches that fallback (not where the " +
			"code reads the Opaque a host read as a scheme leaves, nor after \"file://\" or \"unix://\", which a path follows, nor where s gets \"//\" before the parse when it has no \"://\": " +
			"url.Parse reads \"//db.internal:5432\" as a host and port). " +
			"So is url.Parse(s) where the code takes s for host:port when the URL has no host or no scheme it knows, but " +
			"returns on the parse's error: it parses \"https://\" + s again when the URL has no host, uses s (or the URL's own text) as it is " +
			"when the URL has an Opaque part, or replaces s with the URL's Host for some schemes and keeps it for any " +
			"other (s = fmt.Sprintf(\"%s:%d\", host, port); switch u.Scheme { case \"https\": s = u.Host }): a host " +
			"name with a port reaches that fallback (url.Parse reads the name as a scheme), an IP address with one " +
			"(\"10.0.0.1:5000\") fails the parse first. " +
			"So is text built from a host named so (host, hostname, ip, domain: not an address or a server, which may hold a URL), ':' and a port, with no scheme, " +
			"given to url.Parse (url.Parse(fmt.Sprintf(\"%s:%d/v2\", c.Host, c.Port)), url.Parse(nodeIP + \":\" + port)): reported at the host, whatever the configuration holds. " +
			"So is url.Parse(s) where the same function gives s as it is to a TCP or UDP listener or dialer as its address " +
			"(http.ListenAndServe(s, h), http.Server's Addr, net.Dial(\"tcp\", s)): an address is host:port or :port, never a URL, " +
			"and url.Parse fails on \":8080\" too; reported at the parse, where the default is right for the listener. " +
			"So is url.ParseRequestURI of a URL the same function then sends (u.String() given to a client, a request or a wrapper of one; not a server's r.RequestURI): it reads the target of a request line, which has no fragment, so a URL's \"#reply0\" stays in the path and is sent as %23reply0; url.Parse splits it off. " +
			"Text read at run time that url.Parse or url.ParseRequestURI parses, where the function then listens on " +
			"the URL's Path as a local socket (net.Listen(u.Scheme, u.Path) for \"unix:///run/app.sock\"), is reported " +
			"at the parse in a file that builds for Windows: the text after \"unix://\" is a file path of the machine " +
			"the program runs on, written as it is, not URL text; url.Parse reads \"unix://C:\\csi\\csi.sock\" as " +
			"host \"C\" and a port, and fails, and misreads a '%', '?' or '#' in any path. " +
			"So is a test of the Scheme alone (u.Scheme != \"\") that decides whether text url.Parse parsed is a URL or a file " +
			"path, the scheme-less side handing it to package os or path/filepath: url.Parse reads a Windows path's drive letter " +
			"as a scheme (\"C:\\tools\\a.json\" has Scheme \"c\"); test u.Host too, which a path has not. " +
			"So is the error of url.ParseRequestURI or url.Parse, its URL dropped (if _, err := url.ParseRequestURI(s); err == nil), " +
			"taken to tell a URL from a file path that the function opens where the parse fails (os.Open, os.ReadFile, os.Stat of s): " +
			"ParseRequestURI accepts any absolute path (\"/home/me/cat.png\") and Parse almost any text, so the file is fetched as a URL; " +
			"test the URL's Scheme and Host. " +
			"Some receivers take only some schemes: gorilla/websocket's Dialer.Dial rejects any but ws and wss " +
			"(the fix writes ws for http and wss for https, which it sends as the same request), and grpc-go " +
			"reads the scheme of a target as the name of a resolver, so http://, https://, tcp:// and grpc:// " +
			"targets fail.",
		RFC: "RFC 9110 §4.2.1", URL: "https://www.rfc-editor.org/rfc/rfc9110#section-4.2.1",
		Bad: "localhost:8080/health", Good: "http://localhost:8080/health",
		Target: HTTP,
	},
	{
		ID:    CheckPlaceholder,
		Title: "Unfilled placeholder",
		Explanation: "Text that a router, a template or a format was meant to replace is sent as it " +
			"stands: {id} and {?q,page} (routers, RFC 6570 URI Templates), {{.ID}} (text/template), " +
			"${VAR} (shell and os.ExpandEnv), a path segment :id (routers), or a format verb such as %s " +
			"in a string that never reaches fmt.Sprintf. The grammar rejects some of them and accepts " +
			"others (\"/users/:id\" is a valid path), but the request goes to the wrong resource either " +
			"way. There is no fix: percent-encoding the braces only hides the mistake. Substitute the " +
			"value, or format the string. A url.URL made a template on purpose is not reported: its field " +
			"written by an unexported function named for a template or a pattern (routeTemplate) that returns it, " +
			"each of whose calls outside test files is handed straight to a method of an interface or a function of " +
			"another package that is no sink (the label of a metric). Nor is a text/template action ({{.repo}}) " +
			"written into a struct field that reaches the sink through the field of another value than the one " +
			"the function hands to the template parser, when the function also writes that other value's field: " +
			"a configuration's field holds the template, the output's the URL it expands to. Nor is a :name " +
			"segment that ends the path right after a segment a value fills, written with its '/' in one " +
			"literal (\"/api/hubs/%s/:send\"): an API's action on that resource, spelled so (Azure SignalR). Nor a :name " +
			"segment the URL's own query fills by the same name, in its text (?persistentId=) or, for a url.URL literal's " +
			"Path, a key its RawQuery's url.Values is given (q.Set(\"persistentId\", id)): the API spells the segment so " +
			"and takes the value there (Dataverse's /api/datasets/:persistentId/). Nor a {name} in the URL of a request " +
			"that its function then hands to a function of the package that rewrites the request's path (reads " +
			"req.URL.Path and assigns it: setPathParams(req, params)), which fills the placeholders there. Nor a " +
			"placeholder named by a constant that a replacement puts back into run-time text (an endpoint whose {basin} " +
			"was swapped for a sentinel url.Parse accepts, and back) and that the package fills under a test of the text " +
			"it fills it with (if basin != \"\" { host = strings.ReplaceAll(host, basinSlot, basin) }): it is there only " +
			"where the configured text named it. One put back and never filled is reported.",
		RFC: "RFC 6570 §1.1", URL: "https://www.rfc-editor.org/rfc/rfc6570#section-1.1",
		Bad: "https://api.example.com/v1/users/{id}", Good: "https://api.example.com/v1/users/42",
		Since: "v0.2.0",
	},
	{
		ID:    CheckQueryBrackets,
		Tests: OffInTests,
		Title: "Square bracket in a query",
		Explanation: "'[' and ']' are reserved for IP literals and are not allowed in a query; write %5B " +
			"and %5D. Many API clients send them unescaped (ids[]=1, filter[name]=x) and most servers " +
			"accept them, so this check has its own ID and can be disabled alone. The fix " +
			"percent-encodes the bracket, which servers decode to the same parameter name. It does " +
			"not run in test files, where brackets are the query syntax of the server under test.",
		RFC: "RFC 3986 §3.4", URL: "https://www.rfc-editor.org/rfc/rfc3986#section-3.4",
		Bad: "https://api.example.com/items?ids[]=1", Good: "https://api.example.com/items?ids%5B%5D=1",
		Since: "v0.2.0",
	},
	{
		ID:    CheckSchemeInHost,
		Title: "Second scheme where the host stands",
		Explanation: "\"http://https://example.com\" and \"http://http//example.com\" are valid URLs whose " +
			"host is \"https\" or \"http\": a scheme was written in front of a URL that already had one, " +
			"or pasted twice. The request goes to a host named https. There is no fix: which scheme was " +
			"meant is not known. The analyzer also reports, whatever the value holds at run time, a scheme " +
			"written before a value under a test of that value for one web scheme only: if " +
			"!strings.HasPrefix(u, \"http://\") { u = \"http://\" + u } (or Contains, or an if that returns u " +
			"when it has the prefix) expects u to hold a scheme at times, and a URL of the other scheme " +
			"(https, wss) passes the test and gets a second one. A test for \"://\", for \"http\", or for both " +
			"schemes is not reported, nor one after an if that leaves where the value holds a URL of the other " +
			"scheme (if strings.HasPrefix(uri, \"https://\") { os.Exit(1) }: a tool that speaks http alone).",
		RFC: "RFC 3986 §3.2", URL: "https://www.rfc-editor.org/rfc/rfc3986#section-3.2",
		Bad: "http://https://api.example.com/v1", Good: "https://api.example.com/v1",
		Since: "v0.2.0",
	},
	{
		ID:    CheckURLField,
		Tests: RefusedInTests,
		Title: "Component in the wrong url.URL field",
		Explanation: "Each field of net/url.URL holds one component, and URL.String adds the delimiters: a " +
			"Scheme of \"https://\" is written \"https://://host\"; a Host of \"https://example.com\" or " +
			"\"example.com/v1?x=1\" puts a scheme, a path or a query into the host (not a local socket's path that the " +
			"package dials on the network \"unix\", kept there as its transport's key); a Path of " +
			"\"/search?q=go\" is sent as /search%3Fq=go, as is a '?' written before a whole query (p + \"?\" + " +
			"q.Encode(), or a URL's RawQuery), whatever the query holds, and the text of a url.URL whose RawQuery " +
			"the function sets (u.String(), u.RequestURI()), passed down through parameters to the Path; a literal's Path of " +
			"host:port (\"127.0.0.1:8080\") with a Scheme and no Host leaves the URL's Host empty (a warning where " +
			"the package never names a url.URL's host, since String happens to write it as one). Set the other component in its own field " +
			"(Scheme, Path, RawQuery). Path and Fragment hold decoded text: a Path of \"/files/a%20b.txt\" is " +
			"sent as /files/a%2520b.txt; write \"/files/a b.txt\", or keep the escapes in RawPath. The fix " +
			"removes \"://\" from a Scheme, and writes the decoded text of escapes that String escapes back " +
			"the same (a space, a quote, non-ASCII); the others have none.",
		RFC: "RFC 3986 §3", URL: "https://www.rfc-editor.org/rfc/rfc3986#section-3",
		Bad: "example.com/v1", Good: "example.com",
		Target: HostPort, Since: "v0.2.0",
	},
	{
		ID:    CheckQueryQuestion,
		Title: "Second '?' meant as '&'",
		Explanation: "Only the first '?' starts the query; a later one is data. In \"?a=1?b=2\" the " +
			"server sees one parameter a with the value \"1?b=2\". When a '?' follows a plain value " +
			"(not a URL or a path, whose own query may follow) and a name= follows it, it was meant as " +
			"'&', which the fix writes. So too after a whole query url.Values.Encode made, which holds no '?' " +
			"of its own and may be empty: listURL(q) + \"?page=2\", where listURL returns path + \"?\" + " +
			"q.Encode(), in the package or in another (its results fact says the query); and after a " +
			"value an escaper made or a number (\"?q=\" + url.QueryEscape(s) + \"?page=2\"), which holds " +
			"no '?' and no URL of its own. A '?' written next to text that starts with its own (base + " +
			"\"?\" + query(q), where query returns \"?\" + q.Encode()) makes the first parameter's name " +
			"start with '?': write one.",
		RFC: "RFC 3986 §3.4", URL: "https://www.rfc-editor.org/rfc/rfc3986#section-3.4",
		Bad: "https://api.example.com/items?page=2?limit=10", Good: "https://api.example.com/items?page=2&limit=10",
		Since: "v0.2.0",
	},
	{
		ID:    CheckHTMLEntity,
		Title: "HTML entity copied into a URL",
		Explanation: "A URL copied from HTML source keeps the entity that HTML needs for '&': \"&amp;\", " +
			"\"&#38;\" or \"&#x26;\". Outside HTML it is the text \"&amp;\": the server sees a " +
			"parameter named \"amp;page\". The fix writes '&'.",
		RFC: "RFC 3986 §3.4", URL: "https://www.rfc-editor.org/rfc/rfc3986#section-3.4",
		Bad: "https://example.com/story?id=81417&amp;page=1", Good: "https://example.com/story?id=81417&page=1",
		Since: "v0.2.0",
	},
	{
		ID:    CheckJoin,
		Title: "Joined strings lose or double the '/'",
		Explanation: "Concatenating a base URL and a path needs exactly one '/' at the join. " +
			"\"https://api.example.com\" + \"v1/items\" sends the request to the host " +
			"\"api.example.comv1\"; \"https://api.example.com/\" + \"/v1/items\" makes an empty path " +
			"segment, which servers and proxies read differently; \"https://api.example.com/v1\" + \"messages\" " +
			"makes the one segment v1messages. An httptest.Server's URL has no " +
			"trailing '/'. urlvet reports this where it sees the join (a concatenation or a %s%s or %s/%s format of " +
			"constants, a base URL a client keeps in a field, whoever writes it: a struct literal, a constructor or " +
			"an option function given a constant by the package's calls, another package through its facts; or an " +
			"httptest.Server's URL), and names both " +
			"strings, with no fix: the other string may be joined elsewhere too; and a request target, which " +
			"starts with '/' (a url.URL's RequestURI(), the path of a request a server received, or that request's r.URL.String()), written after a " +
			"'/': \"https://backend/\" + r.URL.RequestURI(); and the text of a url.URL parsed from a constant whose path " +
			"ends with '/' (its Path, EscapedPath() or String(), the URL passed to a constructor or kept in a field) " +
			"followed by a string that starts with '/': u.Path + \"/callback\" (or u.Path += \"/callback\") with u from \"http://localhost:8000/\"; " +
			"and a path written after a whole query url.Values.Encode made (a helper's path + \"?\" + q.Encode(), " +
			"in the package or in another), by a concatenation or path.Join: it becomes part of the query's last value; " +
			"and a '/' written alone before a part a call leaves empty, at the end: a helper that returns base + \"/\" + elem, " +
			"called with \"\" for the base itself, makes \"https://api.example.com/v1/\" of \"https://api.example.com/v1\", " +
			"another path to a server (a helper's result is followed for each call, with the returns its constant " +
			"arguments rule out left aside: if elem == \"\" { return base }). " +
			"And, reported at the base, a base the program's user configures, joined untrimmed to text that starts with '/' " +
			"at a sink that takes only a URL with a scheme (http.Get; url.Parse, where the base may be a path's first segment, only when the " +
			"function sends the parsed URL to such a sink: http.NewRequest(method, u.String(), nil)): " +
			"given with a trailing '/' (\"https://host/\"), it makes \"//\" in the path; that is a " +
			"parameter a constructor, an option function or a method keeps in a field, alone (c.basePath + \"/v1/books\") or at the start of a concatenation (apiURL: url + \"/api/v4\"), " +
			"of a package other modules import (not main, nor under internal/, whose callers may trim what they pass), or os.Args, " +
			"whose end nothing trims or tests on its way and to which the package's own calls and defaults give no text (a base " +
			"they give text is judged against that text); the text after it may be a constant declared elsewhere, " +
			"and a path whose leading '/' is trimmed still follows a '/' (r.host + \"/\" + strings.TrimLeft(p, \"/\")), " +
			"also through a helper's parameter that every call of the package passes such a base (newRequest(c.url, p)), and where an " +
			"exported wrapper of the package writes the base right before its path parameter (c.baseURL + path, fmt.Sprintf(\"%s%s\", c.baseURL, path)), " +
			"for the text the package's own calls of the wrapper give (c.Get(\"/api/v2/space\")); and such a base joined to a path segment " +
			"with no '/' between (c.endpoint + \"items\", text that starts with a letter or a digit), which only a base given with a " +
			"trailing '/' separates: as most write it (\"https://api.example.com\"), it makes \"https://api.example.comitems\" " +
			"(not a suffix, \".json\", nor a query or a fragment). A " +
			"parameter used where it is passed, a field nothing writes, a field the code writes only with constants (which a " +
			"test's mock constructor may rewrite), and a request's or a url.URL's fields are no configured base. " +
			"With -warnings (or -checks naming join), also a URL written by hand with a url.URL's Path right after " +
			"its Host (scheme + \"://\" + u.Host + u.Path): a Path need not start with '/' (JoinPath on a URL with " +
			"no path gives \"a/b\"); only a URL handed in is judged (a parameter, the URL of a request handed in), not " +
			"one a server received, one parsed from text by the function or by every caller of its helper, nor one kept in a field; " +
			"nor text only recorded (an argument of a printing function, or of a function of another package, outside the standard library, that takes no URL: " +
			"a log line's detail, a metric's label). " +
			"With -warnings, also a base of free configuration read in the package (an environment variable, a flag's value or default, " +
			"through variables, fields and the package's own helpers such as getEnv(key, def)) followed by text that starts with '/': " +
			"os.Getenv(\"API_URL\") + \"/v1/items\" makes \"//\" when the variable is given with a trailing '/' (and by a path segment, " +
			"\"v1/items\", when it is given without one); reported where the " +
			"join is, naming the base's origin, when every value the base can hold is such configuration or a constant and nothing in " +
			"the package trims or tests the base's end (TrimSuffix, TrimRight, HasSuffix, url.JoinPath, parsing it), and not in test " +
			"files; and, reported at the base, a kept base the package's own calls give text too, and a field the package's " +
			"users write (exported, or another package's, *opts.BaseURL, a configuration decoded into it), who may trim what they write " +
			"(not where it is parsed: the package that loads it may trim it out of sight; nor where the package writes the field itself, " +
			"each time with a value whose '/' it trims or tests first, as a wrapper embedding a library's client does, nor a field named for a URL " +
			"whose own package trims, tests or adds its trailing '/': if !strings.HasSuffix(c.GotifyURL, \"/\") { c.GotifyURL += \"/\" } in the loader). " +
			"A field of any package that a configuration library fills by its struct tag (envconfig:\"API_URL\", env:\"API_URL\", " +
			"go-flags' and kong's long:\"api-url\", a configuration file's key, mapstructure:\"api_base_url\" or koanf:\"api_url\"; not json or yaml alone, which replies are decoded with too) is such configuration too, and so is an exported field that another package " +
			"of the program loads from the environment or flags alone, with nothing there trimming or testing its end " +
			"(cfg.APIURL = os.Getenv(\"API_URL\"), also given a scheme where it has none: cfg.APIURL = \"https://\" + cfg.APIURL), " +
			"and a setting a configuration store's Get or GetString method reads by a constant key that names a URL " +
			"(viper.GetString(\"server.url\"), a Terraform provider's d.Get(\"api_endpoint\").(string)); where the tag's default (default:\"…\", envDefault:\"…\", " +
			"env-default:\"…\", env:\"API_URL, default=…\") is a URL the join breaks (\"http://gateway:8080/\" + \"/api\", " +
			"\"https://search.internal\" + \"query\"), the join is reported by default. " +
			"And a base written right before a path segment that more path follows, with no '/' between, in text that reaches no sink whose " +
			"checks saw it (a link printed or kept in a field: fmt.Sprintf(\"%vrealms/%v\", sso.Url, realm), fmt.Printf(\"%stracks/%s\", c.API, t), " +
			"base + \"items/\" + id; a format's verb at its start or after a space, a quote, '=' or '('): reported where a constant the base holds, " +
			"or one written into the field it reads, here or in another package, is an absolute URL that does not end in '/' " +
			"(\"http://exercism.io\" makes the host \"exercism.iotracks\"); with -warnings where the base is named as a URL (serverURL, cfg.Url) " +
			"and no value it holds is known, unless the package trims, tests or adds its trailing '/'; quiet where every value known ends in '/'. " +
			"And an endpoint appended to a URL's path that already ends in another, with the URL used between the two " +
			"(u.Path = strings.TrimSuffix(u.Path, \"/\") + \"/api/qualityprofiles/search\", a request, then the same for " +
			"\"/api/qualityprofiles/projects\": .../search/api/qualityprofiles/projects), where both appended constants start with the same " +
			"segment, two endpoints of one API rather than a path walked deeper, and nothing writes the URL or its path between them. " +
			"url.JoinPath joins with one '/'.",
		RFC: "RFC 3986 §3.3", URL: "https://www.rfc-editor.org/rfc/rfc3986#section-3.3",
		Bad: "https://api.example.comv1/items", Good: "https://api.example.com/v1/items",
		Joins: []int{23}, Since: "v0.2.0",
		Warns: "a url.URL's Path written right after its Host; a base of free configuration read in the package (or, in a package only its module imports, passed by the calls in sight), a kept base the package gives text, or a field its users write, joined untrimmed to a '/'; a URL named so whose value is not known, written right before a path segment",
	},
	{
		ID:    CheckHostPort,
		Title: "Host and port formatted by hand",
		Explanation: "fmt.Sprintf(\"http://%s:%d/\", host, port) writes host:port by hand. When the host is an " +
			"IPv6 address, the result has no brackets (http://::1:8080/): url.Parse rejects it (\"invalid port\") " +
			"or, for http://::1/, reads a wrong host. net.JoinHostPort adds the brackets: fmt.Sprintf(\"http://%s/\", " +
			"net.JoinHostPort(host, strconv.Itoa(port))). urlvet reports a host standing alone before a ':' and " +
			"a port that the code writes, in a URL that reaches a sink (a %s or %v verb of a printf format, or %.*s, " +
			"which keeps the start of the host and its colons, or an operand of a concatenation: \"http://\" + host + \":8080\"), when the host may hold an IPv6 address: " +
			"a value it cannot show to be a DNS name or an IPv4 address, such as a flag, a parameter, a field, or " +
			"the host net.SplitHostPort or url.URL.Hostname returns (Hostname drops the brackets); not an unexported field every write of " +
			"which is a url.URL's Host, which keeps them (listener{host: u.Host}). The same holds " +
			"where no sink is in sight: a fmt.Sprintf format whose own text builds a URL, a scheme (or a verb for one) " +
			"and \"://\" before the host (\"bolt://%s:%d\", \"%s://%s:%d\"), or a verb before the host's whose argument is a scheme " +
			"and \"://\" the package writes (scheme := \"nats://\"; fmt.Sprintf(\"%s%s:%d\", scheme, host, port)), whatever reads the result (a field a " +
			"client reads later, a library urlvet does not know), or a concatenation that ends \"scheme://\" + host where " +
			"host got its \":\" + port by a statement before (host += \":\" + strconv.Itoa(port)); a URL built in " +
			"pieces (u := fmt.Sprintf(\"%s://%s\", scheme, host); u = fmt.Sprintf(\"%s:%d\", u, port)) is one " +
			"template; and host:port written into url.URL's Host " +
			"(url.URL{Host: fmt.Sprintf(\"%s:%d\", host, port)}, u.Host = u.Hostname() + \":\" + port), and the " +
			"address of a MySQL DSN that sql.Open(\"mysql\", ...), sqlx's Open and Connect (ConnectContext too), mysql.ParseDSN, or GORM's " +
			"mysql.Open and mysql.Config{DSN: ...} take " +
			"(\"%s:%s@tcp(%s:%d)/%s\"), which go-sql-driver/mysql dials as host:port, and the address " +
			"a dialer, a listener or a resolver reads, of an IP network (a constant \"tcp\", \"udp\" or \"ip\" network; any for " +
			"net.ResolveTCPAddr and net.ResolveUDPAddr): net.Dial, DialTimeout and Dialer's (Dial, and DialContext, whose network follows its context), crypto/tls's Dial and Listen, net.Listen, " +
			"also where the function dialing a field wrote it before by appending a port to it (cfg.Nameserver += \":53\", dialed by the resolver's Dial it makes), " +
			"http.ListenAndServe, http.Server's Addr where the package calls ListenAndServe (a server handed a listener never reads it), net/rpc's and net/smtp's Dial, web frameworks' servers (gin's Run, echo's Start, fiber's Listen, fasthttp's ListenAndServe), and a function, of the package (given a concatenation or a format, or a function's result or a field of the package that holds one: startListener(n.httpEndpoint) of n.httpEndpoint = c.HTTPEndpoint()) or of another, that gives its parameter as it is to one of these (srv.Listen(host + \":\" + port), a format there too; dial(fmt.Sprintf(\"%s:%s\", addr, port)) where dial calls net.Dial(\"tcp\", target)), and what a function named for an address returns, a format of a host and a port alone (func (s Server) Address() string { return fmt.Sprintf(\"%s:%d\", s.Host, s.Port) }), which a dialer, often of another package, reads (a port's service name after the ':' aside; a fmt.Sprintf address " +
			"given to a dialer is go vet's hostport's); any other \"%s:%d\" with no scheme is an address, not a URL, and is " +
			"left alone. An IP address (a net.IP or a netip.Addr, or its String()) " +
			"formatted as a URL's host straight after \"//\" is reported with or without a port " +
			"(fmt.Sprintf(\"http://%s/verify\", ip) makes http://2001:db8::10/verify, which url.Parse rejects), " +
			"and so is a string variable or parameter that can hold its text there (host = ip.String() on one path, or " +
			"an argument of a call of the function holding it), " +
			"unless a test of its family, its name or how it is made says it is IPv4 (ip.To4(), if ip.Is4(), " +
			"ipv4, net.ParseIP(\"10.0.0.1\"), past if ip.To4() == nil { return }), or an if before the read brackets it, or the read runs only where a test says it holds no ':' " +
			"(if ok && strings.Contains(h, \":\") { ... } else if ok { read }). So is a host with no brackets written whole as a url.URL's Host, or as a URL's host with no port after it (\"http://\" + u.Hostname() + \"/x\"), " +
			"which needs them around an IPv6 address with or without a port (of Host \"::1\" String() writes http://::1/): u.Host = u.Hostname() " +
			"(to drop a port), the host net.SplitHostPort returns, an IP address's String(), or a local variable assigned nothing else; not u.Hostname() of a " +
			"parameter whose every caller passes the URL in a branch that compared its host with == (case u.Hostname() == gitlabURL.Hostname()), nor where " +
			"the function writes the field again in brackets or with net.JoinHostPort after it (if strings.Contains(u.Host, \":\") { u.Host = " +
			"\"[\" + u.Host + \"]\" }), nor the host of a constant address (net.SplitHostPort(\"example.com:443\")), nor a URL read afterwards only by its String() compared with == or != " +
			"(two URLs with their ports dropped alike and matched, never parsed or sent). It is quiet when every value the host can " +
			"hold is a constant DNS name or IPv4 address (\"localhost\", \"127.0.0.1\") or a name that is never an " +
			"address (the machine's own name: os.Hostname's, the GCE metadata server's instance/hostname, or what " +
			"a function or variable of any package holds of them alone; a net.SRV's Target, a net.MX's or net.NS's Host; a Kubernetes ExternalName Service's externalName, a DNS name the API server validates, read from the API's ServiceSpec or a struct of the program's own of that name decoding the same JSON key; a variable, field or method " +
			"named for an IPv4 address or a DNS name: ipv4, DNSName, FQDN, a DNS Zone; a url.URL's Scheme, which url.Parse ends at the first ':', " +
			"so that \"db1:21212\" gives the scheme db1: u.Scheme + \":\" + u.Opaque), or a url.URL's Host, which " +
			"keeps an IPv6 address's brackets (parsed.Host + \":7687\"), or a host the program brackets itself (the result of a " +
			"function of its package that writes \"[\" + h + \"]\", or of another package one of whose results its facts show in brackets " +
			"(common.MaybeDecorateIPv6(host)), a value such a function returns as it is, or a variable " +
			"whose every assignment that reaches the read is one, a parameter where its argument cannot reach the read as it is: " +
			"host = wrapIPv6(host); every call of the function passing one, or the one its call the URL is built through passes (withPort(h, port) after an if that brackets h); a local variable read only past an if " +
			"that brackets it in place wherever it holds ':' and no '[': if strings.Contains(h, \":\") { h = \"[\" + h + \"]\" }, also where a suffix is appended after: h += \".\" + domain), or an IP address joined by hand only where a test of its " +
			"family says it is no IPv6 one: in a branch of an if no IPv6 address takes (if ip.To4() != nil), or into a local " +
			"variable that the next statement to touch it, an if, assigns anew in the branch every IPv6 address takes (if " +
			"ip.To4() == nil { host = fmt.Sprintf(\"[%s]:%d\", ip, port) }; addr.Is6(), strings.Contains(h, \":\") too), or a host joined by hand " +
			"in a branch no IPv6 address takes: a case whose every value names an IPv4 network (case \"tcp4\", \"udp4\":), that no case " +
			"falls into, or the body of an if of a boolean named for a DNS name (if hostname { ... }), or an address url.Parse read with no scheme, in the branch that tests its Scheme empty (url.Parse finds no scheme only in text with no ':' before its first '/': if u.Scheme == \"\" { u.Host = addr + \":80\" }), or a local variable " +
			"a guard before it proves free of ':' (a regexp of a DNS name's characters; a lookup in an unexported map of constant " +
			"names that leaves the function where the key is missing: the host is one of those names), or a capture of a " +
			"constant regexp whose group admits no ':' but in brackets ((\\[[^\\]]+\\]|[^:]+)) or takes a URL's host as the " +
			"URL writes it, an IPv6 address in brackets (a group right after \"://\" or the userinfo's '@', right before ':' " +
			"and the port's digits, that can end with ']': ^(https?)://(.+):(.+)@(.+):(\\d+)(.*)$), kept through the package's " +
			"variables and functions (a prefix, strings.ToLower, constants with no ':' after it), or text that starts with a '[' the program writes " +
			"(fmt.Sprintf(\"[%s]\", v), \"[\" + v + \"]\"), or a field whose every write, in the package that declares " +
			"it and in the one that reads it, is such a value or such a constant, one at least a capture where the field is " +
			"exported (a forward's host its parser wrote; an exported field written only constants is a default its importers " +
			"may change, an unexported one holds what its package writes alone: a container's \"localhost\"), or a parameter every " +
			"call of whose function passes one of these, and in test files when " +
			"every constant found for it, or written into the field it reads, is one (a test server's 127.0.0.1). It reports too a url.URL's port changed by replacing its digits in the Host " +
			"(strings.Replace(u.Host, u.Port(), port, 1), strings.ReplaceAll), which replaces them where they first occur, inside the " +
			"host too (37.228.93.80:80 becomes 37.228.93.443:80): net.JoinHostPort(u.Hostname(), port) writes the new one. The fix, for a fmt.Sprintf whose own format " +
			"literal writes \"%s:%d\" or \"%s:%s\" with the host and an int or string port side by side, " +
			"writes \"%s\" and net.JoinHostPort(host, strconv.Itoa(port)), and imports net (and strconv) " +
			"where the file does not; a concatenation, a port of another type or a format used elsewhere gets " +
			"none, and the finding says why. In test files it is a warning: a test's hosts come from its own " +
			"fixtures, servers and containers.",
		RFC: "RFC 3986 §3.2.2", URL: "https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2",
		Bad: "http://:8080/", Good: "http:///",
		Holes: []int{7}, Since: "v0.2.0", Tests: WarningInTests,
	},
}

func init() {
	for i := range Checks {
		if Checks[i].Since == "" {
			Checks[i].Since = "v0.1.0"
		}
	}
}
