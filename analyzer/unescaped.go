package analyzer

import (
	"fmt"
	"go/ast"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// escaping reads how the text of a hole is escaped, for the unescaped
// and escaper checks: what the text is, and which escaper made it.
type escaping struct{ *pkgAnalysis }

// holeText is what the text of a hole is, for the unescaped checks.
type holeText uint8

const (
	safeText    holeText = iota // escaped, numeric, url text, an identifier, or no string
	inputText                   // run-time input, a password
	freeHole                    // free text by its name or the function that made it (textKind)
	escapedHole                 // a string the package escapes elsewhere (escapedSites)
	otherText                   // a string urlvet cannot tell
)

// rawTarget reports whether t is a target whose text is sent as written:
// a hole in its path or query is not escaped by the sink (url.URL.Path
// is, as are url.JoinPath's elements).
func rawTarget(t rfc.Target) bool {
	switch t {
	case rfc.Reference, rfc.Absolute, rfc.Relative, rfc.HTTP, rfc.Request:
		return true
	}
	return false
}

// userinfoTarget reports whether t is a client library's URI whose
// userinfo its parser decodes as url.Parse does (a database's, a network
// service's): a '#', '/', '@' or '%' written raw there breaks the URI. The
// rest of such a URI is the library's own grammar.
func userinfoTarget(t rfc.Target) bool {
	switch t {
	case rfc.Postgres, rfc.MongoDB, rfc.Network:
		return true
	}
	return false
}

// unescapedCheck reports the string holes of a value that stand in a
// path, query, userinfo or fragment and whose text is not escaped:
// unescaped-input for run-time input and free text (textKind),
// unescaped for any other string but an identifier.
type unescapedCheck struct{}

func (unescapedCheck) IDs() []rfc.CheckID {
	return []rfc.CheckID{rfc.CheckUnescapedInput, rfc.CheckUnescaped}
}

// unescapedInputDoc documents rfc.CheckUnescapedInput.
var unescapedInputDoc = rfc.CheckDoc{
	ID:    rfc.CheckUnescapedInput,
	Title: "Run-time input written unescaped into a URL",
	Explanation: "Text a program receives at run time (a request's form, query, path or header values, " +
		"command-line arguments and flags, the environment (not an identifier a service issued, by its name, that a local variable reads from it alone: " +
		"apiKey := os.Getenv(\"VT_API_KEY\")), lines read from a file or a stream; not a value of a url.Values " +
		"its function builds itself, url.Values{} or make(url.Values), and stores no such text in), " +
		"password fields (also of the program's configuration, where a deployment may set any text: cfg.Password), " +
		"a string the package itself escapes elsewhere with url.PathEscape or url.QueryEscape (the same field or variable, or a parameter of the same name " +
		"of another method of the same type, named for something: Find(project) escapes it, Delete(project) does not; its own code says it may hold what a " +
		"URL escapes; no fix, as a caller may pass it escaped), and free text known by its name or the function that made it (a branch, a title, " +
		"a search term, a label, a message, an e-mail address; the keys and values of a map of strings a function is given, a parameter or a field, " +
		"ranged over and written by hand into a URL (for key, value := range parameterMap { pairs = append(pairs, key+\"=\"+value) }: a caller's parameters, of any text), and the Name, Key and Value of a slice of such pairs it is given (for _, p := range params { q += p.Name + \"=\" + fmt.Sprint(p.Value) }); a time formatted with a constant layout that writes its zone's offset, \"+01:00\", " +
		"in a query, where the server reads the '+' as a space (t.Format(time.RFC3339) of a time not known to be in UTC, or any time with \"-0700\", which writes \"+0000\" in UTC; also what fmt's %s writes for a type whose String method returns such a time, func (t paramTime) String() string, reported in the method with no fix, since escaping it there changes its other uses; a path takes the '+' as it is); a string that is no identifier written as it is beside a '/' the code escapes by hand in the same path segment " +
		"(owner + \"%2F\" + repo, GitLab's namespaced project: the code means one segment, which the part's own '/', \"group/subgroup\", splits again; not text a replacement made, strings.ReplaceAll(owner+\"/\"+repo, \"/\", \"%2F\")); a file name, a URL, a path or an alias in a " +
		"query, where an alias is a label a person wrote, not the slug a service keys a resource by in a path; not when every value it can hold is a constant of the package that needs no escaping " +
		"there, such as a label a flag selects from a table; not where a validator accepted it (a function whose true result says a constant regexp matched the string whole, by MatchString or a find method's result tested for nil, or matched each part strings.Split made of it, or that the string is a key of an unexported table of constant keys the package never changes, also tested inline: _, ok := m[s]; !ok, or sum == \"\" of sum := m[s], before a return; or either of two validators, a(s) || b(s)), in the branch that took its true result (also at every call of an unexported function whose parameter it is, never assigned: a handler checks an ID, then hands it to the helper that builds the URL), or where a test says it equals one of some constant strings " +
		"(a case clause of a switch on it, s == c; also a variable assigned nothing but such text and constants: api := mfa, then api = \"phone\"), when what it admits holds no character the component escapes ('/' aside in a path; letters outside ASCII at http.Redirect, which escapes them itself); " +
		"not a field named as a field the package refuses where such a validator does not accept it (a blog's Alias, refused unless a handle where the blog is made, " +
		"then stored and read back into another struct: a string of unknown kind, in the warning tier); not a group of a constant regexp that admits none (m[2] of m := re.FindStringSubmatch(r.URL.Path), also a handler's parameter that a wrapper of the package, the handler's only user, fills with one)) can hold any character. Written by hand into a URL, a delimiter of its " +
		"component changes the URL: '/', '?', '#' or '%' in a path segment (another path, a query cut " +
		"short), ' ', '&', '#', '+' or '%' in a query key or value (a parameter added: \"a&admin=1\"; a " +
		"'+' read as a space), '/', '?' or '#' in the userinfo (another host), or a request that " +
		"url.Parse rejects; in a database's or a network service's connection URI (sql.Open(\"postgres\", …), sqlx.Open, a MongoDB or redis URI) " +
		"only the userinfo is read, which its driver decodes as url.Parse does. The value needs the escaper of its component: url.PathEscape for a path " +
		"segment, url.QueryEscape (or url.Values) for a query key or value, url.UserPassword for userinfo, " +
		"or url.JoinPath, which escapes its elements. urlvet reports a string hole (a %s or %v of a printf " +
		"format, an operand of a concatenation) whose text is such input and does not pass through an " +
		"escaper, in a URL that reaches a sink, where the text around it shows its component (not free text known by its name alone that ends the URL right after a segment's word, \"/all\" + filter: a suffix the caller writes whole, a query or an extension). The fix, for " +
		"input in a query key or value, wraps the operand in url.QueryEscape, and imports net/url where the file does not; " +
		"in a path, where a correct program may mean several segments (\"feature/x\"), there is none. In test " +
		"files it is a warning: a test's IDs and names come from its own fixtures. In test code neither check reports the " +
		"running test's name (t.Name(), also lowered or joined to constants) where the test's and its subtests' names are known, " +
		"each run once, and need no escaping there (a subtest's '/' in a path does), nor text the code under test made that the " +
		"test sends back to it: read from a response (its body, decoded or not, its headers, the URL its redirects reached), a " +
		"response recorder, the redirect a client follows, or the request the test's own handler receives; a delimiter in it " +
		"breaks the round trip the test checks.",
	Bad:    `http.Get("https://api.example.com/search?q=" + r.FormValue("q"))`,
	Good:   `http.Get("https://api.example.com/search?q=" + url.QueryEscape(r.FormValue("q")))`,
	Source: true, Since: "v0.3.0", Tests: rfc.WarningInTests,
}

// unescapedDoc documents rfc.CheckUnescaped.
var unescapedDoc = rfc.CheckDoc{
	ID:    rfc.CheckUnescaped,
	Title: "String written unescaped into a URL",
	Explanation: "As unescaped-input, for a string whose text urlvet cannot tell: a parameter, a field, " +
		"the result of a call, a string decoded from JSON or YAML. Many such strings are identifiers or numbers that need no escaping, or a " +
		"path of several segments meant to keep its '/'; some are names that may hold a space or a '/'. " +
		"Holes urlvet knows to be escaped (url.PathEscape, url.QueryEscape, url.Values.Encode), numeric " +
		"(%d, strconv.Itoa), a time formatted with a constant layout of letters, digits and '-', '.', ':' alone (time.DateOnly, or " +
		"time.RFC3339 for a time in UTC, t.UTC(), whose zone is Z and not +01:00), an IP address as net.IP's String writes it, or url text (a url.URL's String, EscapedPath, RawQuery) are not reported (a url.URL's Path, its decoded form, " +
		"written into URL text as a path is the escaper check's), nor " +
		"identifiers by their name or type (an ID, a UUID, a hash or digest, a token or an API key a service issued, a key's ID (kid), a revision, an API's version: ?api-version=; the Value of a reference to an object the server issued, this.Value of a ManagedObjectReference; " +
		"a sql.NullString's text by the name of the field holding it, p.Slug.String; the parts of an identifier or a name split on a separator (strings.SplitN(id, \"-\", 2)); " +
		"a helper's parameter named for no kind, by the argument the call passes for it: svcID for value; an unexported function's parameter every call of which passes such text, also through a variable whose assignments that reach the call are such text), " +
		"nor, in a path, names a service issues from a URL-safe alphabet (an owner, a user, login or account, an " +
		"organisation, a repository, a slug, a bucket (its bucketKey), a host, an IP address, a zone or a region, a namespace, an architecture, a MAC address, a version, a model, the type or kind of a resource, an API method's name, " +
		"the name of a configuration entry, a health check's name, which names its endpoint (/healthz/ + check.Name() of a HealthChecker), a service's name, a CI pipeline's slug; a value named for text alone, such as name, after the segment of a collection of these: \"/domains/\" + name, also as the second segment of a member's key: /repos/{owner}/{name}), " +
		"a repository's name or a reference in a path of the container registry API (/v2/<name>/manifests/<reference>, " +
		"/v2/<name>/blobs/<digest>, /v2/<name>/tags/list: a grammar that needs no escaping, the name's '/' meant), a namespace or an object's name in a path of the Kubernetes API (also ObjectMeta's Name and Namespace anywhere in a path) " +
		"(/api/v1/namespaces/<namespace>/pods/<name>, and after /api/v1/watch: DNS labels and subdomains), a Gerrit project's name in a path of Gitiles " +
		"(/<project>/+archive/<revision>.tar.gz, /<project>/+/<revision>/<file>: several segments meant whole), an image reference in a path of a container engine's API " +
		"(/images/<name>/json, /libpod/images/<name>/exists: the engines match it across its '/'), a mount's or a secret's path of Vault's key-value store " +
		"(/v1/<mount>/data/<path>, /v1/<mount>/metadata/<path>: nested secrets, '/' meant) and its ?version=, a number, or a variable the program also writes as a " +
		"request's Host, nor a field of the program's configuration (cfg.Region, c.Config.Account.Name, a type of a package named config: set once " +
		"by whoever deploys it, the same in every request) or what a method of it returns (opts.SearchIndex()), nor an unexported field the package writes with such values and constants alone (index: opts.SearchIndex(), else a default), nor a parameter that every call of its function in the " +
		"package, two or more (one for an unexported function), passes such a constant or text known to need no escaping there (a time of digits, t.Format(\"200601021504\")) (the name of a route or a subsystem, even for an exported " +
		"function), nor the result of a function whose name says it escapes for a URL (utils.URLQueryEscape) or of golang.org/x/mod/module's escapers of a module path or a version (the module proxy's own encoding, whose '/' is meant), also through a variable assigned only such results or named for escaped text (escapedSuffix), nor a URL or a path meant whole after a base's path (apiPath, urlSuffix, a …_RELATIVE_URI " +
		"variable, a value its function tests for a scheme's \"://\" or has parsed as a URL before (u, err := url.Parse(ref); also a parameter every call gives such a value; in a query it is free text), an element of path.Join, text made of segments on purpose: path.Join's result, strings.ReplaceAll(kind, \".\", \"/\"), " +
		"strings.Join(names, \"/pipelines/\") (a collection's segment between each two), a parameter to which the package's calls, two or more, " +
		"pass relative paths made of constants with a '/' between segments (c.get(\"servers/\" + id + \"/action\"), beside c.get(\"servers\")), " +
		"the result of a function value named for a URL (getEndpoint()), " +
		"the rest after a prefix ending in '/', text trimmed of a '/' to be joined: strings.TrimLeft(rel, \"/\"), also where the variable is reassigned it before the read, and a function of the package " +
		"that returns only such text, or one that returns a parameter named for a URL (destination = url; return destination, nil), or a local variable assigned once with such a call, also as its first result: obj := a.object(key), dest, err := getDestination(opts.Url, ...), or with a field named for such text: rel := doc.Archive.Path), nor what follows a scheme and \"://\" (\"postgres://\" + rest: the authority " +
		"of a URL written whole, even where a dialect and \"://\" added before it make the whole read otherwise), nor a userinfo in the userinfo (rawUserinfo, " +
		"the text url.Userinfo's String() writes, which url.UserPassword would escape again; url.UserPassword(u, p).String() whatever the variable holding it is named), nor a variable reassigned its own escaped text before the read, " +
		"nor strings.Join with a constant of a local slice whose every element the function stores escaped (segs[i] = url.PathEscape(seg), " +
		"parts = append(parts, \"tag:\"+url.QueryEscape(t)); not a slice given to another call), " +
		"nor a string whose every value is a constant of the package that needs no escaping there, nor the result " +
		"of a function of the package that returns only such text (base64's URL alphabet, hex, a random token: string(b) of a slice made with make whose every element is drawn from a constant alphabet of letters, digits and '-._~'), nor hex digits fmt writes for %x or %X of bytes, " +
		"a string or an integer, or a slice of them (fmt.Sprintf(\"%X\", sum)[:5], also through a parameter every call gives such text, or as the result of a function of another package: utils.Md5(s)), " +
		"nor, in a path, the parts of a text split at '/' joined again with '/' (strings.Join(parts, \"/\") of parts := strings.Split(addr, \"/\")) " +
		"or what is left of a URL whose scheme and \"://\" were cut out (strings.ReplaceAll(topic, \"persistent://\", \"\")), " +
		"nor a field that a function of the package refuses where a constant regexp of characters that need no escaping there does not match it " +
		"(a configuration's Validate method: if !nameRE.MatchString(m.Queue) { return err }) and that the package assigns no other text, " +
		"nor a field or variable the package also writes as a label of a URL's host (\"https://%s.workers.example/\") or gives a library as the name of a " +
		"resource of a restricted alphabet (an Azure storage container's, to container.NewClientFromConnectionString), nor, in a path, the tail " +
		"a join helper appends to another parameter after testing its trailing '/' (strings.HasSuffix(prefix, \"/\")), or strings.Join(segs, \"/\") of the " +
		"variadic parameter of an unexported function every call of which passes constants and identifiers alone (c.route(\"tickets\", ticketID, \"close\")), nor a string in a " +
		"fragment that starts with '/' (a JSON pointer, \"#/definitions/\" + name, whose own escapes are ~0 and ~1), " +
		"nor, in test code, the test's name or text the code under test made (see unescaped-input). " +
		"It has no fix: the string may be escaped already. It is a warning, off unless -warnings is given or " +
		"-checks names it.",
	Bad:      `fmt.Sprintf("%s/projects/%s/tags/%s", base, project, tag)`,
	Good:     `fmt.Sprintf("%s/projects/%s/tags/%s", base, url.PathEscape(project), url.PathEscape(tag))`,
	Severity: rfc.Warning, Source: true, Since: "v0.3.0",
}

func (unescapedCheck) checkText(r *pkgAnalysis, t *valueText) {
	v, starts, s, at, sink := t.v, t.starts, t.s, t.at, t.sink
	raw := rawTarget(t.target)
	if !raw && !userinfoTarget(t.target) || sink == "literal" {
		return
	}
	input, other := r.enabledAt(rfc.CheckUnescapedInput, at), r.enabledAt(rfc.CheckUnescaped, at)
	if !input && !other {
		return
	}
	s, shift := r.escapes.baseRead(v, s)
	for i, p := range v {
		if raw && r.escapes.decodedPath(t, i, shift, s) != nil {
			continue // the escaper check's
		}
		if !p.Hole || i == 0 || v[i-1].Hole {
			continue // a hole after a hole: the text around it is not known
		}
		comp := rfc.ComponentAt(s, starts[i]+shift)
		switch comp {
		case rfc.InPath, rfc.InQueryKey, rfc.InQueryValue, rfc.InUserinfo, rfc.InFragment:
		default:
			continue
		}
		if !raw && comp != rfc.InUserinfo {
			continue
		}
		if comp != rfc.InUserinfo && strings.HasSuffix(s[:starts[i]+shift], "://") {
			// The hole starts the authority of a URL written whole
			// ("postgres://" + rest), though text before it makes the
			// whole read otherwise (a scheme added where a field held
			// none): never a segment to escape.
			continue
		}
		place := holePlace{comp: comp, nonASCII: t.a.EscapesNonASCII}
		switch comp {
		case rfc.InQueryValue:
			place.key = queryKey(s, starts[i]+shift)
			place.search = genericWord(strings.ToLower(place.key)) && searchEndpoint(s, starts[i]+shift)
		case rfc.InPath:
			place.api = registryPath(s, starts[i]+shift) || kubePath(s, starts[i]+shift) || gitilesPath(s, starts[i]+shift)
			place.collection = collectionBefore(v, i)
		}
		place.api = place.api || apiPlace(s, starts[i]+shift, comp, place.key)
		if j := handEscapedSlash(v, i); comp == rfc.InPath && j >= 0 && !r.replacement(v[j]) {
			if e := r.escapes.rawSegmentPart(p); e != nil && input && !r.escapes.captured(e, comp, place.nonASCII, 0) && !r.tests.ownText(e, comp, at) {
				r.escapes.reportUnescaped(rfc.CheckUnescapedInput, "part of a segment whose '/' the code escapes by hand (\"%2F\")", e, comp, at, sink, false)
				continue
			}
		}
		if r.escapes.spaceEscaped(p, comp) && r.enabledAt(rfc.CheckEscaper, at) {
			continue // partialEscapeCheck's: escaped by hand for its spaces alone
		}
		kind, e := r.escapes.holeText(p, place, other)
		if e != nil && r.flow.ZonedTime(e) {
			if input && (comp == rfc.InQueryValue || comp == rfc.InQueryKey) && !r.escapes.captured(e, comp, place.nonASCII, 0) && !r.tests.ownText(e, comp, at) {
				// Escaped where it is made in another function (a String
				// method), every other use of it would change: no fix.
				r.escapes.reportUnescaped(rfc.CheckUnescapedInput, "a time whose zone offset (\"+01:00\") a query reads with a space for its '+'", e, comp, at, sink, r.sameFunc(e, at))
			}
			continue
		}
		if (kind == freeHole || kind == escapedHole) && comp == rfc.InPath && i == len(v)-1 && segmentSuffix(s[:starts[i]+shift]) {
			// Free text by its name alone, where the place says more.
			continue
		}
		if kind != safeText && p.Verb == nil && partOfTemplate(v, i) {
			continue // a hole of a result another function builds: not an operand here
		}
		report := (kind == inputText || kind == freeHole || kind == escapedHole) && input ||
			kind == otherText && other && raw && !(comp == rfc.InFragment && pointerFragment(s))
		if !report || r.escapes.captured(e, comp, place.nonASCII, 0) || r.tests.ownText(e, comp, at) {
			// Not reported, or a capture of a constant regexp's group
			// that admits nothing to escape there, or in test code the
			// running test's name or text the code under test made:
			// looked for only where a report is about to be made.
			continue
		}
		switch kind {
		case inputText:
			r.escapes.reportUnescaped(rfc.CheckUnescapedInput, "run-time input", e, comp, at, sink, true)
		case freeHole:
			r.escapes.reportUnescaped(rfc.CheckUnescapedInput, "free text", e, comp, at, sink, true)
		case escapedHole:
			// A parameter the package escapes in another method may be
			// given escaped text here: no fix.
			r.escapes.reportUnescaped(rfc.CheckUnescapedInput, r.escaped.describe(r.escaped.escapedElsewhere(e)), e, comp, at, sink, false)
		default:
			r.escapes.reportUnescaped(rfc.CheckUnescaped, "a string", e, comp, at, sink, false)
		}
	}
}

// sameFunc reports whether a and b are in the same function.
func (r *pkgAnalysis) sameFunc(a, b ast.Node) bool {
	ca, okA := r.flow.Control.Cursor(a)
	cb, okB := r.flow.Control.Cursor(b)
	if !okA || !okB {
		return false
	}
	fa, okA := typesx.EnclosingFunc(ca)
	fb, okB := typesx.EnclosingFunc(cb)
	return okA && okB && fa.Node() == fb.Node()
}

// wholeURLText reports whether e is the whole text of a url.URL: its
// String(), Redacted() or RequestURI(), itself or through a local
// variable assigned it alone (target := u.String()).
func (r *escaping) wholeURLText(e ast.Expr, depth int) bool {
	switch x := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		sel, ok := ast.Unparen(x.Fun).(*ast.SelectorExpr)
		if !ok || len(x.Args) != 0 {
			return false
		}
		switch sel.Sel.Name {
		case "String", "Redacted", "RequestURI":
		default:
			return false
		}
		fn, ok := r.pass.TypesInfo.Uses[sel.Sel].(*types.Func)
		return ok && flow.URLTextMethod(fn)
	case *ast.Ident:
		v, ok := r.pass.TypesInfo.Uses[x].(*types.Var)
		if !ok || depth > 2 || v.Pkg() != r.pass.Pkg || typesx.IsParam(v) {
			return false
		}
		vi := r.flow.VarInfo(v)
		return vi != nil && !vi.Opaque() && len(vi.Rhs) == 1 && r.wholeURLText(vi.Rhs[0], depth+1)
	}
	return false
}

