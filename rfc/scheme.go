package rfc

import "strings"

// A schemeGrammar is the grammar a scheme adds to the generic syntax: RFC
// 1738 §3 and §5, as written. Under RFC 1738 every one applies; under RFC
// 3986 and RFC 2396 only those whose later RFC kept the RFC 1738 syntax
// (later is not empty), with that profile's character classes.
type schemeGrammar struct {
	name    string
	rfc1738 string // where RFC 1738 defines it: "RFC 1738 §3.2.2"
	later   string // the RFC that keeps the syntax today: "RFC 4248"
}

// Indexes of schemeGrammars.
const (
	grammarFTP = iota
	grammarFile
	grammarHTTP
	grammarMailto
	grammarNews
	grammarNNTP
	grammarTelnet
	grammarGopher
	grammarWAIS
	grammarProspero
	noGrammar = -1
)

var schemeGrammars = [...]schemeGrammar{
	grammarFTP:      {"ftp", "RFC 1738 §3.2.2", "RFC 1738 §3.2.2"}, // no later RFC: RFC 1738 still defines ftp URLs
	grammarFile:     {"file", "RFC 1738 §3.10", ""},                // RFC 8089 changed the syntax
	grammarHTTP:     {"http", "RFC 1738 §3.3", ""},                 // RFC 9110 changed the syntax
	grammarMailto:   {"mailto", "RFC 1738 §3.5", ""},               // RFC 6068 changed the syntax
	grammarNews:     {"news", "RFC 1738 §3.6", "RFC 5538"},
	grammarNNTP:     {"nntp", "RFC 1738 §3.7", "RFC 5538"},
	grammarTelnet:   {"telnet", "RFC 1738 §3.8", "RFC 4248"},
	grammarGopher:   {"gopher", "RFC 1738 §3.4", "RFC 4266"},
	grammarWAIS:     {"wais", "RFC 1738 §3.9", "RFC 4156"},
	grammarProspero: {"prospero", "RFC 1738 §3.11", "RFC 4157"},
}

// A knownScheme says which rules beyond the generic syntax a scheme has.
type knownScheme struct {
	net     bool // http, https (RFC 9110 §4.2), ws, wss (RFC 6455 §3): a network host is required
	grammar int8 // index in schemeGrammars, or noGrammar
}

// schemeWord packs a scheme name of up to eight bytes into a word for
// lookupScheme, ignoring ASCII case, and returns the class bits all its
// bytes share: one pass serves the lookup and the check of its characters.
func schemeWord(name string) (w uint64, bits uint8) {
	bits = 0xff
	for i := 0; i < len(name); i++ {
		b := name[i]
		bits &= classes[RFC3986][b] // the profiles agree on bitScheme
		// Setting bit 0x20 maps only 'A'–'Z' and 'a'–'z' onto 'a'–'z', and
		// every byte so packed is non-zero, so each word names one scheme.
		w = w<<8 | uint64(b|0x20)
	}
	return w, bits
}

// schemeValid reports whether a scheme name whose bytes share the class
// bits (as schemeWord returns them) and whose first byte is first is a
// scheme under profile p: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" /
// "." ) (RFC 3986 §3.1, RFC 2396 §3.1), where RFC 1738 §2.1 and RFC 1808
// §2.2 also let it start with a digit.
func schemeValid(bits uint8, first byte, p Profile) bool {
	return bits&bitScheme != 0 && (isAlpha(first) || p == RFC1738)
}

// validScheme reports whether name is a scheme under profile p.
func validScheme(name string, p Profile) bool {
	_, bits := schemeWord(name)
	return name != "" && schemeValid(bits, name[0], p)
}

