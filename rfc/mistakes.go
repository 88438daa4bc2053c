package rfc

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// This file holds the checks of mistakes that the grammar allows, or
// that it rejects for a reason other than the real one: a second scheme
// in the authority, a component in the wrong url.URL field, a second '?'
// in a query, an HTML entity copied into a URL, text joined without its
// '/', and whitespace at the ends of a string.

// mistakes checks a whole URL, split into p, for the mistakes of this
// file.
func (c *checker) mistakes(p *parts) {
	// The tests of each check that fail on most URLs are made here, so
	// that a valid URL costs no calls.
	if p.authority.ok {
		if !p.userinfo.ok && hasPrefixAt(c.s, p.path.start, "//") {
			c.schemeInHost(p)
		}
		if len(c.opts.Joins) > 0 || len(c.opts.Holes) > 0 {
			c.joinInAuthority(p) // needs a join, or a hole in the port
		}
		if len(c.opts.Holes) > 0 {
			c.hostPortHole(p) // needs a hole for the host
		}
	}
	if len(c.opts.Joins) > 0 {
		c.joinInPath(p)
	}
	if q := p.query; q.ok && c.queryCand {
		end := q.end
		if f := p.fragment; f.ok && q.end > q.start && c.s[q.end-1] == '&' && entityLen(c.s[q.end-1:]) > 0 {
			end = len(c.s) // "&#38;" copied from HTML: its '#' is no fragment
		}
		c.queryMistakes(q.start, end)
	}
}

// schemeWords are the schemes whose name, found as the host of another
// URL, is a pasted scheme: "http://https://x", "http://http//x".
var schemeWords = [...]string{"http", "https", "ws", "wss", "ftp"}

// schemeInHost reports a second scheme where the host stands.
func (c *checker) schemeInHost(p *parts) {
	s := c.s
	h := p.host
	if p.userinfo.ok || !hasPrefixAt(s, p.path.start, "//") || (p.port.ok && p.port.start != p.port.end) ||
		c.hole(h.start, p.path.start+2) {
		return
	}
	name := s[h.start:h.end]
	for _, w := range schemeWords {
		if strings.EqualFold(name, w) {
			end := p.path.start + 2
			c.drop(h.start, end)
			c.add(Violation{Start: h.start, End: end, Check: CheckSchemeInHost, Rule: "authority", RFC: "RFC 3986 §3.2",
				Severity: Error, Message: "a second scheme " + strconv.Quote(s[h.start:end]) +
					" stands where the host should be; a URL has one scheme"})
			return
		}
	}
}

func hasPrefixAt(s string, i int, prefix string) bool {
	return i <= len(s) && strings.HasPrefix(s[i:], prefix)
}

// joinInAuthority reports text joined to a host or port without the '/'
// that starts the path: "https://api.example.com" + "v1/items" names the
// host "api.example.comv1".
//
// A hole in the port stands for digits, so known text after it that
// starts with a letter is joined in the same way: an httptest.Server's URL
// + "api/items" is "http://127.0.0.1:" + port + "api/items".
func (c *checker) joinInAuthority(p *parts) {
	s := c.s
	if pt := p.port; pt.ok && c.hole(pt.start, pt.end) {
		// The last hole in the port, then digits, then a letter.
		h := c.opts.Holes[c.firstHole(pt.end+1)-1]
		k := h
		for k < pt.end && isDigit(s[k]) {
			k++
		}
		if k < pt.end && isAlpha(s[k]) && allDigits("0"+s[pt.start:h]) {
			c.joinViolation(p, k)
			return
		}
	}
	for _, j := range c.opts.Joins {
		if j <= p.authority.start || j >= p.authority.end || c.hole(j, p.authority.end) || c.hole(p.authority.start, j) {
			continue
		}
		if !isAlpha(s[j]) && !isDigit(s[j]) {
			continue
		}
		var ok bool
		switch {
		case p.port.ok && j > p.port.start && j < p.port.end:
			// "http://localhost:8080" + "api/items"
			ok = allDigits(s[p.port.start:j]) && isAlpha(s[j])
		case j > p.host.start && j < p.host.end:
			// The text before the join is a whole host name, the text
			// after it has no '.': a path segment, not more labels.
			left, right := s[p.host.start:j], s[j:p.host.end]
			ok = (isAlpha(s[j-1]) || isDigit(s[j-1])) && !strings.Contains(right, ".") && completeHost(left)
		}
		if ok {
			c.joinViolation(p, j)
		}
	}
}