// segmentSuffix reports whether a hole that ends the value after text
// before continues a segment's word with no delimiter ("/all" + filter,
// "/report" + ext): a value named as free text there is a suffix the
// caller writes whole, a query ("?type=1") or an extension, which
// escaping would break; a value in the segment follows a delimiter
// ("/user-" + id, "/" + name).
func segmentSuffix(before string) bool {
	if before == "" {
		return false
	}
	c := before[len(before)-1]
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

// pointerFragment reports whether the fragment of s starts with '/': a
// JSON pointer ("#/definitions/" + name, RFC 6901 §6) or a client's
// route, which names a place in the document by a syntax of its own. A
// string of no known kind written there is not reported: a pointer
// escapes its tokens with ~0 and ~1, not with url.PathEscape, and a
// fragment is never sent.
func pointerFragment(s string) bool {
	_, frag, ok := strings.Cut(s, "#")
	return ok && strings.HasPrefix(frag, "/")
}

// isVarRead reports whether e reads a variable or a field.
func isVarRead(e ast.Expr) bool {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		return true
	case *ast.SelectorExpr:
		return true
	case *ast.StarExpr:
		return isVarRead(e.X)
	}
	return false
}

// queryKey returns the key of the query parameter whose value starts at
// off in s ("?term=" before it), or "".
func queryKey(s string, off int) string {
	pair := s[:off]
	if i := strings.LastIndexAny(pair, "?&;"); i >= 0 {
		pair = pair[i+1:]
	}
	key, ok := strings.CutSuffix(pair, "=")
	if !ok || strings.Contains(key, "=") {
		return ""
	}
	return key
}