// lookupScheme classifies the scheme whose name of n bytes schemeWord
// packed into w.
func lookupScheme(w uint64, n int) knownScheme {
	if n < 2 || n > 8 {
		return knownScheme{grammar: noGrammar}
	}
	switch w {
	case 'h'<<24 | 't'<<16 | 't'<<8 | 'p':
		return knownScheme{net: true, grammar: grammarHTTP}
	case 'h'<<32 | 't'<<24 | 't'<<16 | 'p'<<8 | 's',
		'w'<<8 | 's',
		'w'<<16 | 's'<<8 | 's':
		return knownScheme{net: true, grammar: noGrammar}
	case 'f'<<16 | 't'<<8 | 'p':
		return knownScheme{grammar: grammarFTP}
	case 'f'<<24 | 'i'<<16 | 'l'<<8 | 'e':
		return knownScheme{grammar: grammarFile}
	case 'm'<<40 | 'a'<<32 | 'i'<<24 | 'l'<<16 | 't'<<8 | 'o':
		return knownScheme{grammar: grammarMailto}
	case 'n'<<24 | 'e'<<16 | 'w'<<8 | 's':
		return knownScheme{grammar: grammarNews}
	case 'n'<<24 | 'n'<<16 | 't'<<8 | 'p':
		return knownScheme{grammar: grammarNNTP}
	case 't'<<40 | 'e'<<32 | 'l'<<24 | 'n'<<16 | 'e'<<8 | 't':
		return knownScheme{grammar: grammarTelnet}
	case 'g'<<40 | 'o'<<32 | 'p'<<24 | 'h'<<16 | 'e'<<8 | 'r':
		return knownScheme{grammar: grammarGopher}
	case 'w'<<24 | 'a'<<16 | 'i'<<8 | 's':
		return knownScheme{grammar: grammarWAIS}
	case 'p'<<56 | 'r'<<48 | 'o'<<40 | 's'<<32 | 'p'<<24 | 'e'<<16 | 'r'<<8 | 'o':
		return knownScheme{grammar: grammarProspero}
	}
	return knownScheme{grammar: noGrammar}
}

// schemeRules applies the rules of p's scheme: the host rules of network
// schemes, then the grammar the scheme has under the profile, if any.
// k is the scheme's class.
func (c *checker) schemeRules(p *parts, k knownScheme) {
	if k.net {
		c.netHost(p)
	}
	if k.grammar == grammarHTTP {
		c.http1738(p)
	}
	if k.grammar == noGrammar || c.hole(p.scheme.start, p.scheme.end) {
		return
	}
	if c.opts.Profile != RFC1738 && schemeGrammars[k.grammar].later == "" {
		return
	}
	sc := schemeCheck{c: c, p: p, grammar: uint8(k.grammar), tilde: c.opts.Profile != RFC1738}
	// A switch rather than a table of functions keeps sc on the stack.
	switch k.grammar {
	case grammarFTP:
		checkFTP(&sc)
	case grammarFile:
		checkFile(&sc)
	case grammarHTTP:
		checkHTTP(&sc)
	case grammarMailto:
		checkMailto(&sc)
	case grammarNews:
		checkNews(&sc)
	case grammarNNTP:
		checkNNTP(&sc)
	case grammarTelnet:
		checkTelnet(&sc)
	case grammarGopher:
		checkGopher(&sc)
	case grammarWAIS:
		checkWAIS(&sc)
	case grammarProspero:
		checkProspero(&sc)
	}
}

// A schemeCheck checks one URL against its scheme's grammar. It holds no
// strings of its own: escape analysis does not tell fields apart, so a
// string of it stored in a Violation would move the checker to the heap.
type schemeCheck struct {
	c       *checker
	p       *parts
	grammar uint8 // index in schemeGrammars
	tilde   bool  // '~' is unreserved (RFC 3986, RFC 2396), not national (RFC 1738)
}

// name returns the scheme's name in lower case.
func (g *schemeCheck) name() string { return schemeGrammars[g.grammar].name }

// rfc returns the RFC (and section) that violations cite.
func (g *schemeCheck) rfc() string {
	sg := &schemeGrammars[g.grammar]
	if g.strict() {
		return sg.rfc1738
	}
	return sg.later
}

// a returns the scheme name with its indefinite article: "an ftp".
func (g *schemeCheck) a() string {
	switch n := g.name(); n {
	case "ftp", "http", "nntp": // read letter by letter
		return "an " + n
	default:
		return "a " + n
	}
}

func (g *schemeCheck) strict() bool { return g.c.opts.Profile == RFC1738 }

// fault records a structural violation of rule over [start, end).
func (g *schemeCheck) fault(start, end int, rule, msg string) {
	g.c.add(Violation{Start: start, End: end, Check: CheckSchemeGrammar, Rule: rule, RFC: g.rfc(), Severity: Error, Message: msg})
}

