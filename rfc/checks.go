package rfc

// A CheckID names a class of violation. IDs are stable: users select and
// suppress checks by them, and they appear as Diagnostic.Category.
type CheckID string

// The checks. Checks (below) documents each.
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
	CheckResolve        CheckID = "resolve"         // a reference resolved against a base URL drops part of its path
	CheckHostPort       CheckID = "hostport"        // fmt.Sprintf("http://%s:%d", host, port) with a host that may be an IPv6 address, which needs brackets
	CheckUnescapedInput CheckID = "unescaped-input" // run-time input (a form value, an argument) written unescaped into a path, query, userinfo or fragment
	CheckUnescaped      CheckID = "unescaped"       // any other string written unescaped into a path, query, userinfo or fragment (warning)
	CheckEscaper        CheckID = "escaper"         // url.QueryEscape in a path, url.PathEscape in a query, a query escaped twice
	CheckHostName       CheckID = "hostname"        // host:port where a host name is needed, host:port split at ':' by hand, or a request URL's host that a server leaves empty
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

// Checks documents every check, in a stable order.
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
			"relative reference (whose first segment cannot contain ':').",
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
			"253 bytes, and the host must not be empty.",
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
			"so that it fails no go vet run by default.",
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
			"history. Pass them another way (an Authorization header, url.UserPassword at run time).",
		RFC: "RFC 3986 §3.2.1", URL: "https://www.rfc-editor.org/rfc/rfc3986#section-3.2.1",
		Bad: "https://admin:secret@example.com/", Good: "https://example.com/",
	},
	{
		ID:    CheckPath,
		Tests: RefusedInTests,
		Title: "Malformed path structure",
		Explanation: "The first segment of a relative path cannot contain ':' (it would be read as a " +
			"scheme); write \"./\" before it or %3A. Under RFC 2396 an absolute URI needs at least one " +
			"character after the scheme's ':'.",
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
		Explanation: "An HTTP client needs an absolute http or https URL with a host; " +
			"\"localhost:8080/x\" parses as scheme \"localhost\" and \"http//x\" as a relative path. " +
			"A request target is an absolute path, an absolute URI or \"*\", without fragment. " +
			"url.Parse reads host:port (\"localhost:8080\", \"api.example.com:8443\") as a scheme and no host. " +
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
			"value, or format the string.",
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
			"meant is not known.",
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
			"\"example.com/v1?x=1\" puts a scheme, a path or a query into the host; a Path of " +
			"\"/search?q=go\" is sent as /search%3Fq=go. Set the other component in its own field " +
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
			"'&', which the fix writes.",
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
			"trailing '/'. urlvet reports this where it sees the join (a concatenation or a %s%s format of " +
			"constants, a base URL a client keeps in a field, or an httptest.Server's URL), and names both " +
			"strings, with no fix: the other string may be joined elsewhere too. " +
			"url.JoinPath joins with one '/'.",
		RFC: "RFC 3986 §3.3", URL: "https://www.rfc-editor.org/rfc/rfc3986#section-3.3",
		Bad: "https://api.example.comv1/items", Good: "https://api.example.com/v1/items",
		Joins: []int{23}, Since: "v0.2.0",
	},
	{
		ID:    CheckPathJoin,
		Title: "path.Join applied to a URL",
		Explanation: "path.Join, filepath.Join, path.Clean and filepath.Clean clean their result as a file " +
			"path: a run of slashes becomes one, so \"https://api.example.com\" joined to \"v1\" is " +
			"\"https:/api.example.com/v1\", a URL with no host, whatever the other elements are. " +
			"urlvet reports a join whose first element is text that starts with a scheme, \"://\" and a " +
			"host, where that text is written (a constant, a default, a field written with a constant, " +
			"the argument of a function that passes it on). url.JoinPath(base, elem...) joins the path " +
			"of a URL; it escapes its elements and returns an error, so there is no fix. A result " +
			"repaired at once by strings.Replace(..., \":/\", \"://\", 1) is not reported, nor a URL that a " +
			"test gives to code outside tests (to see that a prefix is cleaned). Whatever the elements are (a " +
			"parameter, a flag, a field), the result of these functions, never holding \"//\", cannot carry a host: " +
			"urlvet reports it where it reaches, at the start of the text, a sink that needs an absolute URL with a " +
			"host (an HTTP client call, a request that is sent, a client library's base URL), directly, through a " +
			"local variable, a function of the package that returns it, or a concatenation or fmt.Sprintf(\"%s?...\") " +
			"that writes after it a byte other than '/' or ':'. So for the other functions whose result never holds \"//\": path.Base and path.Dir (and filepath's), url.QueryEscape, url.PathEscape and url.Values.Encode (which escape '/'), and url.URL.Hostname. A join after \"https://\" and a base, a path joined " +
			"into a parsed URL's Path and a request built for a handler are not reported. filepath.Join makes a " +
			"path of the system the program runs on, with '\\' between its elements on Windows and no trailing '/': " +
			"urlvet reports it written into url.URL's Path or RawPath, or given to http.Redirect, where path.Join " +
			"or url.JoinPath is meant; filepath.ToSlash of it is not reported.",
		Bad:    "path.Join(\"https://api.example.com\", \"v1\", \"users\")",
		Good:   "url.JoinPath(\"https://api.example.com\", \"v1\", \"users\")",
		Source: true, Since: "v0.3.0",
	},
	{
		ID:    CheckResolve,
		Title: "Reference resolution drops part of the base path",
		Explanation: "(*url.URL).ResolveReference and (*url.URL).Parse resolve a reference as RFC 3986 §5.2 says: " +
			"a relative path replaces the last segment of the base path, and a path that starts with '/' " +
			"replaces the whole base path. Against \"https://api.example.com/v1\", \"chat/completions\" gives " +
			"https://api.example.com/chat/completions; against \"https://host/prefix/\", \"/api/verify\" gives " +
			"https://host/api/verify. urlvet resolves the constants that each side can hold (a base parsed from a " +
			"constant, a default or a field written with one; a reference passed in) and reports the first " +
			"where the base is written, with a '/' at its end as the fix, and the second where the reference " +
			"is written, with the '/' removed as the fix when the base ends in '/'. A last segment with a '.' " +
			"(index.html) is a document, and a reference that starts with \".\", '?' or '#' moves on purpose: " +
			"neither is reported.",
		Bad:    "base, _ := url.Parse(\"https://api.example.com/v1\"); base.Parse(\"chat/completions\")",
		Good:   "base, _ := url.Parse(\"https://api.example.com/v1/\"); base.Parse(\"chat/completions\")",
		Source: true, Since: "v0.3.0",
	},
	{
		ID:    CheckHostPort,
		Title: "Host and port formatted by hand",
		Explanation: "fmt.Sprintf(\"http://%s:%d/\", host, port) writes host:port by hand. When the host is an " +
			"IPv6 address, the result has no brackets (http://::1:8080/): url.Parse rejects it (\"invalid port\") " +
			"or, for http://::1/, reads a wrong host. net.JoinHostPort adds the brackets: fmt.Sprintf(\"http://%s/\", " +
			"net.JoinHostPort(host, strconv.Itoa(port))). urlvet reports a host standing alone before a ':' and " +
			"a port that the code writes, in a URL that reaches a sink (a %s or %v verb of a printf format, or an " +
			"operand of a concatenation: \"http://\" + host + \":8080\"), when the host may hold an IPv6 address: " +
			"a value it cannot show to be a DNS name or an IPv4 address, such as a flag, a parameter, a field, or " +
			"the host net.SplitHostPort or url.URL.Hostname returns (Hostname drops the brackets). The same holds " +
			"where no sink is in sight: a fmt.Sprintf format whose own text builds a URL, a scheme (or a verb for one) " +
			"and \"://\" before the host (\"bolt://%s:%d\", \"%s://%s:%d\"), whatever reads the result (a field a " +
			"client reads later, a library urlvet does not know), and host:port written into url.URL's Host " +
			"(url.URL{Host: fmt.Sprintf(\"%s:%d\", host, port)}, u.Host = u.Hostname() + \":\" + port); \"%s:%d\" " +
			"with no scheme is an address, not a URL, and is left alone. It is quiet when every value the host can " +
			"hold is a constant DNS name or IPv4 address (\"localhost\", \"127.0.0.1\") or a name that is never an " +
			"address (os.Hostname's; a net.SRV's Target, a net.MX's or net.NS's Host), and in test files when " +
			"every constant found for it, or written into the field it reads, is one (a test server's 127.0.0.1). The fix, for a fmt.Sprintf whose own format " +
			"literal writes \"%s:%d\" or \"%s:%s\" with the host and an int or string port side by side, " +
			"writes \"%s\" and net.JoinHostPort(host, strconv.Itoa(port)), and imports net (and strconv) " +
			"where the file does not; a concatenation, a port of another type or a format used elsewhere gets " +
			"none, and the finding says why. In test files it is a warning: a test's hosts come from its own " +
			"fixtures, servers and containers.",
		RFC: "RFC 3986 §3.2.2", URL: "https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2",
		Bad: "http://:8080/", Good: "http:///",
		Holes: []int{7}, Since: "v0.2.0", Tests: WarningInTests,
	},
	{
		ID:    CheckUnescapedInput,
		Title: "Run-time input written unescaped into a URL",
		Explanation: "Text a program receives at run time (a request's form, query, path or header values, " +
			"command-line arguments and flags, the environment, lines read from a file or a stream) and " +
			"password fields can hold any character. Written by hand into a URL, a delimiter of its " +
			"component changes the URL: '/', '?', '#' or '%' in a path segment (another path, a query cut " +
			"short), ' ', '&', '#', '+' or '%' in a query key or value (a parameter added: \"a&admin=1\"; a " +
			"'+' read as a space), '/', '?' or '#' in the userinfo (another host), or a request that " +
			"url.Parse rejects. The value needs the escaper of its component: url.PathEscape for a path " +
			"segment, url.QueryEscape (or url.Values) for a query key or value, url.UserPassword for userinfo, " +
			"or url.JoinPath, which escapes its elements. urlvet reports a string hole (a %s or %v of a printf " +
			"format, an operand of a concatenation) whose text is such input and does not pass through an " +
			"escaper, in a URL that reaches a sink, where the text around it shows its component. The fix, for " +
			"input in a query key or value, wraps the operand in url.QueryEscape, and imports net/url where the file does not; " +
			"in a path, where a correct program may mean several segments (\"feature/x\"), there is none. In test " +
			"files it is a warning: a test's IDs and names come from its own fixtures.",
		Bad:    `http.Get("https://api.example.com/search?q=" + r.FormValue("q"))`,
		Good:   `http.Get("https://api.example.com/search?q=" + url.QueryEscape(r.FormValue("q")))`,
		Source: true, Since: "v0.3.0", Tests: WarningInTests,
	},
	{
		ID:    CheckUnescaped,
		Title: "String written unescaped into a URL",
		Explanation: "As unescaped-input, for a string whose text urlvet cannot tell: a parameter, a field, " +
			"the result of a call, a string decoded from JSON or YAML, a token or key a service issued. Many such strings are identifiers or numbers that need no escaping, or a " +
			"path of several segments meant to keep its '/'; some are names that may hold a space or a '/'. " +
			"Holes urlvet knows to be escaped (url.PathEscape, url.QueryEscape, url.Values.Encode), numeric " +
			"(%d, strconv.Itoa) or url text (a url.URL's String, EscapedPath, RawQuery) are not reported. " +
			"It has no fix: the string may be escaped already. It is a warning, off unless -warnings is given or " +
			"-checks names it.",
		Bad:      `fmt.Sprintf("%s/repos/%s/%s/branches/%s", base, owner, repo, branch)`,
		Good:     `fmt.Sprintf("%s/repos/%s/%s/branches/%s", base, url.PathEscape(owner), url.PathEscape(repo), url.PathEscape(branch))`,
		Severity: Warning, Source: true, Since: "v0.3.0",
	},
	{
		ID:    CheckEscaper,
		Title: "Escaper of another component",
		Explanation: "Each escaper of net/url is right for one component. url.QueryEscape writes a space as '+', " +
			"which a query reads as a space but a path and a fragment keep as a '+': \"/files/\" + " +
			"url.QueryEscape(\"a b\") asks for \"a+b\" (go-tuf, beego, rabbit-hole and cirrus-ci-agent fixed this). " +
			"url.PathEscape leaves '&', '=' and '+' as they are, which a query reads as delimiters and a space: " +
			"\"?q=\" + url.PathEscape(\"a&admin=1\") sends two parameters. And url.QueryEscape of a query " +
			"url.Values.Encode made escapes its '=' and '&' again, so the server reads one parameter named the " +
			"whole query. An escape written into url.URL's decoded Path or Fragment is escaped again by String(): " +
			"url.PathEscape(\"a b\") there is sent as a%2520b. Text escaped twice (url.PathEscape or url.QueryEscape of " +
			"a variable that holds what url.PathEscape or url.QueryEscape returned, or a url.URL's EscapedPath(), " +
			"EscapedFragment() or RawPath) reaches the server, which decodes once, as its first escape: \"a b\" " +
			"arrives as \"a%20b\" or \"a+b\". Two escapes written in one expression " +
			"(url.PathEscape(url.PathEscape(name))) are taken as meant, for an API that decodes twice (a registry's " +
			"repository names with '/', AWS's canonical request path); a URL's String() is text of its own, whose " +
			"escapes a redirect_uri means to keep; neither is reported. urlvet reports the escaper call where the text around it shows the component, in a URL " +
			"that reaches a sink that sends it as written. The fix names the component's escaper where the " +
			"escaped text is the whole path segment, query key or query value (there a correct program means the " +
			"text to come back as it was, which only that escaper does); otherwise there is none, nor for text " +
			"escaped twice, which a server that decodes twice may want.",
		Bad:    `http.Get("https://api.example.com/files/" + url.QueryEscape(name))`,
		Good:   `http.Get("https://api.example.com/files/" + url.PathEscape(name))`,
		Source: true, Since: "v0.4.0",
	},
	{
		ID:    CheckHostName,
		Title: "Host and port where a host name is needed",
		Explanation: "url.URL's Host keeps the port and the brackets of an IPv6 address (example.com:8443, " +
			"[::1]:8080); a host name alone is what tls.Config's ServerName, x509's VerifyHostname and " +
			"VerifyOptions' DNSName, and net's lookups take: with Host they fail as soon as the URL names a port. " +
			"url.URL's Hostname() gives the host name. (A comparison of Host with a bare host name is not " +
			"reported: it fails closed, and a port makes another origin.) " +
			"Splitting host:port at a ':' by hand (strings.Split, SplitN, Cut, Index, LastIndex) cuts an IPv6 " +
			"address apart or keeps its brackets; net.SplitHostPort reads both forms. And in a server's handler, " +
			"r.URL holds only what the request line carried: Scheme and Host are empty and User is nil for every " +
			"request but a proxy's (golang/go#28940), so r.URL.Scheme == \"https\" is always false; r.TLS, " +
			"r.Host and r.BasicAuth() hold what was meant. urlvet reports a Host field given where a host name " +
			"is needed, a split at ':' of a value known to be host:port (a Host field, a request's RemoteAddr, " +
			"an address's String(), net.JoinHostPort's result), and a read of r.URL.Scheme, Host or User where r " +
			"is the request a handler (a function of http.ResponseWriter and *http.Request) received, unless the " +
			"handler reads requests as a proxy does (it tests r.URL.IsAbs(), compares those fields with \"\", " +
			"handles CONNECT or sends the request on). The fix writes u.Hostname() for a url.URL's Host, and " +
			"r.Host for a handler's r.URL.Host, which net/http sets to the URL's host for a proxy's request too. " +
			"A split that keeps the host alone (strings.Split(x, \":\")[0], SplitN with a count of 2 or more, " +
			"host, _, _ := strings.Cut(x, \":\")) gets u.Hostname() for a url.URL's Host, and for other text, " +
			"assigned as a statement of its own, host := x followed by if h, _, err := net.SplitHostPort(x); " +
			"err == nil { host = h }: net.SplitHostPort fails where there is no port, where the split gave the " +
			"whole text, so a bare net.SplitHostPort would change what a correct program does on a Host " +
			"without a port. Both give what the split gave wherever the text holds no IPv6 address. A split " +
			"whose port or index is used, or whose text is a call's result, gets no fix, and the finding says why.",
		Bad:    `tlsConf := &tls.Config{ServerName: u.Host}`,
		Good:   `tlsConf := &tls.Config{ServerName: u.Hostname()}`,
		Source: true, Since: "v0.4.0", Tests: OffInTests,
	},
	{
		ID:    CheckAllowlist,
		Title: "URL allow-list that another site passes",
		Explanation: "A string test that decides whether a URL or a host name is trusted, and guards a " +
			"redirect (http.Redirect), a request that is sent, a reverse proxy, or an origin check (a websocket " +
			"Upgrader's CheckOrigin, a CORS AllowOriginFunc, a client's CheckRedirect), lets another site through " +
			"when it stops short: strings.HasPrefix(u, \"https://example.com\") passes " +
			"https://example.com.attacker.test/ and https://example.com@attacker.test/; strings.HasSuffix(host, " +
			"\"example.com\") passes attackerexample.com; strings.Contains(u, \"example.com\") passes " +
			"https://attacker.test/?example.com; a pattern with an unescaped '.' in a host name, no '^', nothing " +
			"that ends the host, or \"^a|b\" (whose '^' binds to a alone) passes hosts it does not name; and a " +
			"redirect target checked for a leading '/' alone passes //attacker.test/, which a client follows to " +
			"another host. urlvet reports a test whose constant names a host under a public suffix (or localhost), " +
			"with the input that passes it, found by running the test. It reads the test where the condition " +
			"makes it, where a boolean set by it is tested (ok = true; break), in a loop over a list of constants " +
			"(for _, p := range allowed { if strings.HasPrefix(u, p) ... }, a slice, an array or a map's keys, " +
			"declared with the constants and never written), and in a helper of the package that returns its " +
			"outcome for a parameter (func isAllowed(u string) bool), at the helper's call; a test that guards nothing, or whose " +
			"tested text is not the URL the guarded call takes, is not reported. The safe form parses the URL and " +
			"compares its Hostname() whole, or with a suffix that starts with '.'. The fix, for an unescaped '.' " +
			"in a host name of a pattern, escapes it, unless the constant is read elsewhere too; the other shapes " +
			"have none, since a longer constant refuses inputs a correct program accepts (a '/' added to " +
			"\"https://example.com\" refuses the bare origin, and an Origin header has no path).",
		Bad:    `if strings.HasPrefix(next, "https://example.com") { http.Redirect(w, r, next, http.StatusFound) }`,
		Good:   `if u, err := url.Parse(next); err == nil && u.Hostname() == "example.com" { http.Redirect(w, r, next, http.StatusFound) }`,
		Source: true, Since: "v0.4.0", Tests: OffInTests,
	},
	{
		ID:    CheckDirective,
		Title: "Unknown or unused //urlvet:ignore directive",
		Explanation: "A //urlvet:ignore directive that names a check that does not exist silences nothing " +
			"for that name, and one that no longer silences a finding hides the next real one on its " +
			"line. urlvet reports the unknown names, and the names of a directive that silenced nothing " +
			"(the whole directive when none of its checks did), with a fix that removes them. Findings " +
			"depend on the configuration, so a name is reported unused only when its check runs, the " +
			"grammar is RFC 3986 and the package's tests are analyzed. A directive cannot silence this " +
			"check; -disable=directive turns it off. staticcheck's //lint:ignore directives that name only " +
			"urlvet checks are judged the same way, and reported when they give no reason.",
		Bad: "url.Parse(\"https://example.com/\") //urlvet:ignore char", Good: "url.Parse(\"https://example.com/\")",
		Source: true, Since: "v0.2.0",
	},
}

func init() {
	for i := range Checks {
		if Checks[i].Since == "" {
			Checks[i].Since = "v0.1.0"
		}
	}
}

// Doc returns the documentation of the check with the given ID.
func Doc(id CheckID) (CheckDoc, bool) {
	for _, d := range Checks {
		if d.ID == id {
			return d, true
		}
	}
	return CheckDoc{}, false
}