// searchEndpoint reports whether the path of the query that s[off:]
// is in ends in a segment that names a search ("/v1/search?name=",
// "/geocode?value="), whose parameters are what a person typed.
func searchEndpoint(s string, off int) bool {
	q := strings.LastIndexByte(s[:off], '?')
	if q < 0 {
		return false
	}
	seg := strings.ToLower(s[strings.LastIndexByte(s[:q], '/')+1 : q])
	switch seg {
	case "search", "autocomplete", "suggest", "suggestions", "geocode", "geocoding":
		return true
	}
	return false
}

// baseRead returns the text s of value v to read components in, and the
// offset of v's text in it: a base URL, then "/" and a segment, is read
// as a URL's (fmt.Sprintf("%s/%s/%s", endpoint, bucket, name)). Text of a
// URL before "://" is its scheme (u.Scheme + "://" + host).
func (r *escaping) baseRead(v flow.Value, s string) (string, int) {
	if len(v) > 1 && v[0].Hole && r.baseHole(v[0]) && (v[1].Hole || !strings.HasPrefix(v[1].Text, "://")) {
		return baseText + s, len(baseText)
	}
	return s, 0
}

// baseText stands for the text of a base URL at the start of a value
// (baseHole), so that the components of the text after it are known.
const baseText = "http://base.example"