// needHost checks the "//" and the non-empty host that every scheme here
// but news and mailto requires, and reports whether there is an authority.
func (g *schemeCheck) needHost(rule string) bool {
	c, p := g.c, g.p
	if !p.authority.ok {
		if !c.hole(p.scheme.end, p.path.end) {
			g.fault(p.scheme.start, p.scheme.end+1, rule,
				g.a()+" URL needs \"//\" and a host after \""+g.name()+":\"")
		}
		return false
	}
	if p.host.start == p.host.end && !c.hole(p.authority.start, p.authority.end) {
		g.fault(p.authority.start-2, p.authority.end, rule, g.a()+" URL needs a host")
	}
	if !g.strict() {
		// RFC 1738 §3.1 hostname | hostnumber, which the later RFCs keep;
		// under RFC 1738 the generic grammar already applies it.
		h := p.host
		s := c.s
		if h.start < h.end && s[h.start] != '[' && isASCII(s[h.start:h.end]) && !c.hole(h.start, h.end) {
			c.dnsName(h, false)
		}
	}
	return true
}

// login checks login = [ user [ ":" password ] "@" ] hostport: a ':'
// after the first one is data in the password and must be escaped.
func (g *schemeCheck) login() {
	u := g.p.userinfo
	if !u.ok {
		return
	}
	s := g.c.s
	if i := strings.IndexByte(s[u.start:u.end], ':'); i >= 0 {
		for j := u.start + i + 1; j < u.end; j++ {
			if s[j] == ':' {
				g.c.add(Violation{Start: j, End: j + 1, Check: CheckChar, Rule: "password", RFC: g.rfc(), Severity: Error,
					Message: "':' is not allowed in a password; write %3A", Fixable: true, Replacement: "%3A"})
			}
		}
	}
}

// noUserinfo reports user information where the grammar has hostport, not
// login.
func (g *schemeCheck) noUserinfo() {
	u := g.p.userinfo
	if u.ok && !g.c.hole(u.start, u.end) {
		g.fault(u.start, u.end+1, "hostport", g.a()+" URL has no user name or password")
	}
}

// noQuery reports a query where the grammar has none.
func (g *schemeCheck) noQuery(rule string) {
	q := g.p.query
	if q.ok && !g.c.hole(q.start, q.end) {
		g.fault(q.start-1, q.end, rule, g.a()+" URL has no query ('?' must be written %3F)")
	}
}

// tail returns the scheme-specific text after the '/' that ends the host:
// the path without its first '/', and the query with its '?', since these
// grammars treat '?' as data.
func (g *schemeCheck) tail() (start, end int) {
	p := g.p
	start, end = p.path.start, p.path.end
	if start < end && g.c.s[start] == '/' {
		start++
	}
	if p.query.ok {
		end = p.query.end
	}
	return start, end
}

// safeExtra are RFC 1738 §5's safe and extra characters: with alpha and
// digit, its unreserved set.
const safeExtra = "$-_.+!*'(),"

// uchar reports whether b is an unescaped uchar (unreserved). '%' is not:
// escapes are skipped before sets are consulted.
func (g *schemeCheck) uchar(b byte) bool {
	return isAlpha(b) || isDigit(b) || strings.IndexByte(safeExtra, b) >= 0 || (b == '~' && g.tilde)
}

// chars reports each byte of s[start:end] that the generic grammar allows
// where it stands but rule does not (uchar or one of extra), with its
// percent-encoding as the fix. Bytes the generic grammar rejects, escapes
// and non-ASCII bytes are the generic grammar's to report.
func (g *schemeCheck) chars(start, end int, extra, rule, what string) {
	s := g.c.s
	for i := start; i < end; i++ {
		b := s[i]
		if b == '%' || b >= 0x80 || g.uchar(b) || strings.IndexByte(extra, b) >= 0 || !g.genericAllows(i) {
			continue
		}
		enc := percentEncode(s[i : i+1])
		g.c.add(Violation{Start: i, End: i + 1, Check: CheckChar, Rule: rule, RFC: g.rfc(), Severity: Error,
			Message: charName(b) + " is not allowed in " + what + "; write " + enc, Fixable: true, Replacement: enc})
	}
}

// genericAllows reports whether the generic grammar accepts the byte at i
// (in the path or the query), so that a byte is never reported twice.
func (g *schemeCheck) genericAllows(i int) bool {
	p := g.p
	k := compPath
	if p.query.ok && i >= p.query.start-1 {
		if i == p.query.start-1 {
			return true // the '?' that the generic grammar takes as a delimiter
		}
		k = compQuery
	}
	return classes[g.c.profile()][g.c.s[i]]&compBits[k] != 0
}