// joinViolation reports the text from j to the end of the authority,
// joined to the host or port without a '/'.
func (c *checker) joinViolation(p *parts, j int) {
	// The port or host violation the joined text causes says less.
	c.dropFunc(func(v *Violation) bool {
		return (v.Check == CheckPort || v.Check == CheckHost) && v.Start < p.authority.end && v.End > j
	})
	c.add(Violation{Start: j, End: p.authority.end, Check: CheckJoin, Rule: "path-abempty", RFC: "RFC 3986 §3.3",
		Severity: Error, Message: "no '/' where two strings are joined: " + quoteRun(c.s[j:p.authority.end]) +
			" becomes part of the authority, not the path; write '/' before it"})
}

// completeHost reports whether a host name looks complete: "localhost",
// an IPv4 address, or a name whose top label is letters.
func completeHost(h string) bool {
	if strings.EqualFold(h, "localhost") {
		return true
	}
	dot := strings.LastIndexByte(h, '.')
	if dot <= 0 || dot == len(h)-1 {
		return false
	}
	if allDigitsDots(h) {
		return strings.Count(h, ".") == 3
	}
	top := h[dot+1:]
	for i := 0; i < len(top); i++ {
		if !isAlpha(top[i]) {
			return false
		}
	}
	return len(top) >= 2
}

// joinInPath reports "//" made by joining a string that ends in '/' to
// one that starts with it, in a path: "https://x/api/" + "/items"; and
// two segments joined into one: "https://x/v1" + "messages".
func (c *checker) joinInPath(p *parts) {
	s := c.s
	for _, j := range c.opts.Joins {
		if j < 1 || j >= len(s) {
			continue
		}
		if s[j-1] != '/' || s[j] != '/' {
			c.joinedSegments(p, j)
			continue
		}
		// In the path, or at the start of a reference with neither
		// scheme nor authority: "/" + "/x" is "//x", an authority.
		inPath := j-1 >= p.path.start && j < p.path.end
		atStart := j == 1 && !p.scheme.ok && p.authority.ok
		if !inPath && !atStart {
			continue
		}
		msg := "joining two strings makes \"//\" in the path, an empty segment that servers read differently; drop one '/'"
		if atStart {
			msg = "joining two strings makes \"//\" at the start, which begins an authority, not a path; drop one '/'"
		}
		c.add(Violation{Start: j - 1, End: j + 1, Check: CheckJoin, Rule: "path-abempty", RFC: "RFC 3986 §3.3",
			Severity: Error, Message: msg})
	}
}

// joinedSegments reports a path segment of two or more letters and
// digits joined, with no '/', to a word of two or more lower-case letters
// (and digits) that ends the segment: "https://api.example.com/v1" +
// "messages" is the one segment "v1messages". A digit after the join
// ("/api/v" + "2"), or any other character, may be meant.
func (c *checker) joinedSegments(p *parts, j int) {
	s := c.s
	if j-1 < p.path.start || j >= p.path.end || !p.authority.ok || c.hole(j, j) {
		return
	}
	seg := strings.LastIndexByte(s[p.path.start:j], '/')
	if seg < 0 {
		return
	}
	left := s[p.path.start+seg+1 : j]
	k := j
	for k < p.path.end && (s[k] >= 'a' && s[k] <= 'z' || k > j && isDigit(s[k])) {
		k++
	}
	if len(left) < 2 || k-j < 2 || k < p.path.end && s[k] != '/' || c.hole(p.path.start+seg, k) {
		return
	}
	for i := 0; i < len(left); i++ {
		if !isAlpha(left[i]) && !isDigit(left[i]) {
			return
		}
	}
	c.add(Violation{Start: j, End: k, Check: CheckJoin, Rule: "path-abempty", RFC: "RFC 3986 §3.3", Severity: Error,
		Message: "no '/' where two strings are joined: " + strconv.Quote(left) + " and " + strconv.Quote(s[j:k]) +
			" make the one segment " + strconv.Quote(left+s[j:k]) + "; write '/' between them"})
}