// baseHole reports whether hole p, the first piece of a value, is a base
// URL: text of a url.URL (u.String()) or a string named for one
// (endpoint, baseURL).
func (r *escaping) baseHole(p flow.Piece) bool {
	e, why := p.Use, p.Why
	if p.Verb != nil {
		e, why = p.Verb.Arg, p.Verb.ArgWhy
		if !strings.ContainsAny(p.Verb.Verb, "sv") {
			return false
		}
	}
	if e == nil {
		return false
	}
	if why == flow.ReasonURL {
		return true
	}
	if call, ok := ast.Unparen(e).(*ast.CallExpr); ok {
		if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && callRow(r.pass.TypesInfo, call).URLString && isURL(r.pass.TypesInfo.TypeOf(sel.X)) {
			return true
		}
	}
	return r.exprKind(e, 0) == uriText
}

// partOfTemplate reports whether hole v[i] stands for part of the text
// of its expression, whose other pieces are text: a hole of the template
// a function of another package returns (ghrepo.GenerateRepoURL(repo,
// "issues") as "https://" + host + "/" + owner + ...).
func partOfTemplate(v flow.Value, i int) bool {
	for j, p := range v {
		if j != i && p.Use == v[i].Use {
			return true
		}
	}
	return false
}

// holeText classifies the text of hole p, written at place, and returns
// the expression it stands for.
// handEscapedSlash reports whether hole i of v shares its path segment
// with a '/' the code escapes by hand: "%2F" in the constant right
// before it after its last '/', or right after it before its first
// (owner + "%2F" + repo, GitLab's namespaced project ID). The code means
// the segment as one, so a '/' the hole holds must be escaped too.
// It returns the index of that constant, or -1.
func handEscapedSlash(v flow.Value, i int) int {
	if i > 0 && !v[i-1].Hole {
		t := v[i-1].Text
		if strings.Contains(strings.ToUpper(t[strings.LastIndexByte(t, '/')+1:]), "%2F") {
			return i - 1
		}
	}
	if i+1 < len(v) && !v[i+1].Hole {
		t := v[i+1].Text
		if j := strings.IndexAny(t, "/?#"); j >= 0 {
			t = t[:j]
		}
		if strings.Contains(strings.ToUpper(t), "%2F") {
			return i + 1
		}
	}
	return -1
}