// checkFTP: ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]],
// fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ].
func checkFTP(g *schemeCheck) {
	if !g.needHost("ftpurl") {
		return
	}
	g.login()
	s := g.c.s
	start, end := g.tail()
	fpathEnd := end
	if i := strings.LastIndexByte(s[start:end], ';'); i >= 0 && hasPrefixFold(s[start+i+1:end], "type=") {
		fpathEnd = start + i
		code := fpathEnd + len(";type=")
		if !g.c.hole(code, end) && (end-code != 1 || strings.IndexByte("AIDaid", s[code]) < 0) {
			if code == end {
				g.fault(fpathEnd, end, "ftptype", "\";type=\" needs a type code: A, I or D")
			} else {
				g.fault(code, end, "ftptype", "the ftp type code is A, I or D, not "+quoteRun(s[code:end]))
			}
		}
	}
	g.chars(start, fpathEnd, "/?:@&=", "fsegment", "an ftp path segment (only \";type=\" may follow ';')")
}

// checkFile: fileurl = "file://" [ host | "localhost" ] "/" fpath.
func checkFile(g *schemeCheck) {
	c, p, s := g.c, g.p, g.c.s
	if !p.authority.ok {
		if c.hole(p.scheme.end, p.path.end) {
			return
		}
		v := Violation{Start: p.scheme.end, End: p.scheme.end + 1, Check: CheckSchemeGrammar, Rule: "fileurl", RFC: g.rfc(), Severity: Error,
			Message: "an RFC 1738 file URL is file://host/path"}
		fixable := p.path.start < p.path.end && s[p.path.start] == '/'
		if fixable {
			v.Fixable, v.Replacement = true, "://"
			v.Message += "; write file:///path for a local file"
		}
		c.add(v)
		if fixable {
			// The path is the fpath of the fixed URL: its faults come
			// with this fix, so that one round of fixes leaves none.
			start, end := g.tail()
			g.chars(start, end, "/?:@&=", "fsegment", "a file path segment")
		}
		return
	}
	if u := p.userinfo; u.ok && !c.hole(u.start, u.end) {
		g.fault(u.start, u.end+1, "fileurl", "a file URL names a host, with no user name or password")
	}
	if pt := p.port; pt.ok && !c.hole(pt.start, pt.end) {
		g.fault(pt.start-1, pt.end, "fileurl", "a file URL names a host, with no port")
	}
	if p.path.start == p.path.end && !c.hole(p.authority.start, p.path.end) {
		g.fault(p.authority.start-2, p.authority.end, "fileurl", "a file URL needs '/' and a path after the host")
	}
	start, end := g.tail()
	g.chars(start, end, "/?:@&=", "fsegment", "a file path segment")
}

// checkHTTP adds to the checks of the generic grammar (hsegment and search
// allow what it allows, and user, password and '/' or '?' in search are
// reported with it): httpurl = "http://" hostport [ "/" hpath [ "?" search ]],
// so a search needs a path.
func checkHTTP(g *schemeCheck) {
	p := g.p
	if p.authority.ok && p.query.ok && p.path.start == p.path.end && !g.c.hole(p.path.start, p.path.end) {
		q := p.query.start - 1
		g.c.add(Violation{Start: q, End: q + 1, Check: CheckSchemeGrammar, Rule: "httpurl", RFC: g.rfc(), Severity: Error,
			Message: "an RFC 1738 http URL needs '/' before the search part", Fixable: true, Replacement: "/?"})
	}
}

// checkMailto: mailtourl = "mailto:" encoded822addr, encoded822addr =
// 1*xchar, "further defined in RFC822": §3.5 says it is an addr-spec,
// local-part "@" domain. Every byte the generic grammar allows is an xchar.
func checkMailto(g *schemeCheck) {
	p := g.p
	start, end := p.scheme.end+1, p.path.end
	if p.query.ok {
		end = p.query.end
	}
	switch {
	case g.c.hole(start, end):
	case end == start:
		g.fault(p.scheme.start, start, "encoded822addr", "a mailto URL needs an address after \"mailto:\"")
	case strings.IndexByte(g.c.s[start:end], '@') < 0:
		g.fault(start, end, "addr-spec", "an RFC 1738 mailto URL holds one address, local@domain (RFC 6068 allows more)")
	}
}