// queryMistakes checks the query s[start:end]: a second '?' where '&' was
// meant, and HTML entities for '&'. One pass, whatever the query holds;
// callers skip it when the scan of the query set no queryCand.
func (c *checker) queryMistakes(start, end int) {
	s := c.s
	if strings.IndexByte(s[start:end], '?') < 0 {
		// No second '?': only the entities, found by IndexByte.
		for i := start; i < end; i++ {
			j := strings.IndexByte(s[i:end], '&')
			if j < 0 {
				return
			}
			i += j
			i += c.entity(i, end) - 1
		}
		return
	}
	param, eq, plain := start, -1, false // the current parameter, its '=', whether its value is plain text
	for i := start; i < end; i++ {
		if !queryMarks[s[i]] {
			continue // most bytes of a query
		}
		switch s[i] {
		case '&':
			i += c.entity(i, end) - 1
			param, eq, plain = i+1, -1, false
		case '=':
			if eq < 0 {
				eq, plain = i, true
			}
		case '/', ':', '%':
			plain = false // a URL or a path, whose own query may follow
		case '?':
			if eq > param && plain && i > eq+1 && c.nameFollows(i+1, end) && !c.hole(param, i+1) {
				c.add(Violation{Start: i, End: i + 1, Check: CheckQueryQuestion, Rule: "query", RFC: "RFC 3986 §3.4",
					Severity: Error, Fixable: true, Replacement: "&",
					Message: "a second '?' in a query is data, not a separator: the parameter after it is part of the value before it; write &"})
				param, eq, plain = i+1, -1, false
				continue
			}
			plain = false
		}
	}
}

// entity reports the HTML entity for the '&' at s[i] in a query that ends
// at end, if there is one, and returns its length (1 if there is none).
func (c *checker) entity(i, end int) int {
	s := c.s
	n := entityLen(s[i:end])
	if n == 0 {
		return 1
	}
	if !c.hole(i+1, i+n-1) {
		c.drop(i, i+n) // '#' as a fragment delimiter or a byte to escape
		c.add(Violation{Start: i, End: i + n, Check: CheckHTMLEntity, Rule: "query", RFC: "RFC 3986 §3.4",
			Severity: Error, Fixable: true, Replacement: "&", Message: entityMessage(s[i : i+n])})
	}
	return n
}

// queryMarks are the bytes queryMistakes looks at.
var queryMarks = [256]bool{'&': true, '=': true, '/': true, ':': true, '%': true, '?': true}

// nameFollows reports whether a parameter name and '=' start at i.
func (c *checker) nameFollows(i, end int) bool {
	s := c.s
	j := i
	for j < end && (isAlpha(s[j]) || isDigit(s[j]) || s[j] == '_' || s[j] == '-' || s[j] == '.') {
		j++
	}
	return j > i && j < end && s[j] == '=' && !c.hole(i, j)
}

// entityLen returns the length of the HTML entity for '&' at the start of
// s ("&amp;", "&#38;", "&#x26;"), or 0.
func entityLen(s string) int {
	if len(s) < len("&amp;") || s[1] != '#' && s[1]|0x20 != 'a' {
		return 0 // most '&' start a parameter
	}
	for _, e := range [...]string{"&amp;", "&#38;", "&#x26;", "&#038;"} {
		if hasPrefixFold(s, e) {
			return len(e)
		}
	}
	return 0
}

// entityMessage is the message for the HTML entity e, one of entityLen's
// spellings (printable ASCII, so quoted as it is); the commonest is
// written once.
func entityMessage(e string) string {
	const ampMessage = `HTML entity "&amp;" in a URL: outside HTML it is not '&'; write &`
	if e == "&amp;" {
		return ampMessage
	}
	return `HTML entity "` + e + `" in a URL: outside HTML it is not '&'; write &`
}