// replacement reports whether constant piece p is the replacement of a
// call that replaces a string (strings.ReplaceAll(id, "/", "%2F")):
// the call replaced the match in the holes' text as well.
func (r *pkgAnalysis) replacement(p flow.Piece) bool {
	if p.Lit == nil {
		if lit, ok := p.Use.(*ast.BasicLit); ok {
			// Text a replacement rewrote (rewritten): the "/" of
			// owner + "/" + repo became "%2F".
			return !strings.Contains(strings.ToUpper(lit.Value), "%2F")
		}
		return p.Use != nil && p.Decl.IsValid() // text another package's function made
	}
	for _, n := range r.flow.Control.Parents(p.Lit) {
		if call, ok := n.(*ast.CallExpr); ok {
			switch fn, _ := typeutil.Callee(r.pass.TypesInfo, call).(*types.Func); {
			case fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "strings":
			case strings.HasPrefix(fn.Name(), "Replace"), fn.Name() == "NewReplacer":
				return true
			}
			return false
		}
		if _, ok := n.(ast.Stmt); ok {
			return false
		}
	}
	return false
}

// rawSegmentPart returns the expression of hole p, a string written as
// it is that is no identifier (an ID, a hash: never a '/'), not escaped
// and not url text, or nil.
func (r *escaping) rawSegmentPart(p flow.Piece) ast.Expr {
	e := textHoleExpr(p)
	if p.Kind != flow.AnyText || e == nil || p.Why == flow.ReasonURL {
		return nil
	}
	if tv, ok := r.pass.TypesInfo.Types[e]; !ok || tv.Value != nil || !typesx.IsString(tv.Type) {
		return nil
	}
	if r.urlText(e, 0) || r.escapedBefore(e) || r.joinOfEscaped(e) || r.escaperNamed(e) || r.exprKind(e, 0) == identText {
		return nil
	}
	return e
}