// checkNews: newsurl = "news:" grouppart, grouppart = "*" | group |
// article, group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ],
// article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host.
// RFC 5538 adds a "//server/" prefix and wildmat group patterns, so under
// the later profiles only the article form is checked.
func checkNews(g *schemeCheck) {
	c, p, s := g.c, g.p, g.c.s
	start, end := p.scheme.end+1, p.path.end
	if p.query.ok {
		end = p.query.end
	}
	if p.authority.ok {
		if g.strict() {
			g.fault(p.authority.start-2, p.authority.end, "newsurl",
				"an RFC 1738 news URL names no server (RFC 5538 adds \"news://server/\")")
			return
		}
		start, end = g.tail()
	}
	if c.hole(start, end) {
		return
	}
	gp := s[start:end]
	switch at := strings.LastIndexByte(gp, '@'); {
	case gp == "*":
	case at >= 0:
		at += start
		if at == start {
			g.fault(start, at+1, "article", "a news article ID needs text before '@'")
		}
		g.chars(start, at, ";/?:&=", "article", "a news article ID before its '@'")
		if at+1 == end {
			g.fault(at, end, "article", "a news article ID needs a host after '@'")
		} else if g.strict() {
			c.dnsName(span{at + 1, end, true}, true)
		}
	case gp == "":
		if g.strict() {
			g.fault(p.scheme.start, p.scheme.end+1, "grouppart", "a news URL needs a newsgroup, an article ID or '*'")
		}
	case g.strict():
		g.group(start, end)
	}
}

// group checks group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ].
// Escapes are not part of it, and percent-encoding does not make a name
// valid, so faults have no fix.
func (g *schemeCheck) group(start, end int) {
	s := g.c.s
	for i := start; i < end; i++ {
		b := s[i]
		if b == '%' && i+2 < end && isHex(s[i+1]) && isHex(s[i+2]) {
			g.fault(i, i+3, "group", "an escape is not allowed in a newsgroup name (letters, digits, '-', '.', '+', '_')")
			i += 2
			continue
		}
		if isAlpha(b) || (i > start && (isDigit(b) || strings.IndexByte("-.+_", b) >= 0)) ||
			b == '%' || b >= 0x80 || !g.genericAllows(i) {
			continue // bad escapes and what the generic grammar rejects are its to report
		}
		msg := charName(b) + " is not allowed in a newsgroup name (letters, digits, '-', '.', '+', '_')"
		if i == start && (isDigit(b) || strings.IndexByte("-.+_", b) >= 0) {
			msg = "a newsgroup name starts with a letter"
		}
		g.fault(i, i+1, "group", msg)
	}
}

// checkNNTP: nntpurl = "nntp://" hostport "/" group [ "/" digits ].
func checkNNTP(g *schemeCheck) {
	if !g.needHost("nntpurl") {
		return
	}
	g.noUserinfo()
	g.noQuery("nntpurl")
	c, p, s := g.c, g.p, g.c.s
	if c.hole(p.path.start, p.path.end) {
		return
	}
	if p.path.end-p.path.start <= 1 {
		g.fault(p.authority.start-2, p.path.end, "nntpurl", "an nntp URL needs a newsgroup: nntp://host/group")
		return
	}
	start, end := p.path.start+1, p.path.end
	ge := start + indexOrLen(s[start:end], '/')
	switch {
	case ge == start:
		g.fault(start-1, start+1, "group", "an nntp URL needs a newsgroup before '/'")
	case g.strict():
		g.group(start, ge)
	}
	if ge == end {
		return
	}
	ne := ge + 1 + indexOrLen(s[ge+1:end], '/')
	if ne == ge+1 {
		g.fault(ge, ge+1, "digits", "an article number must follow '/'")
	} else if !allDigits(s[ge+1 : ne]) {
		g.fault(ge+1, ne, "digits", "an nntp article number is digits only")
	}
	if ne < end {
		g.fault(ne, end, "nntpurl", "an nntp URL ends after /group/number")
	}
}

// checkTelnet: telneturl = "telnet://" login [ "/" ].
func checkTelnet(g *schemeCheck) {
	if !g.needHost("telneturl") {
		return
	}
	g.login()
	g.noQuery("telneturl")
	p := g.p
	if p.path.end-p.path.start > 1 && !g.c.hole(p.path.start, p.path.end) {
		g.fault(p.path.start+1, p.path.end, "telneturl", "a telnet URL has nothing after the host but an optional '/'")
	}
}