// fieldMistakes checks a url.URL field for another component written
// into it; it returns the span of s left for the field's own check.
func (c *checker) hostFieldMistakes() (start, end int) {
	s := c.s
	start, end = 0, len(s)
	if i := strings.Index(s, "://"); i > 0 && !c.hole(0, i+3) && validScheme(s[:i], RFC3986) {
		c.add(Violation{Start: 0, End: i + 3, Check: CheckURLField, Rule: "host", RFC: "RFC 3986 §3.2.2", Severity: Error,
			Message: "url.URL.Host holds the host alone: " + strconv.Quote(s[:i+3]) + " belongs in url.URL.Scheme"})
		start = i + 3
	}
	if e := strings.IndexAny(s[start:], "/?#"); e >= 0 && !c.hole(start, start+e) {
		e += start
		what := "a path, which belongs in url.URL.Path"
		switch s[e] {
		case '?':
			what = "a query, which belongs in url.URL.RawQuery"
		case '#':
			what = "a fragment, which belongs in url.URL.Fragment"
		}
		c.add(Violation{Start: e, End: len(s), Check: CheckURLField, Rule: "host", RFC: "RFC 3986 §3.2.2", Severity: Error,
			Message: "url.URL.Host holds the host alone, not " + what})
		end = e
	}
	return start, end
}

// schemeFieldMistakes reports "://" after the scheme in url.URL.Scheme,
// which String writes again, and returns where the scheme ends.
func (c *checker) schemeFieldMistakes() int {
	s := c.s
	i := strings.IndexByte(s, ':')
	if i <= 0 || !validScheme(s[:i], RFC3986) || c.hole(i, len(s)) || strings.Trim(s[i:], ":/") != "" {
		return len(s)
	}
	c.add(Violation{Start: i, End: len(s), Check: CheckURLField, Rule: "scheme", RFC: "RFC 3986 §3.1", Severity: Error,
		Fixable: true, Replacement: "",
		Message: "url.URL.Scheme holds the scheme alone: url.URL.String writes \"://\" itself; remove " + strconv.Quote(s[i:])})
	return i
}

// jdbcScheme reports whether s, a url.URL's Scheme, is "jdbc:" and a
// valid scheme (jdbc:postgresql): a JDBC URL is "jdbc:" before a URL of
// the driver's subprotocol, so url.URL.String writes the text a JDBC
// driver reads (jdbc:postgresql://host/db); the ':' is meant.
func jdbcScheme(s string) bool {
	return len(s) > 5 && strings.EqualFold(s[:5], "jdbc:") && validScheme(s[5:], RFC3986)
}

// pathFieldQuery reports a query written into a path field
// (url.URL.Path, RawPath): "/search?q=go" is sent as /search%3Fq=go.
func (c *checker) pathFieldQuery() {
	s := c.s
	i := strings.IndexByte(s, '?')
	if i < 0 {
		return
	}
	j := i + 1
	for j < len(s) && (isAlpha(s[j]) || isDigit(s[j]) || s[j] == '_' || s[j] == '-' || s[j] == '.') {
		j++
	}
	if j == i+1 || j == len(s) || s[j] != '=' || c.hole(i+1, j) {
		return
	}
	c.drop(i, len(s))
	c.add(Violation{Start: i, End: len(s), Check: CheckURLField, Rule: "path", RFC: "RFC 3986 §3.3", Severity: Error,
		Message: "a path field holds a query: url.URL.String escapes its '?' as %3F; set url.URL.RawQuery"})
}

// decodedEscapes reports escapes written into a decoded field (url.URL.Path,
// Fragment): String escapes their '%', so "/a%20b" is sent as /a%2520b. A
// run of escapes is one violation. The fixes write the decoded text when
// String escapes every decoded byte of the field back (a space, a quote,
// non-ASCII UTF-8); "%2F" or "%41" decoded would be sent as '/' or 'A',
// so with one of them only setting RawPath keeps the escapes, and no run
// gets a fix.
func (c *checker) decodedEscapes(k comp) {
	s := c.s
	if strings.IndexByte(s, '%') < 0 {
		return
	}
	field := "Path"
	if k == compFragment {
		field = "Fragment"
	}
	var runs []Violation
	fixable := true
	for i := 0; i < len(s); i++ {
		if !isEscape(s, i) || c.hole(i, i+3) {
			continue
		}
		j := i
		var dec []byte
		for j < len(s) && isEscape(s, j) && !c.hole(j, j+3) {
			b := unhex(s[j+1])<<4 | unhex(s[j+2])
			dec = append(dec, b)
			fixable = fixable && resentEscaped(b)
			j += 3
		}
		fixable = fixable && utf8.Valid(dec)
		runs = append(runs, Violation{Start: i, End: j, Check: CheckURLField, Rule: strings.TrimPrefix(compNames[k], "a "),
			RFC: "RFC 3986 §2.4", Severity: Error, Replacement: string(dec)})
		i = j - 1
	}
	for _, v := range runs {
		what := "escapes in it"
		if v.End-v.Start == 3 {
			what = "its escape"
		}
		v.Message = "url.URL." + field + " holds decoded text: String escapes the '%' of " + what + " and sends " +
			strconv.Quote(strings.ReplaceAll(s[v.Start:v.End], "%", "%25"))
		if fixable {
			v.Fixable = true
			v.Message += "; write " + strconv.Quote(v.Replacement)
		} else {
			v.Replacement = ""
			v.Message += "; write the decoded text, or keep the escapes in url.URL.Raw" + field
		}
		c.add(v)
	}
}