func (r *escaping) holeText(p flow.Piece, place holePlace, warn bool) (holeText, ast.Expr) {
	comp, key := place.comp, place.key
	if p.Kind != flow.AnyText {
		return safeText, nil
	}
	e, why := p.Use, p.Why
	if p.Verb != nil {
		if p.Verb.Arg == nil || !strings.ContainsAny(p.Verb.Verb, "sv") {
			return safeText, nil
		}
		e, why = p.Verb.Arg, p.Verb.ArgWhy
	}
	if e == nil {
		return safeText, nil
	}
	if t := r.pass.TypesInfo.TypeOf(e); t == nil || !typesx.IsString(t) {
		return safeText, nil
	}
	if tv, ok := r.pass.TypesInfo.Types[e]; ok && tv.Value != nil {
		// A constant's text is known: a hole made of one stands for
		// more runs of a loop that appends it (u += "&full=true").
		return safeText, nil
	}
	if comp == rfc.InQueryValue && r.wholeURLText(e, 0) {
		// A whole URL's text in a query value (?rd=<target>): its own
		// '&', '#' and '?' end the value early.
		return freeHole, e
	}
	if why == flow.ReasonURL || r.urlText(e, 0) || r.escapedBefore(e) || r.joinOfEscaped(e) || r.escaperNamed(e) || r.validators.validatedFor(e, comp, place.nonASCII) {
		// Escaped, or url text, or accepted by a validator whose
		// pattern admits nothing that needs escaping there.
		return safeText, nil
	}
	raw := r.exprKind(e, 0)
	if raw == unknownKind && p.Verb != nil && p.Verb.Bound != nil {
		// A helper's parameter of no known kind: what the caller
		// passes for it (svcID for value) may say what it is.
		raw = r.exprKind(p.Verb.Bound, 0)
	}
	if raw == unknownKind && r.pathElement(e) {
		raw = pathText // path.Join(dir, name): a path the join cleans
	}
	if raw == unknownKind && (place.collection == identText || place.collection == nameText) && genericName(e) {
		// A value named for text alone, after the segment of a collection
		// of identifiers or names: "/domains/" + name, "/users/%s" of id.
		raw = place.collection
	}
	kind := raw.in(comp)
	if place.api {
		// A name in a path of an API whose grammar needs no escaping:
		// a registry's repository or reference, a Kubernetes object's.
		kind = identText
	}
	switch {
	case kind == identText && (why != flow.ReasonInput || raw == uriText || raw == pathText || raw == userinfoText || raw == identText && r.fromEnvironment(e)):
		// An identifier, or a URL or a path after a base's path, even
		// from input (os.Getenv("CALLBACK_RELATIVE_URI")): escaping
		// it would break it. An ID from a request is still input; one
		// the environment gives (an API key a service issued, which its
		// deployer sets) is not.
		return safeText, nil
	case why == flow.ReasonInput || secretName(e):
		return inputText, e
	case kind == freeText && comp == rfc.InQueryValue && nameKind(key) == identText && strings.EqualFold(refName(e), "query"):
		// "?id=" + query: the key names an identifier, and "query" the
		// component the value fills, not a search term (go2rtc's list
		// of stream IDs).
		return safeText, nil
	case kind == freeText && r.plainConstants(e, comp, false):
		// Free text by its name, but every value it can hold is a
		// constant of the package that needs no escaping there (a
		// label a flag selects from a table).
		return safeText, nil
	case kind == freeText && !r.validators.nameValidated(e, comp, place.nonASCII):
		return freeHole, e
	}
	// A variable of no known kind is what the query parameter it is the
	// whole value of names: ?q=, ?term=, ?title=, ?filter=, ?alias=. (A call's
	// result may be escaped text: strings.Join of escaped terms.) Not
	// free text where named as a string the package validates (nor
	// where its name says free text). A resource's name, a domain in
	// ?q=, stays a name; an account's, which a person may give as an
	// e-mail address, does not: ?email=.
	keyKind := nameKind(key)
	if keyKind == unknownKind && place.search {
		keyKind = freeText // /search?name=: the place a person typed
	}
	free := key != "" && isVarRead(e) && (keyKind == freeText || keyKind == aliasText) && (raw != nameText || accountName(e)) && !r.validators.nameValidated(e, comp, place.nonASCII)
	if key != "" && isVarRead(e) && keyKind == identText {
		// Or an identifier: ?auth_token=, ?session_id=: a token or an
		// ID the service issued, whatever the variable is called.
		return safeText, nil
	}
	elsewhere := !free && r.escaped.escapedElsewhere(e) != nil
	if !free && !elsewhere && !warn {
		return otherText, e // not reported: the warning tier is off
	}
	if r.hostUse(e, 0) || r.envNameUse(e, comp) || r.plainConstants(e, comp, true) || r.calledWithConstants(e, comp, 0) || r.sentPlain(e, comp) || r.madePlain(e, comp) {
		// Also written as a request's Host: a host name; or looked up
		// with os.Getenv: an environment variable's name. Or received
		// from a channel sent plain text alone. Or every value
		// it can hold is a constant of the package that needs no
		// escaping there ('/' in a path joins the segments the program
		// wrote): its text is known, not unknown. Or the package calls
		// its function with such constants alone: a route or a subsystem
		// the caller chooses by name.
		return safeText, nil
	}
	if free {
		return freeHole, e
	}
	if elsewhere {
		// The package's own code says the value may hold what a URL
		// escapes: it escapes the same field or variable elsewhere.
		return escapedHole, e
	}
	// Decoded documents are left to the warning tier: their strings are
	// most often names the document's producer made URL-ready (cli/cli's
	// codespace.Repository.FullName, "owner/repo" meant as two segments).
	return otherText, e
}

// escaperNamed reports whether e is the result of a function whose name
// says that it escapes text for a URL (escaperName): utils.URLQueryEscape
// of another package; or of golang.org/x/mod/module's escapers; or a
// variable named for escaped text or assigned only such results.
func (r *escaping) escaperNamed(e ast.Expr) bool {
	if id, ok := ast.Unparen(e).(*ast.Ident); ok {
		// The variable's name says it holds escaped text: escapedSuffix,
		// escapedImportPath (of golang.org/x/mod/module's escapers); or
		// every assignment of it is an escaper's result, taken with its
		// error (ev, err := module.EscapeVersion(v)).
		if slices.Contains(typesx.NameWords(id.Name), "escaped") {
			return true
		}
		v := typesx.LocalVar(r.pass.TypesInfo, r.pass.Pkg, id)
		if v == nil || typesx.IsParam(v) {
			return false
		}
		vi := r.flow.VarInfo(v)
		if vi == nil || vi.Escapes || len(vi.Rhs) > 0 || len(vi.Results) == 0 {
			return false
		}
		for call := range vi.Tuple() {
			if !r.escaperNamed(call) {
				return false
			}
		}
		return true
	}
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return false
	}
	fn, ok := typeutil.Callee(r.pass.TypesInfo, call).(*types.Func)
	return ok && (escaperName(fn.Name()) || moduleEscaper(fn))
}