// checkGopher: gopherurl = "gopher://" hostport [ / [ gtype [ selector
// [ "%09" search [ "%09" gopher+_string ] ] ] ] ]. gtype, selector, search
// and gopher+_string are xchars, which is all the generic grammar allows.
// A '?' right after hostport is neither a '/' nor part of hostport.
func checkGopher(g *schemeCheck) {
	if !g.needHost("gopherurl") {
		return
	}
	g.noUserinfo()
	p := g.p
	if q := p.query; q.ok && p.path.start == p.path.end && !g.c.hole(p.path.start, q.end) {
		g.fault(q.start-1, q.end, "gopherurl", "a gopher URL has only '/' and a gopher path after the host, no '?'")
	}
}

// checkWAIS: waisdatabase = "wais://" hostport "/" database, waisindex =
// ... "/" database "?" search, waisdoc = ... "/" database "/" wtype "/"
// wpath; database, wtype and wpath are *uchar.
func checkWAIS(g *schemeCheck) {
	if !g.needHost("waisurl") {
		return
	}
	g.noUserinfo()
	c, p, s := g.c, g.p, g.c.s
	if c.hole(p.path.start, p.path.end) {
		return
	}
	if p.path.start == p.path.end {
		g.fault(p.scheme.start, p.authority.end, "waisdatabase", "a wais URL needs '/' and a database after the host")
		return
	}
	start, end := p.path.start+1, p.path.end
	switch strings.Count(s[start:end], "/") {
	case 0:
		g.chars(start, end, "", "database", "a wais database name")
		if q := p.query; q.ok {
			g.chars(q.start, q.end, ";:@&=", "search", "a wais search")
		}
	case 2:
		i := start + strings.IndexByte(s[start:end], '/')
		j := i + 1 + strings.IndexByte(s[i+1:end], '/')
		g.chars(start, i, "", "database", "a wais database name")
		g.chars(i+1, j, "", "wtype", "a wais document type")
		g.chars(j+1, end, "", "wpath", "a wais document path")
		g.noQuery("waisdoc")
	default:
		g.fault(p.path.start, end, "waisurl", "a wais URL path is /database, /database?search or /database/wtype/wpath")
	}
}

// checkProspero: prosperourl = "prospero://" hostport "/" ppath
// *[ fieldspec ], fieldspec = ";" fieldname "=" fieldvalue; psegment allows
// uchar and "?:@&=", fieldname and fieldvalue uchar and "?:@&".
func checkProspero(g *schemeCheck) {
	if !g.needHost("prosperourl") {
		return
	}
	g.noUserinfo()
	c, p, s := g.c, g.p, g.c.s
	if p.path.start == p.path.end {
		if !c.hole(p.path.start, p.path.end) {
			g.fault(p.scheme.start, p.authority.end, "prosperourl", "a prospero URL needs '/' and a path after the host")
		}
		return
	}
	start, end := g.tail()
	semi := start + indexOrLen(s[start:end], ';')
	g.chars(start, semi, "/?:@&=", "psegment", "a prospero path segment")
	for fs := semi; fs < end; {
		fe := fs + 1 + indexOrLen(s[fs+1:end], ';')
		eq := strings.IndexByte(s[fs+1:fe], '=')
		switch {
		case c.hole(fs, fe):
		case eq < 0:
			g.fault(fs, fe, "fieldspec", "a prospero field is ;name=value")
		default:
			eq += fs + 1
			g.chars(fs+1, eq, "?:@&", "fieldname", "a prospero field name")
			g.chars(eq+1, fe, "?:@&", "fieldvalue", "a prospero field value")
		}
		fs = fe
	}
}

// indexOrLen is strings.IndexByte, with len(s) for "not found".
func indexOrLen(s string, b byte) int {
	if i := strings.IndexByte(s, b); i >= 0 {
		return i
	}
	return len(s)
}

func hasPrefixFold(s, prefix string) bool {
	return len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix)
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return s != ""
}

// quoteRun quotes s for a message, cut short when long.
func quoteRun(s string) string {
	if len(s) > 16 {
		s = s[:16] + "…"
	}
	return "\"" + s + "\""
}