// isEscape reports whether s[i:] starts with a valid escape.
func isEscape(s string, i int) bool {
	return s[i] == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2])
}

func unhex(b byte) byte {
	switch {
	case b >= 'a':
		return b - 'a' + 10
	case b >= 'A':
		return b - 'A' + 10
	}
	return b - '0'
}

// resentEscaped reports whether url.URL.String escapes byte b in both a
// path and a fragment, so that writing b decoded sends the same escape:
// non-ASCII bytes and the characters no component allows. Control bytes
// and '%' are left out: a decoded '%' reads as a broken escape, and
// control bytes written decoded would be invisible in the source.
func resentEscaped(b byte) bool {
	return b >= 0x80 || strings.IndexByte(" \"#<>[\\]^`{|}", b) >= 0
}

// edges returns the bounds of s without the whitespace and control bytes
// at its ends, where they are known to be its ends (no hole beyond them).
func (c *checker) edges() (lo, hi int) {
	s := c.s
	lo, hi = 0, len(s)
	for lo < hi && (s[lo] <= ' ' || s[lo] == 0x7f) && !c.holeAt(lo) {
		lo++
	}
	for hi > lo && (s[hi-1] <= ' ' || s[hi-1] == 0x7f) && !c.holeAt(hi) {
		hi--
	}
	return lo, hi
}

// trimmable reports whether whitespace at the ends of a string of the
// target is a mistake to delete: a whole URL, a host or a scheme. A
// component (a path, a query) may be joined to others at run time.
func trimmable(t Target) bool {
	return t <= Request || t == HostPort || t == SchemePart || t == GRPC || t == Endpoint || t == URLList || t == MongoDB
}

// checkTrimmed checks s without the whitespace at its ends, reporting
// that whitespace with its deletion as the fix.
func checkTrimmed(dst []Violation, s string, opts Options, lo, hi int) []Violation {
	edge := func(start, end int, where string) {
		what := "whitespace"
		for i := start; i < end; i++ {
			if s[i] != ' ' && s[i] != '\t' && s[i] != '\n' && s[i] != '\r' {
				what = "whitespace or control bytes"
			}
		}
		dst = append(dst, Violation{Start: start, End: end, Check: CheckChar, Rule: "URI-reference", RFC: "RFC 3986 §4.1",
			Severity: Error, Fixable: true, Replacement: "",
			Message: where + " " + what + " " + strconv.Quote(s[start:end]) + " is not part of a URL; remove it"})
	}
	if lo > 0 {
		edge(0, lo, "leading")
	}
	if hi < len(s) && hi >= lo {
		edge(hi, len(s), "trailing")
	}
	inner := opts
	inner.Holes = shift(opts.Holes, lo, hi, 0)
	inner.Joins = shift(opts.Joins, lo, hi, 0)
	n := len(dst)
	dst = AppendCheck(dst, s[lo:hi], inner)
	for i := n; i < len(dst); i++ {
		dst[i].Start += lo
		dst[i].End += lo
	}
	return dst
}

// shift returns the offsets of offs within [lo, hi], each moved so that
// lo lands at at.
func shift(offs []int, lo, hi, at int) []int {
	if len(offs) == 0 {
		return nil
	}
	out := make([]int, 0, len(offs))
	for _, o := range offs {
		if lo <= o && o <= hi {
			out = append(out, o-lo+at)
		}
	}
	return out
}