// moduleEscaper reports whether fn is an escaper of golang.org/x/mod's
// module package (EscapePath, EscapeVersion): the module proxy's own
// encoding of a path or a version in its URLs ("!" before an upper case
// letter); url.PathEscape would escape the '/' a module path means.
func moduleEscaper(fn *types.Func) bool {
	return fn.Pkg() != nil && fn.Pkg().Path() == "golang.org/x/mod/module" && strings.HasPrefix(fn.Name(), "Escape")
}

// urlText reports whether e is text of a url.URL or of the request a
// server received, already escaped or meant to hold its delimiters
// (u.RawQuery, u.EscapedPath(), r.URL.Path, r.Host), or text that needs
// no escaping (hex, base64's URL alphabets), directly, through a local
// variable assigned once, or as the result of a function of the package
// that returns only such text.
func (r *escaping) urlText(e ast.Expr, depth int) bool {
	info := r.pass.TypesInfo
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		v, ok := info.Uses[e].(*types.Var)
		if !ok || depth > 2 || v.Pkg() != r.pass.Pkg || v.Parent() == r.pass.Pkg.Scope() || typesx.IsParam(v) {
			return false
		}
		vi := r.flow.VarInfo(v)
		if vi == nil || vi.Escapes || len(vi.Rhs) != 1 {
			return false
		}
		return r.urlText(vi.Rhs[0], depth+1)
	case *ast.SelectorExpr:
		return urlType(info.TypeOf(e.X))
	case *ast.CallExpr:
		if sel, ok := ast.Unparen(e.Fun).(*ast.SelectorExpr); ok && isURL(info.TypeOf(sel.X)) {
			return true // u.String(), u.EscapedPath(), u.RequestURI()
		}
		if sel, ok := ast.Unparen(e.Fun).(*ast.SelectorExpr); ok && sel.Sel.Name == "String" && typesx.IsNamed(info.TypeOf(sel.X), "net/url", "Userinfo", true) {
			return true // url.UserPassword(user, pw).String(): escaped
		}
		fn, ok := typeutil.Callee(info, e).(*types.Func)
		if !ok || fn.Pkg() == nil {
			return false
		}
		row := sinks.FuncOfObj(fn)
		if row.URLSafe {
			return true
		}
		if row.URLSafeWith != nil {
			// A method of a variable of its package: base64.URLEncoding.
			sel, ok := ast.Unparen(e.Fun).(*ast.SelectorExpr)
			if !ok {
				return false
			}
			enc, ok := ast.Unparen(sel.X).(*ast.SelectorExpr)
			if !ok {
				return false
			}
			v, ok := info.Uses[enc.Sel].(*types.Var)
			return ok && v.Pkg() != nil && v.Pkg().Path() == fn.Pkg().Path() && slices.Contains(row.URLSafeWith, v.Name())
		}
		if fn.Pkg() == r.pass.Pkg && depth < 2 {
			return r.returnsURLText(fn, depth+1)
		}
	}
	return false
}

// returnsURLText reports whether fn, a function of the package with one
// result, returns url text alone: each of its returns is (a helper that
// returns base64.RawURLEncoding.EncodeToString(b), or u.String()).
func (r *escaping) returnsURLText(fn *types.Func, depth int) bool {
	if fn.Signature().Results().Len() != 1 {
		return false
	}
	d := r.flow.Calls.Decl(fn.Origin())
	if d == nil || d.Body == nil {
		return false
	}
	return typesx.EveryReturn(d.Body, func(ret *ast.ReturnStmt) bool {
		return len(ret.Results) == 1 && r.urlText(ret.Results[0], depth)
	})
}

// urlType reports whether t is a url.URL or an http.Request, or a
// pointer to one: their string fields hold url text (r.Host, u.RawQuery).
func urlType(t types.Type) bool {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	return isURL(t) || typesx.IsNamed(t, "net/http", "Request", false)
}

// isURL reports whether t is a url.URL or a pointer to one.
func isURL(t types.Type) bool {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	return typesx.IsNamed(t, "net/url", "URL", false)
}

// secretName reports whether e is a variable or field named for a
// password, text a person chose, with any character: a word of its name
// names one (password, passwd, passphrase: dbPassword, PASSWD), and only
// words for its text follow (passwordStr); not a password's other things
// (PasswordReset, the ID of a reset; PasswordPolicy). A token, key or
// secret a service issued is left to the warning tier: it is made
// URL-safe (Discord's, Pushover's, OAuth access tokens: 14 of 18
// reports of the error tier on the modules of docs/sweep.md).
func secretName(e ast.Expr) bool {
	words := typesx.NameWords(refName(e))
	for i, w := range words {
		if !strings.Contains(w, "password") && !strings.Contains(w, "passwd") && !strings.Contains(w, "passphrase") {
			continue
		}
		for _, rest := range words[i+1:] {
			switch rest {
			case "str", "string", "text", "value", "val", "raw", "plain":
			default:
				return false
			}
		}
		return true
	}
	return false
}

// accountName reports whether e's name says it is an account's (a user,
// an owner, a login, a handle): a name a person may give as an e-mail
// address, whose '+' a query reads as a space.
func accountName(e ast.Expr) bool {
	for _, w := range typesx.NameWords(refName(e)) {
		switch w {
		case "owner", "user", "username", "login", "handle", "account":
			return true
		}
	}
	return false
}

// escaperOf returns the net/url function that escapes text for comp, or
// "" when a wrapping does not fix it (userinfo: url.UserPassword builds
// it).
func escaperOf(comp rfc.Component) string {
	switch comp {
	case rfc.InPath, rfc.InFragment:
		return "PathEscape"
	case rfc.InQueryKey, rfc.InQueryValue:
		return "QueryEscape"
	}
	return ""
}

// reportUnescaped reports hole text e, written into component comp of a
// URL that reaches sink at at, naming the escaper of its component.
func (r *escaping) reportUnescaped(id rfc.CheckID, what string, e ast.Expr, comp rfc.Component, at ast.Node, sink string, fixable bool) {
	pos, end := e.Pos(), e.End()
	name := r.imports.sinkName(sink, at)
	esc := escaperOf(comp)
	how := "escape it with url." + esc
	if esc == "" {
		how = "build the userinfo with url.UserPassword or url.User"
	}
	msg := fmt.Sprintf("%s: %s, %s, is written unescaped into the %s: %s", name, shortExpr(e), what, comp, how)
	d := analysis.Diagnostic{Pos: pos, End: end, Category: string(id), Message: msg}
	if pos < at.Pos() || pos >= at.End() {
		d.Related = append(d.Related, analysis.RelatedInformation{Pos: at.Pos(), End: at.End(), Message: "reaches " + name + " here"})
	}
	// The fix escapes only run-time input written into a query key or
	// value, which a correct program never means to hold delimiters. In
	// a path a correct program may mean several segments ("feature/x",
	// "owner/repo"), and a string of the warning tier may be escaped
	// already: wrapping either would change what such a program sends.
	// It imports net/url where the file does not.
	if fixable && (comp == rfc.InQueryKey || comp == rfc.InQueryValue) {
		if imp, ok := r.imports.importsFor(pos, "net/url"); ok {
			d.SuggestedFixes = []analysis.SuggestedFix{{
				Message: "escape with url." + esc,
				TextEdits: append([]analysis.TextEdit{
					{Pos: pos, End: pos, NewText: []byte(imp.names["net/url"] + "." + esc + "(")},
					{Pos: end, End: end, NewText: []byte(")")},
				}, imp.edits...),
			}}
		} else {
			d.Message += "; no fix: the input is behind a //line directive"
		}
	}
	r.out.add(finding{Diagnostic: d, at: at.Pos(), alone: true})
}

// shortExpr returns the source of e, shortened to a line.
func shortExpr(e ast.Expr) string {
	s := types.ExprString(e)
	if len(s) > 40 {
		s = s[:37] + "..."
	}
	return s
}

// plainConstants reports whether every value e can hold is a constant
// string of the package that needs no escaping in component comp: e
// itself, the arguments every call passes for a parameter, or the
// constants a field is only ever written. With slash, a '/' in a path is
// no delimiter: the program's own constant means its segments.
func (r *escaping) plainConstants(e ast.Expr, comp rfc.Component, slash bool) bool {
	exprs := []ast.Expr{e}
	if args, all := r.resolve.passedFor(e, true); all {
		exprs = args
	}
	for _, x := range exprs {
		var consts []string
		if c, ok := r.flow.ConstString(x); ok {
			consts = []string{c}
		} else if cs, other, ok := r.flow.Fields.FieldConstants(x); ok && !other {
			consts = cs
		}
		if len(consts) == 0 {
			return false
		}
		for _, c := range consts {
			if slash && comp == rfc.InPath {
				c = strings.ReplaceAll(c, "/", "")
			}
			if !plainIn(c, comp) {
				return false
			}
		}
	}
	return true
}

// plainIn reports whether text c needs no escaping in component comp:
// printable ASCII without the delimiters of that component, '%' or a
// space.
func plainIn(c string, comp rfc.Component) bool {
	delims := " %#"
	switch comp {
	case rfc.InPath:
		delims += "?/"
	case rfc.InQueryKey, rfc.InQueryValue:
		delims += "&=+;"
	default:
		delims += "/?@:"
	}
	for i := 0; i < len(c); i++ {
		if c[i] <= ' ' || c[i] >= 0x7f {
			return false
		}
	}
	return !strings.ContainsAny(c, delims)
}

// calledWithConstants reports whether e is a parameter that every call of
// its function in the package, two or more (one for an unexported
// function), passes a constant that needs no escaping in component comp
// or text known to need none (plainSend: a time of digits), directly or
// through a parameter of
// another function that its own calls pass such constants
// (client.Get("channels.list") to doRequest(method, api)). The function
// may be exported: what the package passes shows what the parameter is,
// the name of a route or of a subsystem, which a caller elsewhere
// chooses the same way.
func (r *escaping) calledWithConstants(e ast.Expr, comp rfc.Component, depth int) bool {
	sites, idx := r.resolve.passedSites(e)
	if len(sites) == 0 || len(sites) < 2 && !r.unexportedCallee(sites[0].Call) || depth > 2 {
		return false
	}
	for _, site := range sites {
		arg := site.Call.Args[idx]
		if c, ok := r.flow.ConstString(arg); ok {
			if comp == rfc.InPath {
				c = strings.ReplaceAll(c, "/", "")
			}
			if !plainIn(c, comp) {
				return false
			}
			continue
		}
		if r.plainSend(arg, comp) {
			continue // text that needs no escaping there: a time of digits, a number
		}
		if !r.calledWithConstants(arg, comp, depth+1) {
			return false
		}
	}
	return true
}

// unexportedCallee reports whether call calls an unexported function or
// method of the package: its one call in the package is every call.
func (r *escaping) unexportedCallee(call *ast.CallExpr) bool {
	fn, ok := typeutil.Callee(r.pass.TypesInfo, call).(*types.Func)
	return ok && fn.Pkg() == r.pass.Pkg && !fn.Exported()
}

// fromEnvironment reports whether e is a local variable whose every
// assignment reads the environment (apiKey := os.Getenv("VT_API_KEY")):
// text the program's deployer sets, not one its users send.
func (r *escaping) fromEnvironment(e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return false
	}
	v := typesx.LocalVar(r.pass.TypesInfo, r.pass.Pkg, id)
	if v == nil || typesx.IsParam(v) {
		return false
	}
	vi := r.flow.VarInfo(v)
	if vi == nil || vi.Escapes || len(vi.Rhs)+len(vi.First) == 0 {
		return false
	}
	for _, x := range vi.Rhs {
		call, ok := ast.Unparen(x).(*ast.CallExpr)
		if !ok || !readsEnv(r.pass.TypesInfo, call) {
			return false
		}
	}
	for _, call := range vi.First {
		if !readsEnv(r.pass.TypesInfo, call) {
			return false
		}
	}
	return true
}

// readsEnv reports whether call reads an environment variable by its
// name (os.Getenv, os.LookupEnv: sinks.Func.EnvName).
func readsEnv(info *types.Info, call *ast.CallExpr) bool {
	return callRow(info, call).EnvName
}
